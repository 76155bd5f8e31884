import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { canonicalStringify, hashCanonicalJson } from './canonical-json.js'

describe('canonicalStringify', () => {
  it.each([
    { name: 'sorts object keys', value: { b: 1, a: 2 }, text: '{"a":2,"b":1}' },
    {
      name: 'sorts nested keys',
      value: { z: { y: 1, x: [{ d: 1, c: 2 }] } },
      text: '{"z":{"x":[{"c":2,"d":1}],"y":1}}',
    },
    { name: 'keeps array order', value: [3, 1, 2], text: '[3,1,2]' },
    { name: 'drops undefined members', value: { a: undefined, b: null }, text: '{"b":null}' },
    {
      name: 'serialises dates through toJSON',
      value: { at: new Date(0) },
      text: '{"at":"1970-01-01T00:00:00.000Z"}',
    },
    { name: 'writes a bare undefined as null', value: undefined, text: 'null' },
  ])('$name', ({ value, text }) => {
    expect(canonicalStringify(value)).toBe(text)
  })

  it('gives the same text for any key order of the same object', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (record) => {
        const reversed = Object.fromEntries(Object.entries(record).reverse())
        expect(canonicalStringify(reversed)).toBe(canonicalStringify(record))
      }),
    )
  })

  it('keeps a "__proto__" key as data (regression: it was dropped, found by fast-check)', () => {
    const record = JSON.parse('{"b":1,"__proto__":false}') as unknown
    expect(canonicalStringify(record)).toBe('{"__proto__":false,"b":1}')
  })

  it('round-trips to an equal JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.parse(canonicalStringify(value))).toEqual(JSON.parse(JSON.stringify(value)))
      }),
    )
  })

  it('hashes the canonical text with sha3-224, whatever the key order', () => {
    const expected = createHash('sha3-224').update('{"a":2,"b":[1,{"c":3,"d":4}]}').digest('hex')
    expect(hashCanonicalJson({ b: [1, { d: 4, c: 3 }], a: 2 })).toBe(expected)
    expect(hashCanonicalJson({ a: 2, b: [1, { c: 3, d: 4 }] })).toBe(expected)
  })
})
