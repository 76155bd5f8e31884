// The newsletter calls (spec 001 §3 Newsletter, §4, §5, §7, §8; D162, D222): subscribe with the
// e-mail, the accepted privacy checkbox and a captcha token (a pending subscription: the mail's
// link confirms it); confirm with the e-mail and the mailed key; the logged-in customer's status
// and unsubscribe; unsubscribe through the signed link of a newsletter mail.
import { z } from 'zod'
import { envelopeOf } from './envelope.js'

/** spec 001 §8 (a warning). */
export const ALREADY_SUBSCRIBED_MESSAGE = 'You are already subscribed to the newsletter.'
/** spec 001 §8 (a success). */
export const SUBSCRIBED_MESSAGE = 'You have been successfully subscribed to our newsletter!'
/** spec 001 §5 */
export const NEWSLETTER_EMAIL_REQUIRED_MESSAGE = 'Please provide an e-mail address.'
export const NEWSLETTER_EMAIL_INVALID_MESSAGE = 'Please provide a valid e-mail address.'
export const FIELD_IS_REQUIRED_MESSAGE = 'Field is required'
/** The answer to a captcha token the verifier refuses (spec 001 §8: logged; D168). */
export const CAPTCHA_FAILED_MESSAGE = 'The captcha could not be verified. Please try again.'
/** D222: the answer to subscribing a new address: it is pending until the mail's link is used. */
export const CONFIRM_SUBSCRIPTION_MESSAGE =
  'Almost done: please confirm your subscription with the link we sent to your e-mail.'
/** D222: a confirmation key that is wrong, used up (address not subscribed) or expired. */
export const CONFIRM_LINK_INVALID_MESSAGE =
  'This confirmation link is not valid or has expired. Please subscribe again.'
/** D222: a confirmation link of an address that is subscribed already (e.g. clicked twice). */
export const ALREADY_CONFIRMED_MESSAGE = 'Your subscription is confirmed already.'
/** A signed unsubscribe link that does not fit its address (D169). */
export const UNSUBSCRIBE_LINK_INVALID_MESSAGE = 'This unsubscribe link is not valid.'

export const NewsletterEmailSchema = z
  .string()
  .trim()
  .min(1, NEWSLETTER_EMAIL_REQUIRED_MESSAGE)
  .pipe(z.email(NEWSLETTER_EMAIL_INVALID_MESSAGE).max(254))

export const NewsletterSubscribeBodySchema = z.strictObject({
  email: NewsletterEmailSchema,
  privacyAccepted: z.literal(true, FIELD_IS_REQUIRED_MESSAGE),
  captchaToken: z.string().min(1, FIELD_IS_REQUIRED_MESSAGE).max(4096),
})
export type NewsletterSubscribeBody = z.infer<typeof NewsletterSubscribeBodySchema>

export const NewsletterSubscribeResultSchema = z.object({
  email: z.string(),
  /** D222: false until the mail's link confirms the subscription. */
  isSubscribed: z.boolean(),
  /**
   * `warning`: the address was subscribed already; `success`: the confirmation mail is sent
   * (`Almost done: …`, D222).
   */
  notification: z.object({
    type: z.enum(['success', 'warning']),
    message: z.string(),
  }),
})
export type NewsletterSubscribeResult = z.infer<typeof NewsletterSubscribeResultSchema>
export const NewsletterSubscribeEnvelopeSchema = envelopeOf(NewsletterSubscribeResultSchema)

/** D222: the e-mail and the key of the confirmation mail's link. */
export const NewsletterConfirmBodySchema = z.strictObject({
  email: z.string().trim().min(1, FIELD_IS_REQUIRED_MESSAGE).max(254),
  key: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, CONFIRM_LINK_INVALID_MESSAGE),
})
export type NewsletterConfirmBody = z.infer<typeof NewsletterConfirmBodySchema>

export const NewsletterConfirmResultSchema = z.object({
  email: z.string(),
  isSubscribed: z.literal(true),
  /** The new subscriber's single-use 10 % code (also mailed); null when the mailbox had one. */
  couponCode: z.string().nullable(),
  notification: z.object({ type: z.literal('success'), message: z.string() }),
})
export type NewsletterConfirmResult = z.infer<typeof NewsletterConfirmResultSchema>
export const NewsletterConfirmEnvelopeSchema = envelopeOf(NewsletterConfirmResultSchema)

/** spec 001 §3: state isSubscribed, email. */
export const NewsletterStatusSchema = z.object({ email: z.string(), isSubscribed: z.boolean() })
export type NewsletterStatus = z.infer<typeof NewsletterStatusSchema>
export const NewsletterStatusEnvelopeSchema = envelopeOf(NewsletterStatusSchema)

export const NewsletterUnsubscribeLinkBodySchema = z.strictObject({
  email: z.string().trim().min(1, FIELD_IS_REQUIRED_MESSAGE).max(254),
  signature: z.string().regex(/^[0-9a-f]{64}$/, UNSUBSCRIBE_LINK_INVALID_MESSAGE),
})
export type NewsletterUnsubscribeLinkBody = z.infer<typeof NewsletterUnsubscribeLinkBodySchema>

/** The storefront page the confirmation mail's link opens (D222). */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm'

function storePagePath(storeUrl: string, path: string, query: Record<string, string>): string {
  const prefix = storeUrl === '/' ? '' : storeUrl.replace(/\/+$/, '')
  return `${prefix}${path}?${new URLSearchParams(query).toString()}`
}

/** `/nl/newsletter/confirm?email=…&key=…` (the key goes to POST /api/newsletter/confirm). */
export function buildNewsletterConfirmPath(storeUrl: string, email: string, key: string): string {
  return storePagePath(storeUrl, NEWSLETTER_CONFIRM_PATH, { email, key })
}

/** The storefront page a newsletter mail's unsubscribe link opens (D169). */
export function buildUnsubscribePath(storeUrl: string, email: string, signature: string): string {
  return storePagePath(storeUrl, '/newsletter/unsubscribe', { email, signature })
}
