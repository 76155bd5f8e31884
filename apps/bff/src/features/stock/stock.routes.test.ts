// /api/stock/* read from the commerce engine: quantities that can still be sold and the status
// the shop decides on (ok adds, volatile adds with a warning, out_of_stock refuses).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCommerceTestApp } from '../../../test/commerce-app.js'
import type { App } from '../../app.js'

let app: App

beforeAll(async () => {
  app = await buildCommerceTestApp({ STOCK_VOLATILE_THRESHOLD: '5' })
})

afterAll(async () => {
  await app.close()
})

describe('GET /api/stock/check', () => {
  it('answers ok for plenty, volatile at the threshold, and ok for stock that is not managed', async () => {
    const cap = await app.inject({ method: 'GET', url: '/api/stock/check?sku=CAP' })
    expect(cap.headers['cache-control']).toBe('no-cache, no-store')
    expect(cap.json()).toEqual({
      code: 200,
      result: {
        sku: 'CAP',
        product_id: 10,
        qty: 100,
        is_in_stock: true,
        manage_stock: true,
        status: 'ok',
      },
    })
    const necklace = await app.inject({ method: 'GET', url: '/api/stock/check/NECK' })
    expect(necklace.json()).toMatchObject({ result: { qty: 5, status: 'volatile' } })
    const gift = await app.inject({ method: 'GET', url: '/api/stock/check?sku=GIFT' })
    expect(gift.json()).toMatchObject({ result: { manage_stock: false, status: 'ok' } })
  })

  it('answers out_of_stock once the last unit is reserved', async () => {
    expect(await app.adapters.commerce.reserveStock([{ sku: 'TEE-M', qty: 1 }])).toEqual({
      ok: true,
    })
    const response = await app.inject({ method: 'GET', url: '/api/stock/check?sku=TEE-M' })
    expect(response.json()).toMatchObject({
      result: { qty: 0, is_in_stock: false, status: 'out_of_stock' },
    })
  })

  it('answers 404 for an unknown sku and 400 naming query.sku when it is missing', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/stock/check?sku=NOPE' })
    expect(unknown.json()).toEqual({
      code: 404,
      result: 'The Product with the "NOPE" SKU doesn\'t exist.',
    })
    const missing = await app.inject({ method: 'GET', url: '/api/stock/check' })
    expect(missing.statusCode).toBe(400)
    expect((missing.json() as { errors: Array<{ field: string }> }).errors[0]?.field).toBe(
      'query.sku',
    )
  })
})

describe('GET /api/stock/list', () => {
  it('answers the known skus in the order asked, across several batches of 15', async () => {
    const unknown = Array.from({ length: 20 }, (_, index) => `UNKNOWN-${index}`)
    const skus = [...unknown, 'TEE-S', 'CAP', 'NECK']
    const response = await app.inject({
      method: 'GET',
      url: `/api/stock/list?skus=${skus.join(',')}`,
    })
    expect(response.statusCode).toBe(200)
    expect(
      (response.json() as { result: Array<{ sku: string; status: string }> }).result.map(
        (record) => [record.sku, record.status],
      ),
    ).toEqual([
      ['TEE-S', 'ok'],
      ['CAP', 'ok'],
      ['NECK', 'volatile'],
    ])
  })

  it('answers 400 naming query.skus beyond 1000 skus or with none', async () => {
    const many = Array.from({ length: 1001 }, (_, index) => `S${index}`).join(',')
    for (const url of [
      `/api/stock/list?skus=${many}`,
      '/api/stock/list?skus=,',
      '/api/stock/list',
    ]) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(400)
      expect((response.json() as { errors: Array<{ field: string }> }).errors[0]?.field).toBe(
        'query.skus',
      )
    }
  })
})
