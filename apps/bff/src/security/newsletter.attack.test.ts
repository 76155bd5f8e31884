// The newsletter from an attacker's side (D222): subscribing someone else's address mails them only
// a confirmation link, never the newsletter or a coupon; the plus and dot spellings of one mailbox
// get one coupon between them, and only once confirmed; a wrong, used or expired key is refused;
// the coupon belongs to its mailbox, so an order with another e-mail cannot use it.
import { COUPON_OTHER_EMAIL_MESSAGE } from '@vitrine/contracts/coupons'
import {
  ALREADY_CONFIRMED_MESSAGE,
  CONFIRM_LINK_INVALID_MESSAGE,
} from '@vitrine/contracts/newsletter'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  buildCommerceTestApp,
  confirmNewsletterFromMail,
  createLoggedInCustomer,
  dutchAddress,
  linkParam,
  postAs,
  readLatestMail,
} from '../../test/commerce-app.js'
import { EMBEDDED_CAPTCHA_TOKEN } from '../adapters/captcha/embedded-captcha.js'
import type { App } from '../app.js'

let app: App

beforeAll(async () => {
  app = await buildCommerceTestApp({ NEWSLETTER_RATE_LIMIT_MAX: '1000' })
}, 60_000)

afterAll(async () => {
  await app.close()
})

afterEach(() => {
  vi.useRealTimers()
})

const subscribe = (email: string) =>
  postAs(app, '/api/newsletter/subscribe', {
    email,
    privacyAccepted: true,
    captchaToken: EMBEDDED_CAPTCHA_TOKEN,
  })

const confirm = (email: string, key: string) =>
  postAs(app, '/api/newsletter/confirm', { email, key })

async function mailsOf(email: string, kind: string) {
  const mails = (await app.adapters.mailer.listOutbox({ to: email, limit: 50 })) ?? []
  return mails.filter((mail) => mail.kind === kind)
}

async function confirmationKey(email: string): Promise<string> {
  return linkParam((await readLatestMail(app, email, 'newsletter-confirmation')).text, 'key')
}

/** A subscribed address and the coupon its confirmation gave. */
async function couponFor(email: string): Promise<string> {
  expect((await subscribe(email)).statusCode).toBe(200)
  const confirmed = await confirmNewsletterFromMail(app, email)
  expect(confirmed.statusCode).toBe(200)
  const { couponCode } = (confirmed.json() as { result: { couponCode: string } }).result
  expect(couponCode).toMatch(/^NEWS-/)
  return couponCode
}

describe('subscribing someone', () => {
  it('gives the plus and dot spellings of one Gmail mailbox one coupon, only once confirmed', async () => {
    const spellings = [
      'victor.bos@gmail.com',
      'victorbos+1@gmail.com',
      'v.i.c.t.o.r.b.o.s+2@googlemail.com',
      'VictorBos+shop@gmail.com',
    ]
    for (const email of spellings) {
      const answer = await subscribe(email)
      expect(answer.json().result).toMatchObject({ isSubscribed: false })
    }
    for (const email of spellings.map((one) => one.toLowerCase())) {
      expect(await mailsOf(email, 'newsletter-coupon')).toEqual([])
      expect(await app.adapters.commerce.isSubscribedToNewsletter(email)).toBe(false)
    }
    const coupons: Array<string | null> = []
    for (const email of spellings.map((one) => one.toLowerCase())) {
      const confirmed = await confirmNewsletterFromMail(app, email)
      expect(confirmed.statusCode).toBe(200)
      coupons.push(
        (confirmed.json() as { result: { couponCode: string | null } }).result.couponCode,
      )
    }
    expect(coupons.filter((code) => code !== null)).toHaveLength(1)
    const couponMails = await Promise.all(
      spellings.map((email) => mailsOf(email.toLowerCase(), 'newsletter-coupon')),
    )
    expect(couponMails.flat()).toHaveLength(1)
  })

  it('leaves an unconfirmed address unsubscribed, without a coupon, also in its status', async () => {
    const customer = await createLoggedInCustomer(app, 'unconfirmed@example.nl')
    await subscribe('unconfirmed@example.nl')
    const status = await app.inject({
      method: 'GET',
      url: '/api/newsletter/status',
      headers: { authorization: `Bearer ${customer.token}` },
    })
    expect(status.json().result).toEqual({ email: 'unconfirmed@example.nl', isSubscribed: false })
    expect(await mailsOf('unconfirmed@example.nl', 'newsletter-coupon')).toEqual([])
    // Subscribing again only sends a new link; still nothing subscribed.
    expect((await subscribe('unconfirmed@example.nl')).json().result.isSubscribed).toBe(false)
    expect(await mailsOf('unconfirmed@example.nl', 'newsletter-confirmation')).toHaveLength(2)
    expect(await app.adapters.commerce.isSubscribedToNewsletter('unconfirmed@example.nl')).toBe(
      false,
    )
  })
})

