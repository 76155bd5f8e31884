// Google reCAPTCHA (spec 001 §7; D168): POST `secret`, `response` and `remoteip` as a form to
// siteverify through undici, with a time-out. `success: false` is a refusal with Google's
// error codes; an unreachable or broken verifier is a refusal too (a subscription never passes
// unchecked), logged once per outage, and the port reports itself degraded until Google answers.
import type { AdapterStatus } from '@vitrine/contracts/health'
import { request, type Dispatcher } from 'undici'
import { CAPTCHA_PORT, type CaptchaPort, type CaptchaVerdict } from './captcha.port.js'

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'

export interface RecaptchaOptions {
  secret: string
  verifyUrl: string
  timeoutMs: number
  logger: { warn(object: object, message: string): void }
  dispatcher?: Dispatcher
}

interface SiteverifyAnswer {
  success?: unknown
  'error-codes'?: unknown
}

export class RecaptchaCaptcha implements CaptchaPort {
  private reachable = true

  constructor(private readonly options: RecaptchaOptions) {}

  status(): AdapterStatus {
    return {
      port: CAPTCHA_PORT,
      adapter: 'recaptcha',
      status: this.reachable ? 'up' : 'degraded',
      ...(this.reachable ? {} : { detail: 'Google reCAPTCHA did not answer' }),
    }
  }

  async verify(token: string, remoteIp?: string): Promise<CaptchaVerdict> {
    const form = new URLSearchParams({ secret: this.options.secret, response: token })
    if (remoteIp) form.set('remoteip', remoteIp)
    let answer: SiteverifyAnswer
    try {
      const { statusCode, body } = await request(this.options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs),
        headersTimeout: this.options.timeoutMs,
        bodyTimeout: this.options.timeoutMs,
        ...(this.options.dispatcher ? { dispatcher: this.options.dispatcher } : {}),
      })
      const text = await body.text()
      if (statusCode !== 200) throw new Error(`siteverify answered ${statusCode}`)
      answer = JSON.parse(text) as SiteverifyAnswer
    } catch (error) {
      if (this.reachable) {
        this.options.logger.warn({ err: error, adapter: 'recaptcha' }, 'reCAPTCHA unreachable')
      }
      this.reachable = false
      return { ok: false, reason: 'verifier-unreachable' }
    }
    this.reachable = true
    if (answer.success === true) return { ok: true }
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : []
    return { ok: false, reason: codes.length > 0 ? codes.join(',') : 'refused' }
  }

  async close(): Promise<void> {}
}
