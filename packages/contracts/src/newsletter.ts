// The newsletter calls (spec 001 §3 Newsletter, §4, §5, §7, §8; D162): subscribe with the e-mail,
// the accepted privacy checkbox and a captcha token; the logged-in customer's status and
// unsubscribe; unsubscribe through the signed link of a newsletter mail.
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
  isSubscribed: z.literal(true),
  /** `warning`: the address was subscribed already; `success`: subscribed now. */
  notification: z.object({
    type: z.enum(['success', 'warning']),
    message: z.string(),
  }),
})
export type NewsletterSubscribeResult = z.infer<typeof NewsletterSubscribeResultSchema>
export const NewsletterSubscribeEnvelopeSchema = envelopeOf(NewsletterSubscribeResultSchema)

/** spec 001 §3: state isSubscribed, email. */
export const NewsletterStatusSchema = z.object({ email: z.string(), isSubscribed: z.boolean() })
export type NewsletterStatus = z.infer<typeof NewsletterStatusSchema>
export const NewsletterStatusEnvelopeSchema = envelopeOf(NewsletterStatusSchema)

export const NewsletterUnsubscribeLinkBodySchema = z.strictObject({
  email: z.string().trim().min(1, FIELD_IS_REQUIRED_MESSAGE).max(254),
  signature: z.string().regex(/^[0-9a-f]{64}$/, UNSUBSCRIBE_LINK_INVALID_MESSAGE),
})
export type NewsletterUnsubscribeLinkBody = z.infer<typeof NewsletterUnsubscribeLinkBodySchema>

/** The storefront page a newsletter mail's unsubscribe link opens (D169). */
export function buildUnsubscribePath(storeUrl: string, email: string, signature: string): string {
  const prefix = storeUrl === '/' ? '' : storeUrl.replace(/\/+$/, '')
  const query = new URLSearchParams({ email, signature })
  return `${prefix}/newsletter/unsubscribe?${query.toString()}`
}
