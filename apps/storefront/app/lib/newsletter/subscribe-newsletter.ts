// The newsletter subscription from the browser (spec 001 §4, §7, §8; D168): a captcha token, then
// POST /api/newsletter/subscribe through the storefront's proxy; on success the GA4 `sign_up`
// event (spec 000 §7, 001 §7). Loaded on the first submit only (product pages' JS budget, D46).
import { pushEvent } from '~/lib/data-layer/data-layer'

/**
 * The captcha token. The BFF's embedded captcha accepts this documented local test token
 * (docs/configuration.md, RECAPTCHA_SECRET); with Google reCAPTCHA the widget's token goes here.
 */
export const LOCAL_CAPTCHA_TOKEN = 'vitrine-local-captcha'

export type SubscribeOutcome =
  | { kind: 'subscribed' }
  | { kind: 'already-subscribed' }
  | { kind: 'failed'; message: string | null }

interface Envelope {
  result?: unknown
}

export async function subscribeNewsletter(input: {
  email: string
  storeCode: string
}): Promise<SubscribeOutcome> {
  try {
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
        captchaToken: LOCAL_CAPTCHA_TOKEN,
      }),
    })
    const json = (await answer.json().catch(() => ({}))) as Envelope
    if (!answer.ok) {
      return { kind: 'failed', message: typeof json.result === 'string' ? json.result : null }
    }
    const result = json.result as { notification?: { type?: string } } | undefined
    if (result?.notification?.type === 'warning') return { kind: 'already-subscribed' }
    pushEvent('sign_up', { method: 'newsletter' })
    return { kind: 'subscribed' }
  } catch {
    return { kind: 'failed', message: null }
  }
}
