import type { BffClient } from '@vitrine/contracts/bff-client'
import type { CatalogQueryRequestInput } from '@vitrine/contracts/catalog-query'
import { describe, expect, it, vi } from 'vitest'
import {
  buildSitemap,
  createSitemapCache,
  SITEMAP_CACHE_MS,
  SITEMAP_PRODUCT_PAGE_SIZE,
  type SitemapBffs,
} from './sitemap.server'

const categories = [
  { id: 1, level: 1, is_active: true },
  { slug: 'women-3', level: 2, is_active: true },
  { slug: 'hidden-9', level: 3, is_active: false },
  { slug: 'caps-5', level: 3, is_active: '1' },
]

const cmsPages = [
  { identifier: 'about-us', active: true, store_id: [0] },
  { identifier: 'old-terms', active: false, store_id: [0] },
]

/** A BFF whose catalogue holds the categories above and `productCount` products. */
function fakeBff(productCount: number, tag = '') {
  const requests: CatalogQueryRequestInput[] = []
  const call = vi.fn(async (_path: string, init: { body: unknown }) => {
    const request = init.body as CatalogQueryRequestInput
    requests.push(request)
    if (request.type === 'category') {
      const items = categories.map((c) => (c.slug ? { ...c, slug: `${tag}${c.slug}` } : c))
      return { items, total: categories.length, start: 0, perPage: 4000 }
    }
    if (request.type === 'cms_page') {
      return { items: cmsPages, total: cmsPages.length, start: 0, perPage: 500 }
    }
    const from = request.from ?? 0
    const size = request.size ?? 50
    const items = Array.from(
      { length: Math.max(0, Math.min(size, productCount - from)) },
      (_, index) => ({ sku: `P-${from + index}`, slug: `${tag}product-${from + index}` }),
    )
    return { items, total: productCount, start: from, perPage: size }
  })
  return { bff: { call } as unknown as Pick<BffClient, 'call'>, requests }
}

describe('sitemap from the catalogue', () => {
  it('lists active categories and pages through visible enabled products with few fields', async () => {
    const { bff, requests } = fakeBff(SITEMAP_PRODUCT_PAGE_SIZE + 2)
    const xml = await buildSitemap(() => bff, 'https://shop.example')
    expect(xml).toContain('<loc>https://shop.example/c/women-3</loc>')
    expect(xml).toContain('<loc>https://shop.example/de/c/caps-5</loc>')
    expect(xml).not.toContain('hidden-9')
    expect(xml).toContain('<loc>https://shop.example/nl/about-us</loc>')
    expect(xml).not.toContain('old-terms')
    expect(xml).toContain(
      `<loc>https://shop.example/nl/p/P-${SITEMAP_PRODUCT_PAGE_SIZE + 1}/product-`,
    )
    const productCalls = requests.filter((request) => request.type === 'product')
    expect(productCalls.map((request) => request.from)).toEqual([0, SITEMAP_PRODUCT_PAGE_SIZE])
    expect(productCalls[0]).toMatchObject({
      use: 'tile',
      includeFields: ['sku', 'slug', 'url_key'],
      query: { filters: [{ field: 'status', op: 'eq', value: 1 }] },
    })
    // 3 homes + 3 × (2 categories + 1 CMS page + products)
    expect(xml.match(/<url>/g)).toHaveLength(3 + 3 * (2 + 1 + SITEMAP_PRODUCT_PAGE_SIZE + 2))
  })

  it("lists each store view's pages at that store view's own url keys (D84)", async () => {
    const clients = { default: fakeBff(2), nl: fakeBff(2, 'nl-'), de: fakeBff(2, 'de-') }
    const xml = await buildSitemap((view) => clients[view.storeCode].bff, 'https://shop.example')
    expect(xml).toContain('<loc>https://shop.example/p/P-1/product-1</loc>')
    expect(xml).toContain('<loc>https://shop.example/nl/p/P-1/nl-product-1</loc>')
    expect(xml).toContain('<loc>https://shop.example/de/c/de-caps-5</loc>')
    expect(xml).not.toContain('/nl/p/P-1/product-1<')
    expect(xml.match(/<url>/g)).toHaveLength(3 + 3 * (2 + 1 + 2))
  })

  it('keeps a built sitemap for a few minutes and forgets failed builds', async () => {
    let time = 0
    const build = vi
      .fn<(bff: SitemapBffs, origin: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('BFF down'))
      .mockResolvedValue('<urlset/>')
    const read = createSitemapCache(build, () => time)
    const client = fakeBff(0).bff
    const bff = () => client
    await expect(read(bff, 'https://a.example')).rejects.toThrow('BFF down')
    await expect(read(bff, 'https://a.example')).resolves.toBe('<urlset/>')
    time = SITEMAP_CACHE_MS - 1
    await read(bff, 'https://a.example')
    expect(build).toHaveBeenCalledTimes(2)
    time = SITEMAP_CACHE_MS + 1
    await read(bff, 'https://a.example')
    expect(build).toHaveBeenCalledTimes(3)
  })
})
