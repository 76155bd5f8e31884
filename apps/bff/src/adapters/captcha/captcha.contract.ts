// The captcha port's contract (D168), run by captcha.test.ts against the embedded adapter and the
// reCAPTCHA adapter (on a local server shaped like Google's siteverify).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CaptchaPort } from './captcha.port.js'

export interface CaptchaHarness {
  captcha: CaptchaPort
  /** A token this adapter's verifier accepts. */
  validToken: string
  dispose(): Promise<void>
}

export function describeCaptchaContract(
  adapterName: string,
  createHarness: () => Promise<CaptchaHarness>,
) {
  describe(`captcha port contract: ${adapterName}`, () => {
    let harness: CaptchaHarness

    beforeEach(async () => {
      harness = await createHarness()
    })

    afterEach(async () => {
      await harness.dispose()
    })

    it('reports itself up on the captcha port', () => {
      expect(harness.captcha.status()).toMatchObject({
        port: 'captcha',
        adapter: adapterName,
        status: 'up',
      })
    })

    it('accepts a token its verifier issued', async () => {
      expect(await harness.captcha.verify(harness.validToken, '203.0.113.9')).toEqual({ ok: true })
    })

    it('refuses any other token, naming why', async () => {
      const verdict = await harness.captcha.verify(`${harness.validToken}-forged`)
      expect(verdict.ok).toBe(false)
      expect(verdict).toHaveProperty('reason', expect.any(String))
    })

    it('refuses an empty token', async () => {
      expect((await harness.captcha.verify('')).ok).toBe(false)
    })
  })
}
