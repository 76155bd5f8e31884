import { describe, expect, it } from 'vitest'
import { createMemoryCartStore, readStoredCart } from './cart-store'

describe('the cart store', () => {
  it('reads stored values leniently', () => {
    expect(
      readStoredCart({
        items: [{ sku: 'A', qty: 1 }, { sku: 'B' }, 'junk'],
        token: '',
        hash: 'abc',
        totals: { nope: true },
        bypassTs: '12',
      }),
    ).toEqual({
      items: [{ sku: 'A', qty: 1 }],
      token: null,
      hash: 'abc',
      totals: null,
      bypassTs: null,
    })
  })

  it('hands out copies, so a caller cannot change the stored cart by accident', async () => {
    const store = createMemoryCartStore({ items: [{ sku: 'A', qty: 1 }] })
    const read = await store.read()
    read.items[0]!.qty = 5
    expect((await store.read()).items[0]?.qty).toBe(1)
  })
})
