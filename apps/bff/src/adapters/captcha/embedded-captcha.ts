// The embedded captcha (D168): no third party. It accepts exactly the local test token
// `EMBEDDED_CAPTCHA_TOKEN` (docs/configuration.md), which the storefront sends when it has no
// reCAPTCHA site key, and refuses every other token, so a form that sends none still fails.
import type { AdapterStatus } from '@vitrine/contracts/health'
import { CAPTCHA_PORT, type CaptchaPort, type CaptchaVerdict } from './captcha.port.js'

/** The local test token the embedded captcha accepts (shared with the storefront). */
export const EMBEDDED_CAPTCHA_TOKEN = 'vitrine-local-captcha'

export class EmbeddedCaptcha implements CaptchaPort {
  status(): AdapterStatus {
    return { port: CAPTCHA_PORT, adapter: 'embedded', status: 'up' }
  }

  async verify(token: string): Promise<CaptchaVerdict> {
    return token === EMBEDDED_CAPTCHA_TOKEN ? { ok: true } : { ok: false, reason: 'unknown-token' }
  }

  async close(): Promise<void> {}
}
