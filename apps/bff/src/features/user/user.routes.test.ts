// /api/user/* as vue-storefront calls it: sign-up, login, refresh, profile and the cart merge.
import {
  EMAIL_TAKEN_MESSAGE,
  PASSWORD_CLASSES_MESSAGE,
  PASSWORD_MIN_LENGTH_MESSAGE,
} from '@vitrine/contracts/user'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCommerceTestApp, confirmFromMail } from '../../../test/commerce-app.js'
import type { App } from '../../app.js'

let app: App

beforeAll(async () => {
  app = await buildCommerceTestApp()
}, 60_000)

afterAll(async () => {
  await app.close()
})

const PASSWORD = 'Tulip-Field9'

async function post(url: string, payload?: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  })
}

/** Signs up and (unless it is refused) confirms the account from its mail. */
async function signUp(email: string, password = PASSWORD) {
  const response = await post('/api/user/create', {
    customer: { email, firstname: 'Eva', lastname: 'de Vries' },
    password,
  })
  if (response.statusCode === 200) await confirmFromMail(app, email)
  return response
}

async function logIn(username: string, password = PASSWORD, extra = {}) {
  return post('/api/user/login', { username, password, ...extra })
}

describe('POST /api/user/create', () => {
  it('creates a customer and answers the Magento customer', async () => {
    const response = await signUp('eva@example.nl')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      code: 200,
      result: {
        id: expect.any(Number),
        email: 'eva@example.nl',
        firstname: 'Eva',
        lastname: 'de Vries',
        group_id: 1,
        store_id: 1,
      },
    })
  })

  it('refuses an e-mail that is taken, whatever its case', async () => {
    await signUp('taken@example.nl')
    const response = await signUp('Taken@Example.NL')
    expect(response.json()).toEqual({
      code: 400,
      result: EMAIL_TAKEN_MESSAGE,
      errors: [{ field: 'body.customer.email', message: EMAIL_TAKEN_MESSAGE }],
    })
  })

  it.each([
    ['Ab1-', [PASSWORD_MIN_LENGTH_MESSAGE]],
    ['lowercaseonly', [PASSWORD_CLASSES_MESSAGE]],
    ['short', [PASSWORD_MIN_LENGTH_MESSAGE, PASSWORD_CLASSES_MESSAGE]],
  ])('refuses the password %j with the spec texts', async (password, messages) => {
    const response = await signUp(`weak-${password}@example.nl`, password)
    expect(response.statusCode).toBe(400)
    const body = response.json() as { errors: Array<{ field: string; message: string }> }
    expect(body.errors).toEqual(messages.map((message) => ({ field: 'body.password', message })))
  })
})

