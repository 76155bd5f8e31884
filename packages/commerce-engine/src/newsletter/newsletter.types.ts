// Newsletter subscriptions (spec 001 §3 Newsletter: email, isSubscribed; §4, §9).

export interface NewsletterSubscription {
  email: string
  storeCode: string
}

/**
 * What subscribing did: `subscribed` with the new subscriber's single-use coupon (null when the
 * address had subscribed before and only came back), or `already-subscribed` (spec 001 §8).
 */
export type NewsletterSubscribeOutcome =
  { status: 'subscribed'; couponCode: string | null } | { status: 'already-subscribed' }
