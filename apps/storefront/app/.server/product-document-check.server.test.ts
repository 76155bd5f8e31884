import { BffError } from '@vitrine/contracts/bff-client'
import { describe, expect, it } from 'vitest'
import { readShownProduct } from './product-document-check.server'

const taxed = { excl: 6773, tax: 1422, incl: 8195 }
const prices = { final: taxed, original: taxed, special: null }

function dress(): Record<string, unknown> {
  return {
    id: 1,
    sku: 'DRS-0001',
    name: 'Summer Slip Dress',
    type_id: 'configurable',
    status: 1,
    visibility: 4,
    prices,
    image: '/d/r/dress-navy.jpg',
    media_gallery: [{ image: '/d/r/dress-navy.jpg', pos: 1 }],
    category: [{ category_id: 4, name: 'Dresses' }],
    stock: { qty: 3, is_in_stock: true },
    configurable_options: [
      { attribute_code: 'size', values: [{ value_index: 5019, label: 'XS' }] },
    ],
    configurable_children: [
      {
        sku: 'DRS-0001-NAVY-XS',
        status: 1,
        prices: { ...prices, special: taxed },
        price_incl_tax: 81.95,
        stock: { qty: 3, is_in_stock: true },
        custom_attributes: [{ attribute_code: 'size', value: '5019' }],
      },
    ],
    product_links: [
      { sku: 'DRS-0001', link_type: 'colorrelation', linked_product_sku: 'DRS-0002' },
    ],
    bundle_options: null,
    custom_options: [],
    fit: 'Regular',
  }
}

function reasonOf(document: unknown): string {
  try {
    readShownProduct([document])
  } catch (error) {
    expect(error).toBeInstanceOf(BffError)
    expect((error as BffError).status).toBe(502)
    return (error as BffError).message
  }
  throw new Error('the document was accepted')
}

describe('the product document of a product page', () => {
  it('is the first item of the answer, as the BFF sent it', () => {
    const document = dress()
    expect(readShownProduct([document, { sku: 'other' }])).toBe(document)
  })

  it('is missing from an empty answer (the page is not found)', () => {
    expect(readShownProduct([])).toBeUndefined()
  })

  it('is refused with a 502 naming the field the page cannot use', () => {
    expect(reasonOf('DRS-0001')).toBe(
      'Unexpected product document from the BFF (product: expected an object)',
    )
    expect(reasonOf({ ...dress(), sku: '' })).toContain('product.sku: expected a sku')
    expect(reasonOf({ ...dress(), type_id: 'gift' })).toContain('product.type_id: expected one of')
    expect(reasonOf({ ...dress(), status: '1' })).toContain('product.status: expected an integer')
    expect(reasonOf({ ...dress(), prices: { ...prices, final: { ...taxed, incl: 81.95 } } })).toBe(
      'Unexpected product document from the BFF (product.prices.final.incl: expected an integer)',
    )
    expect(reasonOf({ ...dress(), stock: { qty: 1, is_in_stock: 1 } })).toContain(
      'product.stock.is_in_stock: expected a boolean',
    )
  })

  it('checks the variants, options and links the page reads', () => {
    const withChild = (child: Record<string, unknown>) => ({
      ...dress(),
      configurable_children: [child],
    })
    expect(reasonOf(withChild({ status: 1 }))).toContain(
      'product.configurable_children.0.sku: expected a sku',
    )
    expect(reasonOf(withChild({ sku: 'A', prices: { ...prices, special: 'none' } }))).toContain(
      'product.configurable_children.0.prices.special: expected an object',
    )
    expect(reasonOf(withChild({ sku: 'A', custom_attributes: [{ value: '1' }] }))).toContain(
      'product.configurable_children.0.custom_attributes.0.attribute_code: expected a string',
    )
    expect(
      reasonOf({ ...dress(), configurable_options: [{ attribute_code: 'size', values: null }] }),
    ).toContain('product.configurable_options.0.values: expected a list')
    expect(reasonOf({ ...dress(), product_links: [{ link_type: 'associated' }] })).toContain(
      'product.product_links.0.linked_product_sku: expected a string',
    )
    expect(
      reasonOf({ ...dress(), bundle_options: [{ option_id: 1, product_links: {} }] }),
    ).toContain('product.bundle_options.0.product_links: expected a list')
    expect(reasonOf({ ...dress(), media_gallery: [{ pos: 1 }] })).toContain(
      'product.media_gallery.0.image: expected a string',
    )
  })
})
