import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countMatchingOptions, selectVariant } from './select-variant.js'
import { isVariantAvailable } from './variant-child.js'
import { NO_AVAILABLE_VARIANTS_MESSAGE, NO_SUCH_CONFIGURATION_MESSAGE } from './variant-messages.js'
import { capChildren, makeChild } from './variants.test-helpers.js'

function chosenSku(result: ReturnType<typeof selectVariant>): string | undefined {
  return result.ok ? result.variant.sku : undefined
}

describe('selectVariant: the variant for the chosen options (spec 000 §4)', () => {
  it.each([
    [
      'the full match for colour and size',
      { configuration: { color: 50, size: 167 } },
      'CAP-RED-S',
    ],
    ['values given as text', { configuration: { color: '51', size: '168' } }, 'CAP-BLUE-M'],
    [
      'most matching options wins over price',
      { configuration: { color: '50', size: '169' } },
      'CAP-RED-L',
    ],
    ['ties broken by lower price', { configuration: { color: '51' } }, 'CAP-BLUE-S'],
    ['the cheapest available child without a choice', {}, 'CAP-BLUE-S'],
    [
      'a disabled variant is skipped (status 2)',
      { configuration: { color: 50, size: 168 } },
      'CAP-RED-S',
    ],
    [
      'an out-of-stock variant is skipped',
      { configuration: { color: 51, size: 169 } },
      'CAP-BLUE-S',
    ],
    ['a child sku picks that variant', { sku: 'CAP-RED-L' }, 'CAP-RED-L'],
    ['a child sku of an unavailable variant is ignored', { sku: 'CAP-BLUE-L' }, 'CAP-BLUE-S'],
    [
      'the first available child when configured and nothing is chosen',
      { fallbackToFirstAvailable: true },
      'CAP-RED-S',
    ],
    [
      'the first available child when configured and nothing matches',
      { configuration: { color: '99' }, fallbackToFirstAvailable: true },
      'CAP-RED-S',
    ],
    [
      'a partial match is kept over the fallback',
      { configuration: { color: '51', size: '999' }, fallbackToFirstAvailable: true },
      'CAP-BLUE-S',
    ],
    [
      'a choice among several values of one option',
      { configuration: { size: ['168', '169'] } },
      'CAP-BLUE-M',
    ],
  ])('%s', (_name, options, sku) => {
    expect(chosenSku(selectVariant(capChildren, options))).toBe(sku)
  })

  it('reports how well the variant matches', () => {
    expect(selectVariant(capChildren, { configuration: { color: 50, size: 169 } })).toMatchObject({
      matchedOptions: 2,
      fullMatch: true,
    })
    expect(selectVariant(capChildren, { configuration: { color: 51, size: 169 } })).toMatchObject({
      ok: true,
      matchedOptions: 1,
      fullMatch: false,
    })
    expect(
      selectVariant(capChildren, { sku: 'CAP-RED-S', configuration: { color: 51 } }),
    ).toMatchObject({
      matchedOptions: 0,
      fullMatch: false,
    })
  })

  it("a filter change without a matching variant gives 'No such configuration'", () => {
    expect(
      selectVariant(capChildren, {
        configuration: { color: 51, size: 169 },
        requireFullMatch: true,
      }),
    ).toEqual({ ok: false, error: NO_SUCH_CONFIGURATION_MESSAGE })
    expect(NO_SUCH_CONFIGURATION_MESSAGE).toBe(
      'No such configuration for the product. Please do choose another combination of attributes.',
    )
  })

  it('a filter change with a matching variant selects it', () => {
    expect(
      chosenSku(
        selectVariant(capChildren, { configuration: { size: 168 }, requireFullMatch: true }),
      ),
    ).toBe('CAP-BLUE-M')
  })

  it('a filter change that clears every choice selects the cheapest variant', () => {
    expect(
      chosenSku(
        selectVariant(capChildren, { configuration: { size: null }, requireFullMatch: true }),
      ),
    ).toBe('CAP-BLUE-S')
  })

  it("without any available variant the outcome is 'No available product variants'", () => {
    const children = [makeChild('A', { status: 2 }), makeChild('B', { inStock: false })]
    expect(selectVariant(children)).toEqual({ ok: false, error: NO_AVAILABLE_VARIANTS_MESSAGE })
    expect(selectVariant([])).toEqual({ ok: false, error: NO_AVAILABLE_VARIANTS_MESSAGE })
  })

  it('a variant without price loses a tie against one with a price', () => {
    const children = [{ sku: 'NO-PRICE' }, makeChild('PRICED', { price: 30 })]
    expect(chosenSku(selectVariant(children))).toBe('PRICED')
  })

  it('counts matching options', () => {
    expect(countMatchingOptions(capChildren[0]!, { color: 50, size: 168, fit: 1 })).toBe(1)
  })

  const childArb = fc.record({
    color: fc.constantFrom('1', '2', '3'),
    size: fc.constantFrom('S', 'M', 'L'),
    price: fc.integer({ min: 1, max: 100 }),
    status: fc.constantFrom(1, 1, 2),
    inStock: fc.boolean(),
  })

  it('property: the chosen variant is available, matches best, and is cheapest among equals', () => {
    fc.assert(
      fc.property(
        fc.array(childArb, { maxLength: 12 }),
        fc.record({
          color: fc.option(fc.constantFrom('1', '2', '3')),
          size: fc.option(fc.constantFrom('S', 'M', 'L')),
        }),
        (specs, configuration) => {
          const children = specs.map((spec, i) => makeChild(`C${i}`, spec))
          const result = selectVariant(children, { configuration })
          const available = children.filter(isVariantAvailable)
          if (!result.ok) {
            expect(available).toHaveLength(0)
            return
          }
          expect(isVariantAvailable(result.variant)).toBe(true)
          const level = countMatchingOptions(result.variant, configuration)
          for (const other of available) {
            const otherLevel = countMatchingOptions(other, configuration)
            expect(otherLevel).toBeLessThanOrEqual(level)
            if (otherLevel === level) {
              expect(result.variant.price_incl_tax).toBeLessThanOrEqual(other.price_incl_tax ?? 0)
            }
          }
        },
      ),
    )
  })

  it('property: with requireFullMatch a selected variant matches every chosen option', () => {
    fc.assert(
      fc.property(
        fc.array(childArb, { maxLength: 12 }),
        fc.constantFrom('1', '2', '3'),
        fc.constantFrom('S', 'M', 'L'),
        (specs, color, size) => {
          const children = specs.map((spec, i) => makeChild(`C${i}`, spec))
          const result = selectVariant(children, {
            configuration: { color, size },
            requireFullMatch: true,
          })
          const exists = children.some(
            (c) => isVariantAvailable(c) && countMatchingOptions(c, { color, size }) === 2,
          )
          expect(result.ok).toBe(exists)
          if (result.ok) expect(result.fullMatch).toBe(true)
        },
      ),
    )
  })
})
