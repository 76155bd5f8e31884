import { describe, expect, it } from 'vitest'
import type { ShownProduct } from '../catalog/product-document'
import { buildConfigurableToAdd } from './product-to-add'
import { buildTileCart, tileChoiceToAdd } from './tile-cart'

const prices = {
  final: { excl: 2062, tax: 433, incl: 2495 },
  original: { excl: 2062, tax: 433, incl: 2495 },
  special: null,
}

function hat(children: Array<{ sku: string; size: number; inStock: boolean }>): ShownProduct {
  return {
    id: 1,
    sku: 'HAT',
    name: 'Woven Fedora',
    type_id: 'configurable',
    prices,
    image: '/h/hat.jpg',
    configurable_options: [
      {
        attribute_id: 144,
        attribute_code: 'size',
        label: 'Size',
        values: children.map((child) => ({ value_index: child.size, label: `${child.size}` })),
      },
    ],
    configurable_children: children.map((child) => ({
      sku: child.sku,
      size: child.size,
      status: 1,
      prices,
      stock: { is_in_stock: child.inStock, qty: child.inStock ? 5 : 0 },
    })),
  } as unknown as ShownProduct
}

describe('the tile add-to-cart', () => {
  it('offers the sizes of a configurable product first, sold-out sizes disabled', () => {
    const cart = buildTileCart(
      hat([
        { sku: 'HAT-55', size: 55, inStock: true },
        { sku: 'HAT-57', size: 57, inStock: false },
      ]),
      [],
    )
    expect(cart?.product).toBeNull()
    expect(cart?.choices.map(({ label, available }) => ({ label, available }))).toEqual([
      { label: '55', available: true },
      { label: '57', available: false },
    ])
    expect(tileChoiceToAdd(cart!.parent!, cart!.choices[0]!)).toMatchObject({
      sku: 'HAT-55',
      parentSku: 'HAT',
      product_option: {
        extension_attributes: {
          configurable_item_options: [{ option_id: 144, option_value: '55' }],
        },
      },
    })
  })

  it('gives the line the product page would add, for every child', () => {
    const product = hat([
      { sku: 'HAT-55', size: 55, inStock: true },
      { sku: 'HAT-57', size: 57, inStock: false },
      { sku: 'HAT-59', size: 59, inStock: true },
    ])
    const children = product.configurable_children ?? []
    children[1] = {
      ...children[1],
      image: '/h/hat-57.jpg',
      prices: { ...prices, final: { excl: 1000, tax: 210, incl: 1210 } },
    } as (typeof children)[number]
    const cart = buildTileCart(product, [])!
    expect(cart.choices.map((choice) => tileChoiceToAdd(cart.parent!, choice))).toEqual(
      children.map((child) => buildConfigurableToAdd(product, child)),
    )
    // Only what differs between the children travels with each choice.
    expect(cart.choices[0]).toEqual({
      sku: 'HAT-55',
      label: '55',
      available: true,
      options: [[144, '55']],
      price: 2495,
    })
    expect(cart.choices[1]).toMatchObject({ image: '/h/hat-57.jpg', price: 1210 })
  })

  it('keeps the line without an item_variant when only the store view labels the sizes', () => {
    const product = hat([
      { sku: 'HAT-55', size: 55, inStock: true },
      { sku: 'HAT-57', size: 57, inStock: true },
    ])
    for (const option of product.configurable_options ?? []) {
      option.values = option.values.map((value) => ({ ...value, label: '' }))
    }
    const metadata = [
      {
        attribute_code: 'size',
        options: [
          { value: '55', label: 'Klein' },
          { value: '57', label: 'Groot' },
        ],
      },
    ] as unknown as Parameters<typeof buildTileCart>[1]
    const cart = buildTileCart(product, metadata)!
    expect(cart.choices.map((choice) => choice.label)).toEqual(['Klein', 'Groot'])
    expect(cart.choices.map((choice) => tileChoiceToAdd(cart.parent!, choice))).toEqual(
      (product.configurable_children ?? []).map((child) => buildConfigurableToAdd(product, child)),
    )
  })

  it('adds a product with a single child straight away', () => {
    const cart = buildTileCart(hat([{ sku: 'HAT-55', size: 55, inStock: true }]), [])
    expect(cart?.choices).toEqual([])
    expect(cart?.product?.sku).toBe('HAT-55')
  })

  it('leaves grouped products to their product page', () => {
    expect(buildTileCart({ ...hat([]), type_id: 'grouped' }, [])).toBeNull()
  })
})