describe('login, refresh and me', () => {
  it('logs in with a token and a refresh token, and the token reads the profile', async () => {
    await signUp('login@example.nl')
    const login = await logIn('LOGIN@example.nl')
    expect(login.json()).toEqual({
      code: 200,
      result: expect.stringMatching(/^[\w-]{43}$/),
      meta: { refreshToken: expect.stringMatching(/^[\w-]{43}$/) },
    })
    const { result: token } = login.json() as { result: string }
    const me = await app.inject({ method: 'GET', url: `/api/user/me?token=${token}` })
    expect(me.json()).toMatchObject({ code: 200, result: { email: 'login@example.nl' } })
  })

  it('answers 401 to a wrong password and to an unknown e-mail alike', async () => {
    await signUp('wrong@example.nl')
    const wrong = await logIn('wrong@example.nl', 'Not-the-one1')
    const unknown = await logIn('nobody@example.nl')
    expect(wrong.statusCode).toBe(401)
    expect(unknown.json()).toEqual(wrong.json())
  })

  it('trades a refresh token once for a new pair', async () => {
    await signUp('refresh@example.nl')
    const login = (await logIn('refresh@example.nl')).json() as {
      meta: { refreshToken: string }
    }
    const refreshed = await post('/api/user/refresh', { refreshToken: login.meta.refreshToken })
    expect(refreshed.statusCode).toBe(200)
    const { result: token } = refreshed.json() as { result: string }
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(me.statusCode).toBe(200)
    const reused = await post('/api/user/refresh', { refreshToken: login.meta.refreshToken })
    expect(reused.statusCode).toBe(401)
  })

  it('takes back the customer it answered, group token included, and changes only the names', async () => {
    await signUp('roundtrip@example.nl')
    const { result: token } = (await logIn('roundtrip@example.nl')).json() as { result: string }
    const headers = { authorization: `Bearer ${token}` }
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers })
    const customer = (me.json() as { result: Record<string, unknown> }).result
    expect(customer.groupToken).toEqual(expect.any(String))
    const { email, firstname, groupToken } = customer
    const updated = await app.inject({
      method: 'POST',
      url: '/api/user/me',
      headers,
      payload: { customer: { email, firstname, lastname: 'Roundtrip', groupToken } },
    })
    expect(updated.statusCode).toBe(200)
    const answered = (updated.json() as { result: Record<string, unknown> }).result
    expect(answered).toMatchObject({ lastname: 'Roundtrip', group_id: 1 })
    // The group token is issued afresh with each answer (its iat in seconds may move on): the
    // same group, customer and e-mail.
    const claims = (jwt: unknown) => {
      const { group_id, id, user } = JSON.parse(
        Buffer.from(String(jwt).split('.')[1] ?? '', 'base64url').toString('utf8'),
      ) as Record<string, unknown>
      return { group_id, id, user }
    }
    expect(claims(answered.groupToken)).toEqual(claims(groupToken))
  })

  it('answers 401 to /me without a token or with an unknown one', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401)
    const unknown = await app.inject({ method: 'GET', url: '/api/user/me?token=nope' })
    expect(unknown.json()).toEqual({
      code: 401,
      result: "The consumer isn't authorized to access self.",
    })
  })
})

describe('the customer cart', () => {
  it('gives a customer the same cart on every create', async () => {
    await signUp('samecart@example.nl')
    const { result: token } = (await logIn('samecart@example.nl')).json() as { result: string }
    const first = (await post('/api/cart/create', undefined, token)).json() as { result: string }
    const second = (await post('/api/cart/create', undefined, token)).json() as { result: string }
    expect(second.result).toBe(first.result)
  })

  it('merges a guest cart into the customer cart on login, adding quantities', async () => {
    await signUp('merge@example.nl')
    const { result: token } = (await logIn('merge@example.nl')).json() as { result: string }
    const customerCart = (await post('/api/cart/create', undefined, token)).json() as {
      result: string
    }
    await post(
      `/api/cart/update?cartId=${customerCart.result}`,
      { cartItem: { sku: 'CAP', qty: 1 } },
      token,
    )
    const guestCart = ((await post('/api/cart/create')).json() as { result: string }).result
    await post(`/api/cart/update?cartId=${guestCart}`, { cartItem: { sku: 'CAP', qty: 2 } })
    await post(`/api/cart/update?cartId=${guestCart}`, { cartItem: { sku: 'TEE-M', qty: 1 } })

    const login = await logIn('merge@example.nl', PASSWORD, { mergeCartId: guestCart })
    const { result: newToken, meta } = login.json() as {
      result: string
      meta: { cartId: string }
    }
    expect(meta.cartId).toBe(customerCart.result)
    const pulled = await app.inject({
      method: 'GET',
      url: `/api/cart/pull?cartId=${meta.cartId}`,
      headers: { authorization: `Bearer ${newToken}` },
    })
    expect(pulled.json()).toMatchObject({
      result: [
        { sku: 'CAP', qty: 3 },
        { sku: 'TEE-M', qty: 1 },
      ],
    })
    const guestAfter = await app.inject({
      method: 'GET',
      url: `/api/cart/pull?cartId=${guestCart}`,
    })
    expect(guestAfter.statusCode).toBe(404)
  })
})
