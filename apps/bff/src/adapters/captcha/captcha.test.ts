// Runs the captcha contract on the embedded adapter and on the reCAPTCHA adapter against a local
// siteverify; then what only reCAPTCHA does: the form it posts, and a verifier that fails.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  RECAPTCHA_TEST_SECRET,
  RECAPTCHA_TEST_TOKEN,
  startRecaptchaServer,
} from '../../../test/recaptcha-server.js'
import { describeCaptchaContract } from './captcha.contract.js'
import { EMBEDDED_CAPTCHA_TOKEN, EmbeddedCaptcha } from './embedded-captcha.js'
import { RecaptchaCaptcha } from './recaptcha-captcha.js'

const quiet = { warn: () => undefined }

describeCaptchaContract('embedded', async () => ({
  captcha: new EmbeddedCaptcha(),
  validToken: EMBEDDED_CAPTCHA_TOKEN,
  dispose: async () => undefined,
}))

describeCaptchaContract('recaptcha', async () => {
  const server = await startRecaptchaServer()
  return {
    captcha: new RecaptchaCaptcha({
      secret: RECAPTCHA_TEST_SECRET,
      verifyUrl: `${server.url}/recaptcha/api/siteverify`,
      timeoutMs: 2000,
      logger: quiet,
    }),
    validToken: RECAPTCHA_TEST_TOKEN,
    dispose: () => server.close(),
  }
})

describe('reCAPTCHA adapter', () => {
  let server: Awaited<ReturnType<typeof startRecaptchaServer>>
  const warnings: string[] = []
  const make = (secret = RECAPTCHA_TEST_SECRET, timeoutMs = 2000) =>
    new RecaptchaCaptcha({
      secret,
      verifyUrl: `${server.url}/recaptcha/api/siteverify`,
      timeoutMs,
      logger: { warn: (_object, message) => warnings.push(message) },
    })

  beforeEach(async () => {
    warnings.length = 0
    server = await startRecaptchaServer()
  })

  afterEach(async () => {
    await server.close()
  })

  it('posts the secret, the token and the shopper address as a form', async () => {
    await make().verify(RECAPTCHA_TEST_TOKEN, '198.51.100.7')
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/recaptcha/api/siteverify' })
    expect(server.bodies[0]).toBe(
      `secret=${RECAPTCHA_TEST_SECRET}&response=${RECAPTCHA_TEST_TOKEN}&remoteip=198.51.100.7`,
    )
  })

  it('passes on Google’s error codes for a wrong secret', async () => {
    expect(await make('wrong-secret').verify(RECAPTCHA_TEST_TOKEN)).toEqual({
      ok: false,
      reason: 'invalid-input-secret',
    })
  })

  it('refuses when Google fails or is too slow, logs once and reports degraded', async () => {
    const captcha = make(RECAPTCHA_TEST_SECRET, 300)
    server.setMode('fail')
    expect(await captcha.verify(RECAPTCHA_TEST_TOKEN)).toEqual({
      ok: false,
      reason: 'verifier-unreachable',
    })
    server.setMode('slow')
    expect((await captcha.verify(RECAPTCHA_TEST_TOKEN)).ok).toBe(false)
    expect(warnings).toEqual(['reCAPTCHA unreachable'])
    expect(captcha.status()).toMatchObject({ status: 'degraded' })
    server.setMode('normal')
    expect(await captcha.verify(RECAPTCHA_TEST_TOKEN)).toEqual({ ok: true })
    expect(captcha.status()).toMatchObject({ status: 'up' })
  })
})
