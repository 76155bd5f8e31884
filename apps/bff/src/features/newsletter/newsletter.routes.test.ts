// The newsletter as a shopper and an API caller meet it (spec 001 §4, §5, §8, §9; D162, D168–D170,
// D222): subscribe with the local captcha token, the confirmation mail and its link, the coupon
// mail with its signed unsubscribe link, the warning on a second subscription, the coupon working
// once, the captcha refusal, the customer's status and unsubscribe, and the rate limit. The
// attacker's side (variants of one mailbox, unconfirmed addresses, keys, bound coupons) is in
// src/security/newsletter.attack.test.ts.
import { EMBEDDED_CAPTCHA_TOKEN } from '../../adapters/captcha/embedded-captcha.js'
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  CAPTCHA_FAILED_MESSAGE,
  CONFIRM_SUBSCRIPTION_MESSAGE,
  SUBSCRIBED_MESSAGE,
  UNSUBSCRIBE_LINK_INVALID_MESSAGE,
} from '@vitrine/contracts/newsletter'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildCommerceTestApp,
  confirmNewsletterFromMail,
  createLoggedInCustomer,
  postAs,
  readLatestMail,
} from '../../../test/commerce-app.js'
import { buildTestApp, captureLogs } from '../../../test/helpers.js'
import type { App } from '../../app.js'

let app: App
const logs = captureLogs()

beforeAll(async () => {
  app = await buildTestApp(
    {
      AUTH_RATE_LIMIT_IP_MAX: '1000',
      NEWSLETTER_RATE_LIMIT_MAX: '12',
      NEWSLETTER_LINK_SECRET: 'a-test-secret-of-the-links',
      LOG_LEVEL: 'warn',
    },
    {
      logStream: logs.stream,
      underPressure: { maxEventLoopDelay: 0, maxEventLoopUtilization: 0 },
    },
  )
}, 60_000)

afterAll(async () => {
  await app.close()
})

const subscribe = (email: string, extra: Record<string, unknown> = {}, prefix = '') =>
  postAs(app, `${prefix}/api/newsletter/subscribe`, {
    email,
    privacyAccepted: true,
    captchaToken: EMBEDDED_CAPTCHA_TOKEN,
    ...extra,
  })

function unsubscribeLinkOf(text: string): URL {
  const link = /https?:\/\/\S*newsletter\/unsubscribe\S*/.exec(text)?.[0]
  if (!link) throw new Error('no unsubscribe link in the mail')
  return new URL(link)
}

/** Subscribes and confirms through the mail's link: the confirmation's answer. */
async function subscribeConfirmed(email: string, prefix = '') {
  expect((await subscribe(email, {}, prefix)).statusCode).toBe(200)
  return confirmNewsletterFromMail(app, email.toLowerCase())
}

describe('POST /api/newsletter/subscribe', () => {
  it('mails a confirmation link; its confirmation subscribes and mails a single-use 10 % coupon', async () => {
    const first = await subscribe('Anna@Example.nl')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({
      code: 200,
      result: {
        email: 'anna@example.nl',
        isSubscribed: false,
        notification: { type: 'success', message: CONFIRM_SUBSCRIPTION_MESSAGE },
      },
    })
    const confirmation = await readLatestMail(app, 'anna@example.nl', 'newsletter-confirmation')
    expect(confirmation.subject).toBe('Please confirm your subscription to the Vitrine newsletter')
    expect(confirmation.text).toMatch(
      /http:\/\/[^/\s]+\/newsletter\/confirm\?email=anna%40example\.nl&key=[\w-]{43}/,
    )
    const confirmed = await confirmNewsletterFromMail(app, 'anna@example.nl')
    expect(confirmed.statusCode).toBe(200)
    const { couponCode } = confirmed.json().result as { couponCode: string }
    expect(confirmed.json()).toEqual({
      code: 200,
      result: {
        email: 'anna@example.nl',
        isSubscribed: true,
        couponCode: expect.stringMatching(/^NEWS-[0-9A-F]{12}$/),
        notification: { type: 'success', message: SUBSCRIBED_MESSAGE },
      },
    })
    const mail = await readLatestMail(app, 'anna@example.nl', 'newsletter-coupon')
    expect(mail.text).toContain(couponCode)
    const code = /NEWS-[0-9A-F]{12}/.exec(mail.text)?.[0]
    expect(code).toBeDefined()
    expect(mail.text).toContain('10%')
    expect(unsubscribeLinkOf(mail.text).pathname).toBe('/newsletter/unsubscribe')

    const again = await subscribe('anna@example.nl')
    expect(again.json()).toMatchObject({
      result: { notification: { type: 'warning', message: ALREADY_SUBSCRIBED_MESSAGE } },
    })
    const mails = await app.adapters.mailer.listOutbox({ to: 'anna@example.nl', limit: 10 })
    expect(mails?.filter((one) => one.kind === 'newsletter-coupon')).toHaveLength(1)

    // The coupon follows the engine's coupon rules: 10 % and one use.
    const redeemed = await app.adapters.commerce.redeemCoupons([code as string])
    expect(redeemed).toBe(true)
    expect(await app.adapters.commerce.redeemCoupons([code as string])).toBe(false)
  })

  it('writes the mails in the store view’s language with links under its prefix', async () => {
    await subscribe('de-leser@example.nl', {}, '/de')
    const confirmation = await readLatestMail(app, 'de-leser@example.nl', 'newsletter-confirmation')
    expect(confirmation.subject).toBe('Bitte bestätige dein Abonnement des Vitrine-Newsletters')
    expect(confirmation.text).toContain('/de/newsletter/confirm?')
    expect((await subscribeConfirmed('nl-lezer@example.nl', '/nl')).statusCode).toBe(200)
    const pending = await readLatestMail(app, 'nl-lezer@example.nl', 'newsletter-confirmation')
    expect(pending.subject).toBe('Bevestig je inschrijving op de Vitrine-nieuwsbrief')
    const mail = await readLatestMail(app, 'nl-lezer@example.nl', 'newsletter-coupon')
    expect(mail.subject).toContain('nieuwsbrief')
    expect(unsubscribeLinkOf(mail.text).pathname).toBe('/nl/newsletter/unsubscribe')
  })

  it('refuses a wrong captcha token with a 400 and logs it, subscribing nothing', async () => {
    const refused = await subscribe('bot@example.nl', { captchaToken: 'forged' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      result: CAPTCHA_FAILED_MESSAGE,
      errors: [{ field: 'body.captchaToken', message: CAPTCHA_FAILED_MESSAGE }],
    })
    expect(logs.entries()).toContainEqual(
      expect.objectContaining({ msg: 'newsletter captcha refused', captcha: 'unknown-token' }),
    )
    expect(await app.adapters.commerce.isSubscribedToNewsletter('bot@example.nl')).toBe(false)
  })

  it('names the field of spec 001 §5 for a missing e-mail, a bad one and no privacy consent', async () => {
    const bad = await postAs(app, '/api/newsletter/subscribe', {
      email: 'not-an-address',
      privacyAccepted: false,
      captchaToken: EMBEDDED_CAPTCHA_TOKEN,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'body.email', message: 'Please provide a valid e-mail address.' },
        { field: 'body.privacyAccepted', message: 'Field is required' },
      ]),
    )
    const empty = await subscribe('')
    expect(empty.json().errors).toContainEqual({
      field: 'body.email',
      message: 'Please provide an e-mail address.',
    })
  })
})