describe('the confirmation key', () => {
  it('refuses a wrong key, and the key of another address', async () => {
    await subscribe('keyed@example.nl')
    await subscribe('intruder@example.nl')
    const intruderKey = await confirmationKey('intruder@example.nl')
    for (const key of ['A'.repeat(43), intruderKey]) {
      const refused = await confirm('keyed@example.nl', key)
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toEqual({
        code: 400,
        result: CONFIRM_LINK_INVALID_MESSAGE,
        errors: [{ field: 'body.key', message: CONFIRM_LINK_INVALID_MESSAGE }],
      })
    }
    const malformed = await confirm('keyed@example.nl', '<script>')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().errors).toEqual([
      { field: 'body.key', message: CONFIRM_LINK_INVALID_MESSAGE },
    ])
    expect(await app.adapters.commerce.isSubscribedToNewsletter('keyed@example.nl')).toBe(false)
  })

  it('works once: a used key confirms nothing more and grants no second coupon', async () => {
    await subscribe('used@example.nl')
    const key = await confirmationKey('used@example.nl')
    expect((await confirm('used@example.nl', key)).statusCode).toBe(200)
    const again = await confirm('used@example.nl', key)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      result: ALREADY_CONFIRMED_MESSAGE,
      errors: [{ field: 'body.key', message: ALREADY_CONFIRMED_MESSAGE }],
    })
    expect(await mailsOf('used@example.nl', 'newsletter-coupon')).toHaveLength(1)
    // Once unsubscribed, the old link does not bring the address back.
    await app.adapters.commerce.unsubscribeFromNewsletter('used@example.nl')
    expect((await confirm('used@example.nl', key)).statusCode).toBe(400)
    expect(await app.adapters.commerce.isSubscribedToNewsletter('used@example.nl')).toBe(false)
  })

  it('expires after 7 days', async () => {
    await subscribe('late@example.nl')
    const key = await confirmationKey('late@example.nl')
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7 * 24 * 3600 * 1000 + 60_000 })
    const late = await confirm('late@example.nl', key)
    expect(late.statusCode).toBe(400)
    expect(late.json().result).toBe(CONFIRM_LINK_INVALID_MESSAGE)
    expect(await app.adapters.commerce.isSubscribedToNewsletter('late@example.nl')).toBe(false)
  })
})

describe('the coupon bound to its mailbox', () => {
  const order = (cartId: string, email: string) =>
    postAs(app, '/api/order', {
      cart_id: cartId,
      products: [{ sku: 'CAP', qty: 1 }],
      addressInformation: {
        shippingAddress: { ...dutchAddress, email },
        billingAddress: { ...dutchAddress, email },
        shipping_method_code: 'flatrate',
        shipping_carrier_code: 'flatrate',
        payment_method_code: 'checkmo',
      },
    })

  async function guestCartWith(coupon: string): Promise<string> {
    const cartId = (await postAs(app, '/api/cart/create')).json().result as string
    await postAs(app, `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'CAP', qty: 1 } })
    // A guest cart knows no e-mail yet: applying is fine, the order decides.
    const applied = await postAs(app, `/api/cart/apply-coupon?cartId=${cartId}&coupon=${coupon}`)
    expect(applied.statusCode).toBe(200)
    return cartId
  }

  it('refuses an order with another e-mail and accepts the bound mailbox in any spelling', async () => {
    const coupon = await couponFor('mila.jansen@gmail.com')
    const cartId = await guestCartWith(coupon)
    const refused = await order(cartId, 'thief@example.nl')
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      code: 400,
      result: COUPON_OTHER_EMAIL_MESSAGE,
      errors: [{ field: 'cart.coupon', message: COUPON_OTHER_EMAIL_MESSAGE }],
    })
    const placed = await order(cartId, 'MilaJansen+orders@gmail.com')
    expect(placed.statusCode).toBe(200)
    // Single use: the refused attempt did not count, the order did.
    expect(await app.adapters.commerce.redeemCoupons([coupon])).toBe(false)
  })

  it('refuses it on the cart of a customer with another e-mail, and takes it on the owner’s', async () => {
    const coupon = await couponFor('owner@example.nl')
    const other = await createLoggedInCustomer(app, 'other-customer@example.nl')
    const cartOf = async (token: string) => {
      const cartId = (await postAs(app, '/api/cart/create', undefined, token)).json()
        .result as string
      await postAs(
        app,
        `/api/cart/update?cartId=${cartId}`,
        { cartItem: { sku: 'CAP', qty: 1 } },
        token,
      )
      return cartId
    }
    const otherCart = await cartOf(other.token)
    const refused = await postAs(
      app,
      `/api/cart/apply-coupon?cartId=${otherCart}&coupon=${coupon}`,
      undefined,
      other.token,
    )
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toEqual([
      { field: 'query.coupon', message: COUPON_OTHER_EMAIL_MESSAGE },
    ])
    const owner = await createLoggedInCustomer(app, 'owner@example.nl')
    const ownerCart = await cartOf(owner.token)
    const applied = await postAs(
      app,
      `/api/cart/apply-coupon?cartId=${ownerCart}&coupon=${coupon}`,
      undefined,
      owner.token,
    )
    expect(applied.statusCode).toBe(200)
  })

  it('leaves the shop’s unbound coupons as they were: any e-mail may use them', async () => {
    const cartId = await guestCartWith('WELCOME10')
    expect((await order(cartId, 'anyone@example.nl')).statusCode).toBe(200)
  })
})
