import { describe, expect, it } from 'vitest'
import { migrateLegacyCart, type KeyValueStorage } from './cart-storage'
import { createMemoryCartStore, readStoredCart } from './cart-store'

function memoryStorage(initial: Record<string, string>): KeyValueStorage & {
  data: Record<string, string>
} {
  const data = { ...initial }
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => void (data[key] = value),
    removeItem: (key) => void delete data[key],
  }
}

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

  it('moves a cart of the localStorage step over once and removes the old keys', async () => {
    const storage = memoryStorage({
      'current-cart-token': '"cart-7"',
      'current-cart': '[{"sku":"RING","qty":2}]',
    })
    const store = createMemoryCartStore()
    await migrateLegacyCart(store, storage)
    expect(await store.read()).toMatchObject({ token: 'cart-7', items: [{ sku: 'RING', qty: 2 }] })
    expect(storage.data).toEqual({})
  })

  it('does not overwrite a cart the store already has', async () => {
    const storage = memoryStorage({ 'current-cart-token': 'bare-token' })
    const store = createMemoryCartStore({ token: 'newer' })
    await migrateLegacyCart(store, storage)
    expect((await store.read()).token).toBe('newer')
    expect(storage.data).toEqual({})
  })
})
