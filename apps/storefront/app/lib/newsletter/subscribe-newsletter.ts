// The newsletter subscription from the browser (spec 001 §4, §7, §8; D168, D172, D222): a captcha
// token (Google reCAPTCHA v3's with a configured site key, else the local test token), then
// POST /api/newsletter/subscribe through the storefront's proxy: the address is pending until the
// mailed link confirms it; on success the GA4 `sign_up` event (spec 000 §7, 001 §7). Loaded on the
// first submit only (product pages' JS budget, D46).
import { pushEvent } from '~/lib/data-layer/data-layer'
import { LOCAL_CAPTCHA_TOKEN } from '~/lib/captcha/local-captcha'
import { runRecaptcha } from '~/lib/captcha/recaptcha'

export { LOCAL_CAPTCHA_TOKEN }

export type SubscribeOutcome =
  /** D222: the confirmation mail is on its way; the address is subscribed once its link is used. */
  { kind: 'pending' } | { kind: 'already-subscribed' } | { kind: 'failed'; message: string | null }

interface Envelope {
  result?: unknown
}

export async function subscribeNewsletter(input: {
  email: string
  storeCode: string
  /** The root loader's `recaptchaSiteKey`: null for the local test token. */
  recaptchaSiteKey: string | null
}): Promise<SubscribeOutcome> {
  try {
    const captchaToken = input.recaptchaSiteKey
      ? await runRecaptcha(input.recaptchaSiteKey, 'newsletter')
      : LOCAL_CAPTCHA_TOKEN
    const answer = await fetch('/api/newsletter/subscribe', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-vs-store-code': input.storeCode,
      },
      body: JSON.stringify({
        email: input.email.trim(),
        privacyAccepted: true,
        captchaToken,
      }),
    })
    const json = (await answer.json().catch(() => ({}))) as Envelope
    if (!answer.ok) {
      return { kind: 'failed', message: typeof json.result === 'string' ? json.result : null }
    }
    const result = json.result as { notification?: { type?: string } } | undefined
    if (result?.notification?.type === 'warning') return { kind: 'already-subscribed' }
    pushEvent('sign_up', { method: 'newsletter' })
    return { kind: 'pending' }
  } catch {
    return { kind: 'failed', message: null }
  }
}
