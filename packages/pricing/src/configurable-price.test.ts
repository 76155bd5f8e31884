import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { selectCheapestAvailableChild } from './configurable-price.js'
import { addTaxToNet } from './tax.js'

const child = (sku: string, excl: number, available = true) => ({
  sku,
  available,
  price: addTaxToNet(excl, 210000),
})

describe('a configurable parent shows its cheapest available child price (spec 000 §4)', () => {
  it.each([
    ['the cheapest child', [child('M', 3000), child('S', 2000), child('L', 2500)], 'S'],
    [
      'skips unavailable children even when cheaper',
      [child('M', 3000), child('S', 1000, false), child('L', 2500)],
      'L',
    ],
    ['keeps the first of equally cheap children', [child('M', 2000), child('S', 2000)], 'M'],
    ['nothing when no child is available', [child('M', 2000, false)], undefined],
    ['nothing without children', [], undefined],
  ])('%s', (_name, children, sku) => {
    expect(selectCheapestAvailableChild(children)?.sku).toBe(sku)
  })

  it('property: no available child is cheaper than the chosen one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.boolean()), { maxLength: 20 }),
        (specs) => {
          const children = specs.map(([excl, available], i) => child(String(i), excl, available))
          const chosen = selectCheapestAvailableChild(children)
          for (const candidate of children.filter((c) => c.available)) {
            expect(chosen?.price.incl).toBeLessThanOrEqual(candidate.price.incl)
          }
          expect(chosen === undefined).toBe(children.every((c) => !c.available))
        },
      ),
    )
  })
})
