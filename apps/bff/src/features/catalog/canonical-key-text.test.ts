import fc from 'fast-check'
import { canonicalStringify } from '@vitrine/cart/canonical-json'
import { describe, expect, it } from 'vitest'
import { canonicalKeyText } from './canonical-key-text.js'

function freezeDeeply<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const member of Object.values(value)) freezeDeeply(member)
    Object.freeze(value)
  }
  return value
}

const values = fc.anything({
  withBoxedValues: false,
  withMap: false,
  withSet: false,
  withObjectString: false,
  withNullPrototype: true,
  withDate: true,
  withSparseArray: false,
})

describe('canonicalKeyText', () => {
  it('writes the very text canonicalStringify writes, frozen or not, first time or again', () => {
    fc.assert(
      fc.property(values, (value) => {
        const expected = canonicalStringify(value)
        expect(canonicalKeyText(value)).toBe(expected)
        const frozen = freezeDeeply(structuredClone(value))
        expect(canonicalKeyText(frozen)).toBe(expected)
        expect(canonicalKeyText({ again: frozen })).toBe(canonicalStringify({ again: value }))
      }),
      { numRuns: 500 },
    )
  })

  it('sorts keys and drops undefined members, as canonical JSON does', () => {
    const fields = Object.freeze(['sku', 'name'])
    expect(canonicalKeyText({ b: 1, a: fields, c: undefined })).toBe('{"a":["sku","name"],"b":1}')
    expect(canonicalKeyText({ z: fields })).toBe('{"z":["sku","name"]}')
  })
})
