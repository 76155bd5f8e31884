import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findCartItem, isSameCartItem } from './cart-item-identity.js'
import type { CartItemIdentity, ProductOption } from './cart-item.types.js'

const size = (value: number): ProductOption => ({
  extension_attributes: { configurable_item_options: [{ option_id: 142, option_value: value }] },
})
const bundle = (selection: number): ProductOption => ({
  extension_attributes: {
    bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [selection] }],
  },
})
const engraving = (text: string): ProductOption => ({
  extension_attributes: { custom_options: [{ option_id: 7, option_value: text }] },
})

describe('isSameCartItem', () => {
  it.each<{ name: string; a: CartItemIdentity; b: CartItemIdentity; same: boolean }>([
    {
      name: 'simple items with the same sku',
      a: { sku: 'CAP-1', type_id: 'simple' },
      b: { sku: 'CAP-1', type_id: 'simple' },
      same: true,
    },
    {
      name: 'simple items with different skus',
      a: { sku: 'CAP-1' },
      b: { sku: 'CAP-2' },
      same: false,
    },
    {
      name: 'lines sharing a server item id',
      a: { sku: 'A', server_item_id: 15 },
      b: { sku: 'B', item_id: '15' },
      same: true,
    },
    {
      name: 'configurable: same parent and child sku',
      a: { sku: 'TEE-M', parentSku: 'TEE', type_id: 'configurable' },
      b: { sku: 'TEE-M', parentSku: 'TEE', type_id: 'configurable' },
      same: true,
    },
    {
      name: 'configurable: server line without parent, same child sku',
      a: { sku: 'TEE-M', parentSku: 'TEE', type_id: 'configurable' },
      b: { sku: 'TEE-M', product_type: 'configurable' },
      same: true,
    },
    {
      name: 'configurable: same child sku under different parents',
      a: { sku: 'TEE-M', parentSku: 'TEE', type_id: 'configurable' },
      b: { sku: 'TEE-M', parentSku: 'POLO', type_id: 'configurable' },
      same: false,
    },
    {
      name: 'configurable: parent sku line with the same options',
      a: { sku: 'TEE-M', parentSku: 'TEE', type_id: 'configurable', product_option: size(167) },
      b: { sku: 'TEE', product_type: 'configurable', product_option: size(167) },
      same: true,
    },
    {
      name: 'configurable: parent sku line with other options',
      a: { sku: 'TEE-M', parentSku: 'TEE', type_id: 'configurable', product_option: size(167) },
      b: { sku: 'TEE', product_type: 'configurable', product_option: size(168) },
      same: false,
    },
    {
      name: 'configurable: same options under another parent',
      a: { sku: 'TEE-M', parentSku: 'TEE', type_id: 'configurable', product_option: size(167) },
      b: { sku: 'POLO-M', parentSku: 'POLO', type_id: 'configurable', product_option: size(167) },
      same: false,
    },
    {
      name: 'configurable: different children without options',
      a: { sku: 'TEE-M', parentSku: 'TEE', type_id: 'configurable' },
      b: { sku: 'TEE-L', parentSku: 'TEE', type_id: 'configurable' },
      same: false,
    },
    {
      name: 'bundle: same selections',
      a: { sku: 'SET', type_id: 'bundle', product_option: bundle(2) },
      b: { sku: 'SET', product_type: 'bundle', product_option: bundle(2) },
      same: true,
    },
    {
      name: 'bundle: same sku, other selections',
      a: { sku: 'SET', type_id: 'bundle', product_option: bundle(2) },
      b: { sku: 'SET', type_id: 'bundle', product_option: bundle(3) },
      same: false,
    },
    {
      name: 'custom options: same engraving',
      a: { sku: 'RING', product_option: engraving('ANNA') },
      b: { sku: 'RING', product_option: engraving('ANNA') },
      same: true,
    },
    {
      name: 'custom options: other engraving',
      a: { sku: 'RING', product_option: engraving('ANNA') },
      b: { sku: 'RING', product_option: engraving('ANNE') },
      same: false,
    },
    {
      name: 'custom options: engraved against plain',
      a: { sku: 'RING', product_option: engraving('ANNA') },
      b: { sku: 'RING' },
      same: false,
    },
  ])('$name → same=$same', ({ a, b, same }) => {
    expect(isSameCartItem(a, b)).toBe(same)
    expect(isSameCartItem(b, a)).toBe(same)
  })

  const identity: fc.Arbitrary<CartItemIdentity> = fc.record(
    {
      sku: fc.constantFrom('A', 'B', 'C'),
      parentSku: fc.constantFrom('P', 'Q', null),
      type_id: fc.constantFrom('simple', 'configurable', 'bundle', 'virtual'),
      product_option: fc.constantFrom(size(1), size(2), bundle(1), engraving('x')),
      server_item_id: fc.constantFrom(1, 2),
    },
    { requiredKeys: ['sku'] },
  )

  it('is reflexive and symmetric (property)', () => {
    fc.assert(
      fc.property(identity, identity, (a, b) => {
        expect(isSameCartItem(a, a)).toBe(true)
        expect(isSameCartItem(a, b)).toBe(isSameCartItem(b, a))
      }),
    )
  })
})

describe('findCartItem', () => {
  it('finds the first line that is the same item, or nothing', () => {
    const items = [
      { sku: 'A', qty: 1 },
      { sku: 'B', qty: 2 },
    ]
    expect(findCartItem(items, { sku: 'B' })).toBe(items[1])
    expect(findCartItem(items, { sku: 'C' })).toBeUndefined()
  })
})
