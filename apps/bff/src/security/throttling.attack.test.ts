// Lock-outs nobody can aim at a customer (D220): an attacker's wrong passwords or last names lock
// the attacker's own address, not the owner's; past the account's ceiling of failures from
// everywhere, the owner still gets in with a captcha.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildCommerceTestApp,
  confirmFromMail,
  dutchAddress,
  postAs,
} from '../../test/commerce-app.js'
import type { App } from '../app.js'
import { CAPTCHA_REQUIRED_MESSAGE } from '../plugins/auth-rate-limit.js'

const PASSWORD = 'Tulip-Field9'
const OWNER = '198.51.100.10'
const ATTACKERS = ['203.0.113.1', '203.0.113.2', '203.0.113.3']
const LOCAL_CAPTCHA_TOKEN = 'vitrine-local-captcha'

function post(app: App, url: string, payload: object, remoteAddress: string) {
  return app.inject({ method: 'POST', url, payload, remoteAddress })
}

const logIn = (app: App, username: string, password: string, from: string, captcha?: string) =>
  post(
    app,
    '/api/user/login',
    { username, password, ...(captcha ? { captchaToken: captcha } : {}) },
    from,
  )

async function confirmedCustomer(app: App, email: string) {
  const created = await postAs(app, '/api/user/create', {
    customer: { email, firstname: 'Eva', lastname: 'Bos' },
    password: PASSWORD,
  })
  expect(created.statusCode).toBe(200)
  await confirmFromMail(app, email)
}

describe('failed logins', () => {
  let app: App

  beforeAll(async () => {
    app = await buildCommerceTestApp({ AUTH_RATE_LIMIT_ACCOUNT_CAPTCHA_AFTER: '8' })
  })
  afterAll(() => app.close())

  it('lock the attacker’s address, never the owner’s: the right password still logs in', async () => {
    await confirmedCustomer(app, 'target@example.nl')
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await logIn(app, 'target@example.nl', `Wrong-guess-${attempt}`, ATTACKERS[0]!)
      expect(wrong.statusCode).toBe(401)
    }
    const attacker = await logIn(app, 'target@example.nl', PASSWORD, ATTACKERS[0]!)
    expect(attacker.statusCode).toBe(429)
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0)
    expect((await logIn(app, 'target@example.nl', PASSWORD, OWNER)).statusCode).toBe(200)
  })

  it('past the account’s ceiling from many addresses, ask for a captcha instead of refusing', async () => {
    await confirmedCustomer(app, 'besieged@example.nl')
    for (const attacker of ATTACKERS) {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await logIn(app, 'besieged@example.nl', `Wrong-${attacker}-${attempt}`, attacker)
      }
    }
    const withoutCaptcha = await logIn(app, 'besieged@example.nl', PASSWORD, OWNER)
    expect(withoutCaptcha.statusCode).toBe(400)
    expect(withoutCaptcha.json()).toMatchObject({
      result: CAPTCHA_REQUIRED_MESSAGE,
      errors: [{ field: 'body.captchaToken', message: CAPTCHA_REQUIRED_MESSAGE }],
    })
    const badCaptcha = await logIn(app, 'besieged@example.nl', PASSWORD, OWNER, 'forged')
    expect(badCaptcha.statusCode).toBe(400)
    const withCaptcha = await logIn(
      app,
      'besieged@example.nl',
      PASSWORD,
      OWNER,
      LOCAL_CAPTCHA_TOKEN,
    )
    expect(withCaptcha.statusCode).toBe(200)
  })
})

describe('guest-return lookups', () => {
  let app: App
  let orderNumber = ''

  beforeAll(async () => {
    app = await buildCommerceTestApp()
    const address = { ...dutchAddress, lastname: 'Visser', email: 'visser@example.nl' }
    const placed = await postAs(app, '/api/order', {
      user_id: '',
      products: [{ sku: 'CAP', qty: 1 }],
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        payment_method_code: 'checkmo',
      },
    })
    expect(placed.statusCode).toBe(200)
    orderNumber = placed.json<{ result: { orderNumber: string } }>().result.orderNumber
  })
  afterAll(() => app.close())

  it('answer an unknown order and a wrong last name alike', async () => {
    const wrongName = await post(
      app,
      '/api/returns/guest-order',
      { orderId: orderNumber, lastName: 'Bakker' },
      ATTACKERS[1]!,
    )
    const unknown = await post(
      app,
      '/api/returns/guest-order',
      { orderId: '987654321', lastName: 'Visser' },
      ATTACKERS[2]!,
    )
    expect(wrongName.statusCode).toBe(404)
    expect(unknown.statusCode).toBe(404)
    expect(wrongName.json()).toEqual(unknown.json())
  })

  it('lock the prober’s address for that order, never the guest’s', async () => {
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const guess = await post(
        app,
        '/api/returns/guest-order',
        { orderId: orderNumber, lastName: `Guess${attempt}` },
        ATTACKERS[0]!,
      )
      statuses.push(guess.statusCode)
    }
    expect(statuses).toContain(429)
    const guest = await post(
      app,
      '/api/returns/guest-order',
      { orderId: orderNumber, lastName: 'Visser' },
      OWNER,
    )
    expect(guest.statusCode).toBe(200)
  })
})
