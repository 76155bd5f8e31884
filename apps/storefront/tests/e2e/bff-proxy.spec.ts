import { expect, test } from '@playwright/test'

// ARCHITECTURE §1: the browser reaches the BFF through the storefront's own origin.
test('an unknown /api path answers with the BFF’s 404 envelope through the storefront', async ({
  request,
}) => {
  const response = await request.get('/api/no-such-endpoint')
  expect(response.status()).toBe(404)
  const body = (await response.json()) as { code: number; result: unknown }
  expect(body.code).toBe(404)
  expect(typeof body.result).toBe('string')
})

test('/api/docs serves the BFF’s OpenAPI document through the storefront', async ({ request }) => {
  const response = await request.get('/api/docs')
  expect(response.status()).toBe(200)
  const document = (await response.json()) as { openapi?: string; paths?: object }
  expect(document.openapi).toMatch(/^3\./)
  expect(document.paths).toBeDefined()
})

test('a POST body and its status pass through the proxy unchanged', async ({ request }) => {
  const response = await request.post('/api/no-such-endpoint', { data: { hello: 'world' } })
  expect(response.status()).toBe(404)
  expect(((await response.json()) as { result: string }).result).toContain('POST')
})

test('a store-prefixed /nl/api call reaches the BFF in that store view', async ({ request }) => {
  const response = await request.post('/nl/api/catalog', {
    data: {
      type: 'attribute',
      query: { filters: [{ field: 'attribute_code', op: 'eq', value: 'color' }] },
    },
  })
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { result: { items: { attribute_code: string }[] } }
  expect(body.result.items.map((item) => item.attribute_code)).toEqual(['color'])
  const unknown = await request.get('/de/api/no-such-endpoint')
  expect(unknown.status()).toBe(404)
  expect(((await unknown.json()) as { code: number }).code).toBe(404)
})
