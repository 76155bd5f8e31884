import { describe, expect, it } from 'vitest'
import { buildConfirmAccountPath, buildResetPasswordPath } from './account-links.js'
import { bffAnswerSchemas } from './bff-answer-schemas.js'
import { BffError, createBffClient } from './bff-client.js'
import {
  activateAccount,
  changePassword,
  createAccount,
  createPassword,
  isEmailAvailable,
  logIn,
  readMe,
  readOrderDetail,
  readOrderHistory,
  refreshLogin,
  requestPasswordReset,
  resendConfirmation,
  updateMe,
} from './user-client.js'

type Seen = { url: string; method: string; body: unknown; headers: Record<string, string> }

function fakeBff(answers: Array<{ status: number; body: unknown }>, seen: Seen[], check = true) {
  return createBffClient({
    baseUrl: 'http://bff',
    storeCode: 'nl',
    token: 'tok',
    ...(check ? { answers: bffAnswerSchemas } : {}),
    fetch: async (input, init) => {
      seen.push({
        url: String(input),
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        headers: init?.headers ?? {},
      })
      const answer = answers.shift() ?? { status: 500, body: {} }
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      })
    },
  })
}

const customer = {
  id: 4,
  group_id: 1,
  email: 'eva@example.nl',
  firstname: 'Eva',
  lastname: 'Bos',
  store_id: 3,
  website_id: 1,
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  addresses: [
    {
      id: 9,
      customer_id: 4,
      firstname: 'Eva',
      lastname: 'Bos',
      street: ['Dam', '1'],
      city: 'Amsterdam',
      postcode: '1012AB',
      country_id: 'NL',
      region: { region: null, region_code: null, region_id: 0 },
      default_shipping: true,
    },
  ],
  default_shipping: '9',
}

const ok = (result: unknown, meta?: unknown) => ({
  status: 200,
  body: { code: 200, result, ...(meta ? { meta } : {}) },
})

