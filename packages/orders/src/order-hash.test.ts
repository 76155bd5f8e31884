import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hashOrder, stripOrderForHash } from './order-hash.js'
import type { OrderDraft } from './order.types.js'

const order: OrderDraft = {
  user_id: '',
  cart_id: 'q1',
  store_code: 'nl',
  products: [
    {
      sku: 'TEE-M',
      qty: 1,
      parentId: 12,
      configurable_children: [{ sku: 'TEE-S' }, { sku: 'TEE-M' }],
      configurable_options: [{ attribute_code: 'size' }],
    },
  ],
  addressInformation: { shippingAddress: { countryId: 'NL', city: 'Utrecht' } },
}

describe('hashOrder', () => {
  it('is the sha3-224 hex of the canonical stripped order', () => {
    const canonical =
      '{"addressInformation":{"shippingAddress":{"city":"Utrecht","countryId":"NL"}},"cart_id":"q1",' +
      '"products":[{"parentId":12,"qty":1,"sku":"TEE-M"}],"store_code":"nl","user_id":""}'
    expect(hashOrder(order)).toBe(createHash('sha3-224').update(canonical).digest('hex'))
  })

  it.each([
    {
      name: 'other configurable children',
      change: { products: [{ ...order.products[0]!, configurable_children: [] }] },
    },
    {
      name: 'no configurable options',
      change: { products: [{ ...order.products[0]!, configurable_options: undefined }] },
    },
    {
      name: 'another order id and time stamps',
      change: {
        order_id: 'x-1',
        created_at: '2025-01-01',
        updated_at: '2025-01-02',
        transmited: true,
        transmited_at: '2025-01-02',
      },
    },
  ])('ignores $name', ({ change }) => {
    expect(hashOrder({ ...order, ...change })).toBe(hashOrder(order))
  })

  it.each([
    { name: 'another quantity', change: { products: [{ ...order.products[0]!, qty: 2 }] } },
    {
      name: 'another address',
      change: { addressInformation: { shippingAddress: { countryId: 'DE' } } },
    },
    { name: 'another cart', change: { cart_id: 'q2' } },
  ])('changes with $name', ({ change }) => {
    expect(hashOrder({ ...order, ...change })).not.toBe(hashOrder(order))
  })

  it('does not depend on the key order of the order (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string().filter((key) => key !== 'products' && key !== '__proto__'),
          fc.jsonValue(),
        ),
        (extra) => {
          const forward: OrderDraft = { ...extra, products: order.products }
          const backward: OrderDraft = {
            products: order.products,
            ...Object.fromEntries(Object.entries(extra).reverse()),
          }
          expect(hashOrder(backward)).toBe(hashOrder(forward))
        },
      ),
    )
  })
})

describe('stripOrderForHash', () => {
  it('keeps the order intact', () => {
    stripOrderForHash(order)
    expect(order.products[0]?.configurable_children).toHaveLength(2)
  })
})
