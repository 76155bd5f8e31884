// A POST with a JSON content type and no body (vsf-api-contract §1.3: VSF1 creates carts so) is a
// request without a body; a route that needs one still names its missing fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app.js'
import { buildTestApp } from '../../test/helpers.js'

let app: App

beforeAll(async () => {
  app = await buildTestApp()
})

afterAll(async () => {
  await app?.close()
})

describe('a JSON content type without a body', () => {
  it.each([
    ['Content-Length: 0', { 'content-length': '0' }],
    ['no length at all', {}],
  ])('creates a guest cart with %s', async (_name, headers) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/cart/create',
      headers: { 'content-type': 'application/json', ...headers },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ code: 200, result: expect.any(String) })
  })

  it('still refuses a route whose body is required, naming it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', 'content-length': '0' },
    })
    expect(response.statusCode).toBe(400)
    expect(JSON.stringify(response.json())).toContain('body')
  })
})
