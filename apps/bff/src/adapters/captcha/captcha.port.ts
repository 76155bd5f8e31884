// The captcha port (spec 001 §4, §7: a token from an invisible captcha widget is checked before
// subscribing; D168). The embedded adapter accepts one documented local test token; the Google
// reCAPTCHA adapter asks Google's siteverify when RECAPTCHA_SECRET is set.
import type { Adapter } from '../adapter.js'

export const CAPTCHA_PORT = 'captcha'

/** What the verifier said; `reason` names a refusal for the log (never the token). */
export type CaptchaVerdict = { ok: true } | { ok: false; reason: string }

export interface CaptchaPort extends Adapter {
  /** Checks a token once; `remoteIp` is the shopper's address when known. */
  verify(token: string, remoteIp?: string): Promise<CaptchaVerdict>
}
