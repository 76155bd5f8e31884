import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canonicaliseProductOptions,
  computeCartItemChecksum,
  readCartItemChecksum,
} from './cart-item-checksum.js'
import type { ProductOption } from './cart-item.types.js'

// An independent sha3-224 (OpenSSL through node:crypto) to check the browser-safe one against.
function sha3Hex(text: string): string {
  return createHash('sha3-224').update(text, 'utf8').digest('hex')
}

const sizeM: ProductOption = {
  extension_attributes: {
    configurable_item_options: [
      { option_id: 93, option_value: 50, label: 'Color', value: 'Red' },
      { option_id: 142, option_value: 167 },
    ],
  },
}

describe('computeCartItemChecksum', () => {
  it('is the sha3-224 hex of the canonical option list', () => {
    const canonical =
      '{"bundle_options":[],"configurable_item_options":[{"option_id":"142","option_value":"167"},' +
      '{"option_id":"93","option_value":"50"}],"custom_options":[]}'
    expect(computeCartItemChecksum(sizeM)).toBe(sha3Hex(canonical))
    expect(computeCartItemChecksum(sizeM)).toMatch(/^[0-9a-f]{56}$/)
  })

  it.each([
    {
      name: 'options in another order',
      other: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: 142, option_value: 167 },
            { option_id: 93, option_value: 50 },
          ],
        },
      },
      same: true,
    },
    {
      name: 'ids written as strings (as a server may answer)',
      other: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: '93', option_value: '50' },
            { option_id: '142', option_value: '167' },
          ],
        },
      },
      same: true,
    },
    {
      name: 'a different size',
      other: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: 93, option_value: 50 },
            { option_id: 142, option_value: 168 },
          ],
        },
      },
      same: false,
    },
    { name: 'no options at all', other: undefined, same: false },
  ])('treats $name as same=$same', ({ other, same }) => {
    expect(computeCartItemChecksum(other) === computeCartItemChecksum(sizeM)).toBe(same)
  })

  it('distinguishes bundle quantities and selections but not selection order', () => {
    const bundle = (qty: number, selections: number[]): ProductOption => ({
      extension_attributes: {
        bundle_options: [{ option_id: 1, option_qty: qty, option_selections: selections }],
      },
    })
    expect(computeCartItemChecksum(bundle(1, [2, 3]))).toBe(
      computeCartItemChecksum(bundle(1, [3, 2])),
    )
    expect(computeCartItemChecksum(bundle(2, [2, 3]))).not.toBe(
      computeCartItemChecksum(bundle(1, [2, 3])),
    )
    expect(computeCartItemChecksum(bundle(1, [2]))).not.toBe(
      computeCartItemChecksum(bundle(1, [2, 3])),
    )
  })

  it('distinguishes custom option values', () => {
    const engraving = (text: string): ProductOption => ({
      extension_attributes: { custom_options: [{ option_id: 7, option_value: text }] },
    })
    expect(computeCartItemChecksum(engraving('ANNA'))).not.toBe(
      computeCartItemChecksum(engraving('ANNE')),
    )
  })

  it('does not depend on the order of options (property)', () => {
    const option = fc.record({
      option_id: fc.oneof(fc.nat(1000), fc.string()),
      option_value: fc.oneof(fc.nat(1000), fc.string()),
    })
    fc.assert(
      fc.property(
        fc.array(option, { maxLength: 6 }).chain((options) =>
          fc.tuple(
            fc.constant(options),
            fc.shuffledSubarray(options, {
              minLength: options.length,
              maxLength: options.length,
            }),
          ),
        ),
        ([options, shuffled]) => {
          expect(
            computeCartItemChecksum({ extension_attributes: { custom_options: shuffled } }),
          ).toBe(computeCartItemChecksum({ extension_attributes: { custom_options: options } }))
        },
      ),
    )
  })
})

describe('canonicaliseProductOptions', () => {
  it('keeps only the fields that identify the choice', () => {
    expect(canonicaliseProductOptions(sizeM).configurable_item_options).toEqual([
      { option_id: '142', option_value: '167' },
      { option_id: '93', option_value: '50' },
    ])
  })
})

describe('readCartItemChecksum', () => {
  it('prefers the stored checksum and computes one when none is stored', () => {
    expect(readCartItemChecksum({ checksum: 'stored', product_option: sizeM })).toBe('stored')
    expect(readCartItemChecksum({ product_option: sizeM })).toBe(computeCartItemChecksum(sizeM))
  })
})