describe('status and unsubscribe', () => {
  it('shows the customer’s own status and unsubscribes them; once more changes nothing', async () => {
    const customer = await createLoggedInCustomer(app, 'lena@example.nl')
    const auth = { authorization: `Bearer ${customer.token}` }
    const status = () => app.inject({ method: 'GET', url: '/api/newsletter/status', headers: auth })
    expect((await status()).json().result).toEqual({
      email: 'lena@example.nl',
      isSubscribed: false,
    })
    await subscribe('lena@example.nl')
    // D222: pending until the mail's link is followed.
    expect((await status()).json().result.isSubscribed).toBe(false)
    expect((await confirmNewsletterFromMail(app, 'lena@example.nl')).statusCode).toBe(200)
    expect((await status()).json().result.isSubscribed).toBe(true)
    for (let round = 0; round < 2; round += 1) {
      const gone = await postAs(app, '/api/newsletter/unsubscribe', undefined, customer.token)
      expect(gone.json().result).toEqual({ email: 'lena@example.nl', isSubscribed: false })
    }
    expect((await status()).json().result.isSubscribed).toBe(false)
    // Coming back takes a new confirmation, and brings no second coupon.
    expect((await subscribe('lena@example.nl')).json().result.isSubscribed).toBe(false)
    expect((await status()).json().result.isSubscribed).toBe(false)
    const back = await confirmNewsletterFromMail(app, 'lena@example.nl')
    expect(back.json().result).toMatchObject({ isSubscribed: true, couponCode: null })
    expect((await status()).json().result.isSubscribed).toBe(true)
    const mails = await app.adapters.mailer.listOutbox({ to: 'lena@example.nl', limit: 10 })
    expect(mails?.filter((one) => one.kind === 'newsletter-coupon')).toHaveLength(1)
  })

  it('asks a guest for a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/newsletter/status' })).statusCode).toBe(
      401,
    )
  })

  it('unsubscribes through the mail’s signed link, and refuses a link for another address', async () => {
    await subscribeConfirmed('link@example.nl')
    const link = unsubscribeLinkOf(
      (await readLatestMail(app, 'link@example.nl', 'newsletter-coupon')).text,
    )
    const signature = link.searchParams.get('signature') as string
    const forged = await postAs(app, '/api/newsletter/unsubscribe-link', {
      email: 'someone-else@example.nl',
      signature,
    })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().result).toBe(UNSUBSCRIBE_LINK_INVALID_MESSAGE)
    const done = await postAs(app, '/api/newsletter/unsubscribe-link', {
      email: link.searchParams.get('email'),
      signature,
    })
    expect(done.json().result).toEqual({ email: 'link@example.nl', isSubscribed: false })
    expect(await app.adapters.commerce.isSubscribedToNewsletter('link@example.nl')).toBe(false)
  })
})

describe('rate limit', () => {
  it('answers 429 with Retry-After once one address asked too often in a minute', async () => {
    const limited = await buildCommerceTestApp({ NEWSLETTER_RATE_LIMIT_MAX: '2' })
    try {
      const call = () =>
        postAs(limited, '/api/newsletter/subscribe', {
          email: 'many@example.nl',
          privacyAccepted: true,
          captchaToken: EMBEDDED_CAPTCHA_TOKEN,
        })
      expect((await call()).statusCode).toBe(200)
      expect((await call()).statusCode).toBe(200)
      const third = await call()
      expect(third.statusCode).toBe(429)
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0)
    } finally {
      await limited.close()
    }
  }, 60_000)
})
