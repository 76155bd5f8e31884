// Source filtering as Elasticsearch's _source includes/excludes: the include-only path (a tree
// lookup per key) answers exactly what the general path (includes and excludes) answers.
import { describe, expect, it } from 'vitest'
import { compilePathPatterns, projectDocumentSource } from './search-source.port.js'

const product = {
  sku: 'CAP-1',
  name: 'Straw cap',
  price: 20,
  price_incl_tax: 24.2,
  special_price: null,
  tax_class_id: 2,
  category: [
    { category_id: 4, name: 'Caps', path: 'men/caps' },
    { category_id: 9, name: 'Sale' },
  ],
  configurable_children: [
    { sku: 'CAP-1-S', price: 20, stock: { qty: 3, is_in_stock: true }, color: 49 },
    { sku: 'CAP-1-M', price: 21, stock: { qty: 0, is_in_stock: false }, color: 50 },
  ],
  stock: { qty: 3, is_in_stock: true },
  media_gallery: [{ image: '/c/cap.jpg', pos: 1 }],
  empty: {},
}

const includeLists: string[][] = [
  ['sku', 'name'],
  ['sku', 'configurable_children.sku', 'configurable_children.stock.is_in_stock'],
  ['*_incl_tax', 'price', 'category.name'],
  ['configurable_children', 'configurable_children.sku'],
  ['stock.*', 'media_gallery.image', 'sku.deeper', 'empty.missing'],
  ['c*', 'configurable_children.price'],
  ['missing', 'name.first'],
]

// An exclude that matches nothing sends a projection down the general path.
const noMatch = compilePathPatterns(['no_such_field'])

describe('projectDocumentSource', () => {
  it.each(includeLists)('gives the same answer with and without excludes (%j)', (...paths) => {
    const include = compilePathPatterns(paths)
    expect(projectDocumentSource(product, include, [])).toEqual(
      projectDocumentSource(product, include, noMatch),
    )
  })

  it('keeps listed fields only, through arrays of objects', () => {
    const projected = projectDocumentSource(
      product,
      compilePathPatterns(['sku', 'configurable_children.sku', '*_incl_tax']),
      [],
    )
    expect(projected).toEqual({
      sku: 'CAP-1',
      price_incl_tax: 24.2,
      configurable_children: [{ sku: 'CAP-1-S' }, { sku: 'CAP-1-M' }],
    })
  })

  it('builds new objects along the projected paths and shares the values taken whole (D196)', () => {
    const projected = projectDocumentSource(
      product,
      compilePathPatterns(['stock', 'configurable_children.sku']),
      [],
    )
    expect(projected).not.toBe(product)
    expect(projected.stock).toBe(product.stock)
    expect(projected.configurable_children).not.toBe(product.configurable_children)
    projected.sku = 'changed'
    expect(product.sku).toBe('CAP-1')
    const excluded = projectDocumentSource(product, [], compilePathPatterns(['price']))
    expect(excluded.stock).toBe(product.stock)
    expect(excluded).not.toHaveProperty('price')
    expect(projectDocumentSource(product, [], [])).toBe(product)
  })
})
