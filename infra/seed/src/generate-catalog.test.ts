import {
  catalogDocumentSchemas,
  catalogEntityTypes,
} from '@vitrine/contracts/catalog/catalog-entities'
import type { ProductDocument } from '@vitrine/contracts/catalog/product'
import { describe, expect, it } from 'vitest'
import { catalogSizes, resolveCatalogSize } from './catalog-sizes.js'
import { generateCatalog } from './generate-catalog.js'

const today = '2026-11-01'
const tiny = generateCatalog({ size: 'tiny', seed: 42, today })
const standard = generateCatalog({ size: 'default', seed: 42, today })
const products = standard.documents.product
const bySku = new Map(products.map((product) => [product.sku, product]))
const cents = (price: unknown): number => Math.round(Number(price) * 100)

describe('seed catalogue generation', () => {
  it('gives the same documents for the same seed, size and day, and others for another seed', () => {
    const again = generateCatalog({ size: 'tiny', seed: 42, today })
    expect(JSON.stringify(again)).toBe(JSON.stringify(tiny))
    const other = generateCatalog({ size: 'tiny', seed: 43, today })
    expect(JSON.stringify(other.documents.product)).not.toBe(JSON.stringify(tiny.documents.product))
  })

  it('writes exactly the product count of each size; large is at least 20,000', () => {
    expect(tiny.documents.product).toHaveLength(catalogSizes.tiny.productCount)
    expect(products).toHaveLength(2_000)
    expect(resolveCatalogSize('large').productCount).toBeGreaterThanOrEqual(20_000)
    expect(() => generateCatalog({ size: 'huge' })).toThrow('unknown catalogue size')
    expect(() => generateCatalog({ seed: 1.5 })).toThrow('seed must be an integer')
  })

  it.each([
    ['tiny', tiny],
    ['default', standard],
  ])('every %s document validates against the contracts schema of its type', (_, catalog) => {
    for (const type of catalogEntityTypes) {
      const documents: unknown[] = catalog.documents[type]
      expect(documents.length, type).toBeGreaterThan(0)
      documents.forEach((document, line) => {
        const result = catalogDocumentSchemas[type].safeParse(document)
        expect(result.error?.issues, `${type} line ${line + 1}`).toBeUndefined()
      })
    }
  })

  it.each([
    ['tiny', tiny],
    ['default', standard],
  ])('the %s catalogue has every product type', (_, catalog) => {
    const types = new Set(catalog.documents.product.map((product) => product.type_id))
    expect([...types].sort()).toEqual([
      'bundle',
      'configurable',
      'downloadable',
      'grouped',
      'simple',
      'virtual',
    ])
  })

  it('has a three-level category tree below the root with nested url paths', () => {
    const categories = tiny.documents.category
    for (const level of [2, 3, 4]) expect(categories.some((c) => c.level === level)).toBe(true)
    const dresses = categories.find((category) => category.url_path === 'women/clothing/dresses')
    expect(dresses).toMatchObject({
      level: 4,
      include_in_menu: true,
      slug: `dresses-${dresses?.id}`,
    })
    const women = categories.find((category) => category.url_path === 'women')
    const clothing = women?.children_data?.find((child) => child.url_key === 'clothing')
    expect(clothing?.children_data?.map((child) => child.url_key)).toContain('dresses')
  })

  it('counts the enabled, visible products of each category', () => {
    const dresses = standard.documents.category.find((c) => c.url_path === 'women/clothing/dresses')
    const listed = products.filter(
      (p) =>
        p.visibility !== 1 &&
        p.status === 1 &&
        (p.category_ids as number[]).includes(Number(dresses?.id)),
    )
    expect(dresses?.product_count).toBe(listed.length)
    expect(listed.length).toBeGreaterThan(0)
  })

  it('has special prices whose windows lie in the past, now, the future and open-ended', () => {
    for (const catalog of [tiny, standard]) {
      const special = catalog.documents.product.filter(
        (p) => p.special_price !== null && p.special_price !== undefined,
      )
      const at = (date: unknown) => String(date).slice(0, 10)
      const past = special.filter((p) => p.special_to_date && at(p.special_to_date) < today)
      const future = special.filter((p) => at(p.special_from_date) > today)
      const current = special.filter(
        (p) =>
          at(p.special_from_date) <= today && p.special_to_date && at(p.special_to_date) >= today,
      )
      const open = special.filter((p) => p.special_to_date === null)
      for (const group of [past, future, current, open]) expect(group.length).toBeGreaterThan(0)
      // spec 000 §4: the special price applies only inside its window
      for (const p of [...current, ...open]) expect(p.final_price).toBe(p.special_price)
      for (const p of [...past, ...future]) expect(p.final_price).toBe(p.price)
    }
  })

  it('keeps every price to exact cents', () => {
    for (const product of products) {
      for (const field of ['price', 'final_price', 'special_price'] as const) {
        const value = product[field]
        if (typeof value === 'number') expect(cents(value) / 100).toBe(value)
      }
    }
  })

  it('has low-stock and out-of-stock variants, and a model that is sold out', () => {
    for (const catalog of [tiny, standard]) {
      const children = catalog.documents.product.flatMap((p) => p.configurable_children ?? [])
      expect(
        children.some(
          (c) =>
            c.stock?.is_in_stock === true && Number(c.stock.qty) >= 1 && Number(c.stock.qty) <= 3,
        ),
      ).toBe(true)
      expect(children.some((c) => c.stock?.is_in_stock === false && c.stock.qty === 0)).toBe(true)
      expect(
        catalog.documents.product.some(
          (p) => p.type_id === 'configurable' && p.stock?.is_in_stock === false,
        ),
      ).toBe(true)
    }
  })

  it('gives configurable children the attributes of the configurable options, also as standalone hidden products', () => {
    const configurables = products.filter((p) => p.type_id === 'configurable')
    expect(configurables.some((p) => p.configurable_options?.length === 2)).toBe(true)
    for (const parent of configurables) {
      for (const child of parent.configurable_children ?? []) {
        for (const option of parent.configurable_options ?? []) {
          const value = Number(child[option.attribute_code])
          expect(option.values.map((v) => Number(v.value_index))).toContain(value)
          expect(child.custom_attributes).toContainEqual({
            attribute_code: option.attribute_code,
            value: String(value),
          })
        }
        expect(bySku.get(child.sku)).toMatchObject({ visibility: 1, type_id: 'simple' })
      }
    }
  })

  it('links every colour of a model to its other colours', () => {
    const related = products.filter((p) =>
      p.product_links?.some((l) => l.link_type === 'colorrelation'),
    )
    expect(related.length).toBeGreaterThan(1)
    for (const product of related) {
      for (const link of product.product_links ?? []) {
        const other = bySku.get(link.linked_product_sku) as ProductDocument
        expect(other.color).not.toBe(product.color)
        expect(other.product_links?.map((l) => l.linked_product_sku)).toContain(product.sku)
      }
    }
  })

  it('prices bundles and grouped products as the sum of their default parts', () => {
    for (const bundle of products.filter((p) => p.type_id === 'bundle')) {
      const defaults = (bundle.bundle_options ?? []).map((o) =>
        o.product_links.find((l) => l.is_default === true),
      )
      expect(cents(bundle.price)).toBe(
        defaults.reduce((sum, link) => sum + cents(bySku.get(String(link?.sku))?.price), 0),
      )
    }
    for (const grouped of products.filter((p) => p.type_id === 'grouped')) {
      const links = (grouped.product_links ?? []).filter((l) => l.link_type === 'associated')
      expect(cents(grouped.price)).toBe(
        links.reduce((sum, l) => sum + cents(bySku.get(l.linked_product_sku)?.price), 0),
      )
    }
  })

  it('has unique skus, unique url keys and unique product and category url paths', () => {
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length)
    expect(new Set(products.map((p) => p.url_key)).size).toBe(products.length)
    const paths = [
      ...products.flatMap((p) => (p.url_path ? [p.url_path] : [])),
      ...standard.documents.category.flatMap((c) => (c.url_path ? [c.url_path] : [])),
    ]
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('has a plain rewrite for every url path, and 301 and 302 redirects, in each store view', () => {
    const stores = [
      [1, standard.documents],
      [3, standard.storeViews.nl],
      [4, standard.storeViews.de],
    ] as const
    for (const [storeId, documents] of stores) {
      const store = documents.url_rewrite
      expect(store.every((r) => r.store_id === storeId)).toBe(true)
      const plain = new Set(store.filter((r) => r.redirect_type === 0).map((r) => r.request_path))
      for (const p of documents.product) if (p.url_path) expect(plain.has(p.url_path)).toBe(true)
      expect(store.some((r) => r.redirect_type === 301 && r.entity_type === 'product')).toBe(true)
      expect(store.some((r) => r.redirect_type === 301 && r.entity_type === 'category')).toBe(true)
      expect(store.some((r) => r.redirect_type === 302)).toBe(true)
      expect(new Set(store.map((r) => r.request_path)).size).toBe(store.length)
    }
  })

  it('labels attribute options in English, Dutch and German and has NL and DE VAT', () => {
    const colour = standard.documents.attribute.find((a) => a.attribute_code === 'color')
    expect(colour?.options?.find((o) => o.label === 'Black')?.store_labels).toEqual([
      { store_id: 3, label: 'Zwart' },
      { store_id: 4, label: 'Schwarz' },
    ])
    const rates = standard.documents.taxrule.map((rule) =>
      rule.rates.map((r) => `${r.tax_country_id} ${r.rate}`),
    )
    expect(rates).toEqual([
      ['NL 21', 'DE 19'],
      ['NL 9', 'DE 7'],
    ])
  })

  it('references only pictures it will render, with VSF media paths', () => {
    const paths = new Set(standard.media.map((image) => image.path))
    for (const product of products) {
      expect(paths.has(String(product.image))).toBe(true)
      for (const entry of product.media_gallery ?? []) expect(paths.has(entry.image)).toBe(true)
    }
    expect(standard.media[0]?.path).toMatch(/^\/[a-z]\/[a-z]\/[a-z]+-[a-z]+\.jpg$/)
  })
})
