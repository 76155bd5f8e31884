// The caller as routes see it (plugins/caller.ts) and the no-store route option (plugins/no-store.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildCommerceTestApp, createLoggedInCustomer } from '../../test/commerce-app.js'
import { NotFoundError } from '../errors.js'

type TestApp = Awaited<ReturnType<typeof buildCommerceTestApp>>
let app: TestApp

beforeAll(async () => {
  app = await buildAppWithCallerRoutes()
})

afterAll(async () => {
  await app.close()
})

async function buildAppWithCallerRoutes() {
  const built = await buildCommerceTestApp()
  built.get('/api/test/caller', { config: { resolveCaller: true } }, async (request) => ({
    code: 200,
    result: request.caller,
  }))
  built.get('/api/test/plain', async () => ({ code: 200, result: 'plain' }))
  built.get('/api/test/private', { config: { noStore: true } }, async (request) => {
    if ((request.query as { fail?: string }).fail) throw new NotFoundError('Nothing here.')
    return { code: 200, result: 'private' }
  })
  return built
}

describe('the caller of a route that asks for it', () => {
  it('is a guest without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/caller' })
    expect(response.json()).toEqual({ code: 200, result: { kind: 'guest' } })
  })

  it('is the customer a Bearer or ?token= token names', async () => {
    const customer = await createLoggedInCustomer(app, 'caller@example.com')
    const expected = { code: 200, result: { kind: 'customer', customerId: customer.id } }
    const bearer = await app.inject({
      method: 'GET',
      url: '/api/test/caller',
      headers: { authorization: `Bearer ${customer.token}` },
    })
    expect(bearer.json()).toEqual(expected)
    const query = await app.inject({
      method: 'GET',
      url: `/api/test/caller?token=${customer.token}`,
    })
    expect(query.json()).toEqual(expected)
  })

  it('is refused for a token nobody holds', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/caller',
      headers: { authorization: 'Bearer not-a-token' },
    })
    expect(response.json()).toEqual({ code: 200, result: { kind: 'refused' } })
  })

  it('is not looked up for routes that do not ask for it', async () => {
    const lookup = vi.spyOn(app.adapters.commerce, 'findCustomerIdByToken')
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/plain',
      headers: { authorization: 'Bearer some-token' },
    })
    expect(response.statusCode).toBe(200)
    expect(lookup).not.toHaveBeenCalled()
    lookup.mockRestore()
  })
})

describe('a route marked noStore', () => {
  it('tells caches not to keep its answers, errors included', async () => {
    const ok = await app.inject({ method: 'GET', url: '/api/test/private' })
    expect(ok.headers['cache-control']).toBe('no-cache, no-store')
    const failed = await app.inject({ method: 'GET', url: '/api/test/private?fail=1' })
    expect(failed.statusCode).toBe(404)
    expect(failed.headers['cache-control']).toBe('no-cache, no-store')
    const plain = await app.inject({ method: 'GET', url: '/api/test/plain' })
    expect(plain.headers['cache-control']).toBeUndefined()
  })
})