describe('user client', () => {
  it('logs in and hands back the token, the refresh token and the merged cart', async () => {
    const seen: Seen[] = []
    const client = fakeBff([ok('access', { refreshToken: 'refresh', cartId: 'c1' })], seen)
    const tokens = await logIn(client, { username: 'eva@example.nl', password: 'Secret-pass1' })
    expect(tokens).toEqual({ token: 'access', refreshToken: 'refresh', cartId: 'c1' })
    expect(seen[0]).toMatchObject({ url: 'http://bff/api/user/login', method: 'POST' })
  })

  it('trades a refresh token for a new pair', async () => {
    const seen: Seen[] = []
    const client = fakeBff([ok('a2', { refreshToken: 'r2' })], seen)
    expect(await refreshLogin(client, 'r1')).toEqual({ token: 'a2', refreshToken: 'r2' })
    expect(seen[0]?.body).toEqual({ refreshToken: 'r1' })
  })

  it('creates an account, reads and updates the profile with its addresses', async () => {
    const seen: Seen[] = []
    const client = fakeBff(
      [ok(customer), ok(customer), ok(customer, { loggedOut: true }), ok(customer)],
      seen,
    )
    const body = {
      customer: { email: 'eva@example.nl', firstname: 'Eva', lastname: 'Bos' },
      password: 'Secret-pass1',
    }
    expect((await createAccount(client, body)).id).toBe(4)
    expect((await readMe(client)).addresses[0]?.street).toEqual(['Dam', '1'])
    const update = { email: 'new@example.nl', firstname: 'Eva', lastname: 'Bos' }
    expect((await updateMe(client, update)).loggedOut).toBe(true)
    expect((await updateMe(client, update)).loggedOut).toBe(false)
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST http://bff/api/user/create',
      'GET http://bff/api/user/me',
      'POST http://bff/api/user/me',
      'POST http://bff/api/user/me',
    ])
    expect(seen[2]?.body).toEqual({ customer: update })
    expect(seen[1]?.headers.authorization).toBe('Bearer tok')
  })

  it('sends the password, reset, availability and activation calls with their bodies', async () => {
    const seen: Seen[] = []
    const client = fakeBff([ok(true), ok(true), ok(true), ok(false), ok(customer), ok(true)], seen)
    await changePassword(client, { currentPassword: 'Old-pass1', newPassword: 'New-pass12' })
    await requestPasswordReset(client, 'eva@example.nl')
    await createPassword(client, {
      email: 'eva@example.nl',
      resetToken: 't',
      newPassword: 'New-pass12',
    })
    expect(await isEmailAvailable(client, 'eva@example.nl')).toBe(false)
    expect(
      (await activateAccount(client, { customerEmail: 'eva@example.nl', confirmationKey: 'k' })).id,
    ).toBe(4)
    await resendConfirmation(client, 'eva@example.nl')
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST http://bff/api/user/change-password',
      'POST http://bff/api/user/reset-password',
      'POST http://bff/api/user/create-password',
      'POST http://bff/api/user/is-email-available',
      'PUT http://bff/api/user/activate',
      'POST http://bff/api/user/confirm',
    ])
    expect(seen[3]?.body).toEqual({ customerEmail: 'eva@example.nl' })
  })

  it('reads a page of the order history and one order', async () => {
    const seen: Seen[] = []
    const order = {
      entity_id: 12,
      increment_id: '000000012',
      created_at: '2026-11-25 10:00:00',
      customer_email: 'eva@example.nl',
      order_currency_code: 'EUR',
      status: 'pending',
      grand_total: 24.95,
      tax_amount: 4.33,
      shipping_incl_tax: 0,
      discount_amount: 0,
      coupon_code: null,
      payment: { method: 'checkmo' },
      items: [],
    }
    const address = {
      firstname: 'Eva',
      lastname: 'Bos',
      street: ['Dam', '1'],
      city: 'Amsterdam',
      postcode: '1012AB',
      country_id: 'NL',
    }
    const client = fakeBff(
      [
        ok({ items: [order], search_criteria: { page_size: 20, current_page: 1 }, total_count: 1 }),
        ok({
          ...order,
          subtotal_incl_tax: 24.95,
          billing_address: address,
          shipping_address: null,
          shipping_method: null,
        }),
      ],
      seen,
    )
    expect((await readOrderHistory(client)).total_count).toBe(1)
    expect((await readOrderDetail(client, 12)).billing_address.city).toBe('Amsterdam')
    expect(seen.map((request) => request.url)).toEqual([
      'http://bff/api/user/order-history?pageSize=20&currentPage=1',
      'http://bff/api/user/order-detail?orderId=12',
    ])
  })

  it('hands a refusal over as a BffError with its status and fields', async () => {
    const client = fakeBff(
      [
        {
          status: 429,
          body: { code: 429, result: 'Too many requests: try again in 60 seconds.' },
        },
      ],
      [],
    )
    const error = await logIn(client, { username: 'a@b.nl', password: 'x' }).catch((e) => e)
    expect(error).toBeInstanceOf(BffError)
    expect((error as BffError).status).toBe(429)
  })

  it('keeps the meta of an answer when no schemas check it (the browser)', async () => {
    const client = fakeBff([ok('a', { refreshToken: 'r' })], [], false)
    expect(await logIn(client, { username: 'a@b.nl', password: 'x' })).toEqual({
      token: 'a',
      refreshToken: 'r',
    })
  })
})

describe('account links', () => {
  it('builds the confirm and reset paths under the store view prefix', () => {
    expect(buildConfirmAccountPath('/nl', 'eva+1@example.nl', 'k y')).toBe(
      '/nl/confirm-account?email=eva%2B1%40example.nl&key=k+y',
    )
    expect(buildResetPasswordPath('', 'eva@example.nl', 'tok')).toBe(
      '/reset-password?email=eva%40example.nl&token=tok',
    )
  })
})
