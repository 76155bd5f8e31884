import { describe, expect, it } from 'vitest'
import type { CategoryPageData } from '../catalog/category-page-data'
import type { ProductPageData } from '../catalog/product-page-data'
import { buildProductCard } from '../catalog/product-card'
import { readProducts } from '../catalog/product-document'
import { buildCategoryMeta, buildHomeMeta, buildProductMeta } from './route-seo'

const matches = [{ id: 'root', data: { origin: 'https://shop.example', gtmId: null } }]

function find(
  meta: ReturnType<typeof buildHomeMeta>,
  test: (tag: Record<string, unknown>) => boolean,
) {
  return meta.filter((tag) => test(tag as Record<string, unknown>)) as Record<string, unknown>[]
}

const category: CategoryPageData = {
  category: {
    id: 4,
    name: 'Clothing',
    slug: 'clothing-4',
    description: '<p>Discover clothing at Vitrine.</p>',
    metaTitle: 'Clothing | Vitrine',
    metaDescription: null,
  },
  breadcrumbs: [{ name: 'Women', link: '/nl/c/women-3' }],
  listing: null,
  state: { facets: {}, price: null, sort: 'recommended' },
}

describe('route SEO', () => {
  it('gives the home page a translated description, canonical and alternates', () => {
    const meta = buildHomeMeta({ data: undefined, matches, location: { pathname: '/nl' } })
    expect(meta[0]).toEqual({ title: 'Vitrine' })
    expect(find(meta, (tag) => tag.name === 'description')[0]?.content).toMatch(/Mode/)
    expect(find(meta, (tag) => tag.rel === 'canonical')[0]?.href).toBe('https://shop.example/nl')
    expect(find(meta, (tag) => tag.rel === 'alternate')).toHaveLength(4)
  })

  it('uses the category meta title, the description as fallback, and a canonical without query', () => {
    const meta = buildCategoryMeta({
      data: category,
      matches,
      location: { pathname: '/nl/c/clothing-4' },
    })
    expect(meta[0]).toEqual({ title: 'Clothing | Vitrine' })
    expect(find(meta, (tag) => tag.name === 'description')[0]?.content).toBe(
      'Discover clothing at Vitrine.',
    )
    expect(find(meta, (tag) => tag.name === 'robots')).toEqual([])
    expect(find(meta, (tag) => tag.rel === 'canonical')[0]?.href).toBe(
      'https://shop.example/nl/c/clothing-4',
    )
    const crumbs = find(meta, (tag) => 'script:ld+json' in tag)[0]?.['script:ld+json'] as {
      itemListElement: { name: string; item: string }[]
    }
    expect(crumbs.itemListElement.map((step) => [step.name, step.item])).toEqual([
      ['Startpagina', 'https://shop.example/nl'],
      ['Women', 'https://shop.example/nl/c/women-3'],
      ['Clothing', 'https://shop.example/nl/c/clothing-4'],
    ])
  })

  it('keeps filtered listings out of the index but not sorted ones', () => {
    const filtered = buildCategoryMeta({
      data: {
        ...category,
        state: { facets: { size: ['5021'] }, price: null, sort: 'recommended' },
      },
      matches,
      location: { pathname: '/c/clothing-4' },
    })
    expect(find(filtered, (tag) => tag.name === 'robots')[0]?.content).toBe('noindex,follow')
    const sorted = buildCategoryMeta({
      data: { ...category, state: { facets: {}, price: null, sort: 'price-asc' } },
      matches,
      location: { pathname: '/c/clothing-4' },
    })
    expect(find(sorted, (tag) => tag.name === 'robots')).toEqual([])
    const cheap = buildCategoryMeta({
      data: { ...category, state: { facets: {}, price: '0-50', sort: 'recommended' } },
      matches,
      location: { pathname: '/c/clothing-4' },
    })
    expect(find(cheap, (tag) => tag.name === 'robots')).toHaveLength(1)
  })

  it('describes a product: canonical at the parent path, JSON-LD Product with the shown price', () => {
    const [product] = readProducts([
      {
        id: 7,
        sku: 'CAP-7',
        name: 'Red Cap',
        type_id: 'simple',
        status: 1,
        visibility: 4,
        slug: 'red-cap-7',
        price: 20,
        image: '/r/e/red-cap.jpg',
        description: '<p>A red cap in cotton.</p>',
        stock: { is_in_stock: false, qty: 0 },
        category: [
          { category_id: 3, name: 'Women', slug: 'women-3', path: '1/2/3' },
          { category_id: 5, name: 'Caps', slug: 'caps-5', path: '1/2/3/5' },
        ],
        prices: {
          final: { excl: 1400, tax: 294, incl: 1694 },
          original: { excl: 2000, tax: 420, incl: 2420 },
          special: { excl: 1400, tax: 294, incl: 1694 },
        },
      },
    ])
    const page: ProductPageData = {
      product: product!,
      errors: {},
      specialUntil: null,
      linked: [],
      metadata: [],
      breadcrumbs: [{ name: 'Caps', link: '/de/c/caps-5' }],
      childSku: null,
      sizeGuidePath: null,
      colours: [],
      card: buildProductCard(product!, { metadata: [], siblings: [], storeView: { url: '/de' } }),
      reviews: null,
    }
    const meta = buildProductMeta({
      data: page,
      matches,
      location: { pathname: '/de/p/CAP-7/red-cap-7/CAP-7-S' },
    })
    expect(meta[0]).toEqual({ title: 'Red Cap | Vitrine' })
    expect(find(meta, (tag) => tag.name === 'description')[0]?.content).toBe('A red cap in cotton.')
    expect(find(meta, (tag) => tag.rel === 'canonical')[0]?.href).toBe(
      'https://shop.example/de/p/CAP-7/red-cap-7',
    )
    const [ld] = find(meta, (tag) => 'script:ld+json' in tag).map(
      (tag) => tag['script:ld+json'] as Record<string, unknown>,
    )
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'CAP-7',
      image: ['https://shop.example/img/1080/1920/resize/r/e/red-cap.jpg'],
      offers: {
        price: '16.94',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/OutOfStock',
      },
    })
  })

  it('falls back to the title alone when the site configuration is missing', () => {
    const meta = buildHomeMeta({ data: undefined, matches: [], location: { pathname: '/' } })
    expect(find(meta, (tag) => tag.rel === 'canonical')).toEqual([])
  })
})
