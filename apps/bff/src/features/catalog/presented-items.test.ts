import { describe, expect, it } from 'vitest'
import { PRESENTED_CONTEXTS_MAX, PresentedItems } from './presented-items.js'

function createClock(start = 1_000) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

describe('presented product items', () => {
  it('presents a product once per context while fresh, again after a minute', () => {
    const clock = createClock()
    const items = new PresentedItems({ now: clock.now })
    const product = { sku: 'CAP-1', price: 10 }
    let priced = 0
    const present = () => ({ ...product, price_incl_tax: 12.1 + priced++ })
    expect(items.get(product, 'NL', present).json).toBe(
      '{"sku":"CAP-1","price":10,"price_incl_tax":12.1}',
    )
    expect(items.get(product, 'NL', present).json).toContain('12.1')
    expect(items.get(product, 'DE', present).json).toContain('13.1')
    clock.advance(60_001)
    expect(items.get(product, 'NL', present).json).toContain('14.1')
  })

  it('treats a re-imported document as a new product, even with the same sku', () => {
    const items = new PresentedItems()
    expect(items.get({ sku: 'CAP-1', name: 'Old' }, 'NL', () => ({ name: 'Old' })).json).toBe(
      '{"name":"Old"}',
    )
    expect(items.get({ sku: 'CAP-1', name: 'New' }, 'NL', () => ({ name: 'New' })).json).toBe(
      '{"name":"New"}',
    )
  })

  it('knows a product by its id: another copy of the hit reuses the item, another context does not', () => {
    const items = new PresentedItems()
    let presented = 0
    const present = () => ({ id: 7, name: `Cap ${++presented}` })
    expect(items.get({ id: 7, name: 'Cap' }, 'default|ref-1', present).json).toContain('Cap 1')
    expect(items.get({ id: 7, name: 'Cap' }, 'default|ref-1', present).json).toContain('Cap 1')
    expect(items.get({ id: 7, name: 'Pet' }, 'nl|ref-1', present).json).toContain('Cap 2')
    expect(items.get({ id: 7, name: 'Cap' }, 'default|ref-2', present).json).toContain('Cap 3')
  })

  it('keeps the attribute codes of configurable options and stays within its bytes', () => {
    const items = new PresentedItems({ maxBytes: 2_000 })
    const presented = items.get({ sku: 'TEE' }, 'NL', () => ({
      sku: 'TEE',
      configurable_options: [{ attribute_code: 'color' }, { attribute_code: 'size' }],
    }))
    expect(presented.optionCodes).toEqual(['color', 'size'])
    for (let i = 0; i < 100; i++)
      items.get({ sku: `S-${i}` }, 'NL', () => ({ text: 'x'.repeat(200) }))
    expect(items.size).toBeLessThan(10)
  })

  it('tells contexts apart after it has named more than it keeps names for', () => {
    const items = new PresentedItems()
    const product = { id: 1 }
    for (let i = 0; i <= PRESENTED_CONTEXTS_MAX; i++) {
      items.get(product, `ctx-${i}`, () => ({ context: i }))
    }
    // The first context's name was forgotten: it is presented again, never given another's item.
    expect(items.get(product, 'ctx-0', () => ({ context: 'again' })).json).toBe(
      '{"context":"again"}',
    )
    expect(items.get(product, `ctx-${PRESENTED_CONTEXTS_MAX}`, () => ({})).json).toBe(
      `{"context":${PRESENTED_CONTEXTS_MAX}}`,
    )
  })
})
