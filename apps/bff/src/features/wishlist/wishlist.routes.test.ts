// /api/wishlist/* as a customer and a shopper notice it (spec 001 §4, §5, §7): lists made,
// renamed, shared and deleted, products added and removed, the limit's text, the shared list read
// by anyone without anything of its owner, and no answer cached.
import { WISHLIST_LIMIT_MESSAGE } from '@vitrine/contracts/wishlist'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCommerceTestApp, createLoggedInCustomer } from '../../../test/commerce-app.js'
import type { App } from '../../app.js'

let app: App
let token: string

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, payload?: unknown, bearer: string | null = token) =>
  app.inject({
    method,
    url,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  })

interface ListAnswer {
  wishlist_id: number
  name: string
  is_default: boolean
  sharing_code: string | null
  items: Array<{ item_id: number; product_id: number; qty: number; sku: string | null }>
}

const lists = async () => (await call('GET', '/api/wishlist')).json().result as ListAnswer[]

beforeAll(async () => {
  app = await buildCommerceTestApp({ AUTH_RATE_LIMIT_IP_MAX: '1000' })
  token = (await createLoggedInCustomer(app, 'wendy.wish@example.nl')).token
}, 60_000)

afterAll(async () => {
  await app.close()
})

describe('/api/wishlist', () => {
  it('answers a guest and an unknown token with 401', async () => {
    expect((await call('GET', '/api/wishlist', undefined, null)).statusCode).toBe(401)
    expect(
      (await call('POST', '/api/wishlist', { wishlist: { name: 'x' } }, 'nope')).statusCode,
    ).toBe(401)
  })

  it('starts with the default list and never lets a cache keep it', async () => {
    const response = await call('GET', '/api/wishlist')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toContain('no-store')
    expect(response.json()).toEqual({
      code: 200,
      result: [
        {
          wishlist_id: expect.any(Number),
          name: 'Wishlist',
          is_default: true,
          sharing_code: null,
          items: [],
        },
      ],
    })
  })

  it('creates, renames and deletes a list; refuses a long name naming the field', async () => {
    const created = await call('POST', '/api/wishlist', { wishlist: { name: 'Summer' } })
    expect(created.json()).toMatchObject({
      code: 200,
      result: { name: 'Summer', is_default: false },
    })
    const id = (created.json().result as ListAnswer).wishlist_id
    const renamed = await call('PUT', `/api/wishlist/${id}`, { wishlist: { name: 'Zomer' } })
    expect(renamed.json()).toMatchObject({ result: { wishlist_id: id, name: 'Zomer' } })
    const tooLong = await call('POST', '/api/wishlist', { wishlist: { name: 'x'.repeat(51) } })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().errors).toEqual([
      expect.objectContaining({ field: 'body.wishlist.name' }),
    ])
    const unknownKey = await call('POST', '/api/wishlist', { wishlist: { name: 'a', colour: 'x' } })
    expect(unknownKey.statusCode).toBe(400)
    expect((await call('DELETE', `/api/wishlist/${id}`)).json()).toEqual({
      code: 200,
      result: true,
    })
    expect((await lists()).map((list) => list.name)).toEqual(['Wishlist'])
  })

  it('never deletes the default list', async () => {
    const [defaultList] = await lists()
    const refused = await call('DELETE', `/api/wishlist/${defaultList!.wishlist_id}`)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().result).toBe('The default wishlist cannot be deleted.')
    expect(await lists()).toHaveLength(1)
  })

  it('adds a product with quantity 1 once, and removes its item', async () => {
    const [list] = await lists()
    const url = `/api/wishlist/${list!.wishlist_id}/items`
    const added = await call('POST', url, { wishlistItem: { product_id: 10, quantity: 1 } })
    expect(added.json()).toMatchObject({
      code: 200,
      result: { product_id: 10, qty: 1, sku: 'CAP', name: 'Bucket Hat' },
    })
    const again = await call('POST', url, { wishlistItem: { product_id: 10 } })
    expect(again.json().result.item_id).toBe(added.json().result.item_id)
    const twoOfThem = await call('POST', url, { wishlistItem: { product_id: 10, quantity: 2 } })
    expect(twoOfThem.statusCode).toBe(400)
    expect(twoOfThem.json().errors[0].field).toBe('body.wishlistItem.quantity')
    const unknown = await call('POST', url, { wishlistItem: { product_id: 424242 } })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors[0].field).toBe('body.wishlistItem.product_id')
    expect((await lists())[0]?.items).toEqual([expect.objectContaining({ product_id: 10, qty: 1 })])
    const itemId = added.json().result.item_id as number
    expect((await call('DELETE', `${url}/${itemId}`)).json()).toEqual({ code: 200, result: true })
    expect((await call('DELETE', `${url}/${itemId}`)).statusCode).toBe(404)
    expect((await lists())[0]?.items).toEqual([])
  })

  it('shares a list that anyone reads by its code, with nothing of its owner', async () => {
    const made = (
      await call('POST', '/api/wishlist', { wishlist: { name: 'For Sinterklaas' } })
    ).json().result as ListAnswer
    await call('POST', `/api/wishlist/${made.wishlist_id}/items`, {
      wishlistItem: { product_id: 1 },
    })
    const shared = await call('POST', `/api/wishlist/${made.wishlist_id}/share`)
    const code = shared.json().result.sharing_code as string
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const read = await call('GET', `/api/wishlist/shared/${code}`, undefined, null)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual({
      code: 200,
      result: {
        name: 'For Sinterklaas',
        sharing_code: code,
        items: [
          { item_id: expect.any(Number), product_id: 1, qty: 1, sku: 'TEE', name: 'Linen Tee' },
        ],
      },
    })
    expect(read.body).not.toContain('wendy')
    expect(read.body).not.toContain('wishlist_id')
    expect((await call('GET', '/api/wishlist/shared/not-a-code', undefined, null)).statusCode).toBe(
      404,
    )
    expect(
      (await lists()).find((list) => list.wishlist_id === made.wishlist_id)?.sharing_code,
    ).toBe(code)
  })

  it('makes at most 5 lists and answers the sixth with the spec’s text', async () => {
    while ((await lists()).length < 5) {
      await call('POST', '/api/wishlist', { wishlist: { name: 'More' } })
    }
    const sixth = await call('POST', '/api/wishlist', { wishlist: { name: 'Sixth' } })
    expect(sixth.statusCode).toBe(400)
    expect(sixth.json().result).toBe(WISHLIST_LIMIT_MESSAGE)
    expect(await lists()).toHaveLength(5)
  })
})
