// @vitest-environment jsdom
// The captcha token a newsletter subscription sends (spec 001 §4; D168, D172): without a site key
// the local test token; with one, Google's script is added to the page on the first subscription
// only (once), and the token its grecaptcha.execute gives for the action `newsletter` is sent.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Grecaptcha } from '~/lib/captcha/recaptcha'
import { LOCAL_CAPTCHA_TOKEN, subscribeNewsletter } from './subscribe-newsletter'

const SITE_KEY = '6LcJourneySiteKey-abc'

function recaptchaScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src*="recaptcha"]')]
}

/** The shop's answer to the subscription; records the bodies sent. */
function answerSubscribed() {
  const bodies: Array<Record<string, unknown>> = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>)
      return new Response(
        JSON.stringify({ code: 200, result: { notification: { type: 'success' } } }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      )
    }),
  )
  return bodies
}

/** Plays Google's script: defines grecaptcha once the page added the script, then fires load. */
function serveFakeGoogle(tokens: string[]) {
  const execute = vi.fn(async () => tokens.shift() ?? 'no-token')
  const grecaptcha: Grecaptcha = { ready: (callback) => callback(), execute }
  const observer = new MutationObserver(() => {
    for (const script of recaptchaScripts()) {
      if (script.dataset.served) continue
      script.dataset.served = 'yes'
      window.grecaptcha = grecaptcha
      script.dispatchEvent(new Event('load'))
    }
  })
  observer.observe(document.head, { childList: true })
  return { execute, stop: () => observer.disconnect() }
}

afterEach(() => {
  vi.unstubAllGlobals()
  delete window.grecaptcha
})

describe('the newsletter subscription’s captcha', () => {
  it('sends the local test token and loads nothing of Google’s without a site key', async () => {
    const bodies = answerSubscribed()
    const outcome = await subscribeNewsletter({
      email: ' a@example.com ',
      storeCode: 'default',
      recaptchaSiteKey: null,
    })
    expect(outcome).toEqual({ kind: 'pending' })
    expect(bodies).toEqual([
      { email: 'a@example.com', privacyAccepted: true, captchaToken: LOCAL_CAPTCHA_TOKEN },
    ])
    expect(recaptchaScripts()).toHaveLength(0)
  })

  it('adds Google’s script on the first subscription, once, and sends the token it gives', async () => {
    const bodies = answerSubscribed()
    const google = serveFakeGoogle(['google-token-1', 'google-token-2'])
    expect(recaptchaScripts()).toHaveLength(0)
    const input = { email: 'b@example.com', storeCode: 'nl', recaptchaSiteKey: SITE_KEY }
    expect(await subscribeNewsletter(input)).toEqual({ kind: 'pending' })
    expect(await subscribeNewsletter(input)).toEqual({ kind: 'pending' })
    google.stop()
    const scripts = recaptchaScripts()
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.src).toBe(`https://www.google.com/recaptcha/api.js?render=${SITE_KEY}`)
    expect(google.execute).toHaveBeenCalledWith(SITE_KEY, { action: 'newsletter' })
    expect(bodies.map((body) => body.captchaToken)).toEqual(['google-token-1', 'google-token-2'])
  })
})
