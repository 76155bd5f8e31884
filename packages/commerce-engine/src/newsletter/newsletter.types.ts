// Newsletter subscriptions (spec 001 §3 Newsletter: email, isSubscribed; §4, §9; D222).

export interface NewsletterSubscription {
  email: string
  storeCode: string
}

/**
 * What subscribing did (D222): `pending` with the confirmation key to mail (the address is not
 * subscribed until it is confirmed), or `already-subscribed` (spec 001 §8).
 */
export type NewsletterSubscribeOutcome =
  { status: 'pending'; confirmationKey: string } | { status: 'already-subscribed' }

export interface NewsletterConfirmation {
  email: string
  key: string
}

/**
 * What a confirmation did (D222): `confirmed` with the new subscriber's single-use coupon (null
 * when the mailbox got one before), `already-confirmed` for an address subscribed already whose
 * key does not fit (a used link), `invalid` for a wrong, used or expired key.
 */
export type NewsletterConfirmOutcome =
  | { status: 'confirmed'; couponCode: string | null }
  | { status: 'already-confirmed' }
  | { status: 'invalid' }
