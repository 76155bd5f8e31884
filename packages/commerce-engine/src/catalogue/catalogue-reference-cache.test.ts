import type { TaxRule } from '@vitrine/pricing/tax-rules'
import { describe, expect, it } from 'vitest'
import type { ProductRow } from '../carts/cart-line-resolution.js'
import { CatalogueReferenceCache } from './catalogue-reference-cache.js'

function clock() {
  let now = 1_000
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

const rules: TaxRule[] = [
  { id: 'nl', product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [] },
]
const row = (sku: string) => ({ sku, priceCents: 1000 }) as unknown as ProductRow

describe('CatalogueReferenceCache', () => {
  it('loads the tax rules once per time-to-live, sharing one load between concurrent callers', async () => {
    const time = clock()
    const cache = new CatalogueReferenceCache(30_000, time.now)
    let loads = 0
    const load = async () => {
      loads += 1
      return rules
    }
    const [first, second] = await Promise.all([cache.taxRules(load), cache.taxRules(load)])
    expect(first).toBe(rules)
    expect(second).toBe(rules)
    expect(loads).toBe(1)
    time.advance(29_999)
    await cache.taxRules(load)
    expect(loads).toBe(1)
    time.advance(1)
    await cache.taxRules(load)
    expect(loads).toBe(2)
  })

  it('does not keep a failed tax rule load', async () => {
    const cache = new CatalogueReferenceCache(30_000, clock().now)
    await expect(cache.taxRules(() => Promise.reject(new Error('down')))).rejects.toThrow('down')
    await expect(cache.taxRules(async () => rules)).resolves.toBe(rules)
  })

  it('answers remembered product rows and names the ones to load, until they expire', () => {
    const time = clock()
    const cache = new CatalogueReferenceCache(30_000, time.now)
    cache.rememberProducts([row('CAP')])
    expect(cache.splitProducts(['CAP', 'HAT'])).toEqual({ found: [row('CAP')], missing: ['HAT'] })
    time.advance(30_001)
    expect(cache.splitProducts(['CAP'])).toEqual({ found: [], missing: ['CAP'] })
  })

  it('sweeps out expired rows nobody asks for again, at most once per time-to-live', () => {
    const time = clock()
    const cache = new CatalogueReferenceCache(30_000, time.now)
    cache.rememberProducts(['A', 'B', 'C'].map(row))
    time.advance(20_000)
    cache.rememberProducts([row('D')])
    expect(cache.productCount).toBe(4)
    // A, B and C have expired; the sweep drops them without anyone asking for them.
    time.advance(10_001)
    cache.rememberProducts([row('E')])
    expect(cache.productCount).toBe(2)
    expect(cache.splitProducts(['D', 'E'])).toEqual({ found: [row('D'), row('E')], missing: [] })
    // D has expired, but the last sweep was under a time-to-live ago: it waits for the next.
    time.advance(20_000)
    cache.rememberProducts([row('F')])
    expect(cache.productCount).toBe(3)
    time.advance(10_001)
    cache.rememberProducts([row('G')])
    expect(cache.productCount).toBe(2)
    expect(cache.splitProducts(['F', 'G']).missing).toEqual([])
  })

  it('forgets everything on clear', async () => {
    const cache = new CatalogueReferenceCache(30_000, clock().now)
    cache.rememberProducts([row('CAP')])
    await cache.taxRules(async () => rules)
    cache.clear()
    expect(cache.splitProducts(['CAP']).missing).toEqual(['CAP'])
    let loaded = false
    await cache.taxRules(async () => {
      loaded = true
      return rules
    })
    expect(loaded).toBe(true)
  })
})
