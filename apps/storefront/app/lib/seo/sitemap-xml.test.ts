import { storeViews, type StoreView } from '@vitrine/contracts/store-views'
import { describe, expect, it } from 'vitest'
import {
  buildRobotsTxt,
  buildSitemapXml,
  countSitemapProducts,
  escapeXml,
  listSitemapEntries,
  SITEMAP_MAX_URLS,
} from './sitemap-xml'

const ORIGIN = 'https://shop.example'

describe('sitemap', () => {
  it('lists the homes, categories, CMS pages and products of every store view', () => {
    const entries = listSitemapEntries(ORIGIN, {
      categorySlugs: ['hats-5'],
      cmsPages: [
        { identifier: 'about-us', storeIds: [0] },
        { identifier: 'impressum', storeIds: [4] },
      ],
      products: [
        { sku: 'CAP-1', slug: 'red-cap-1' },
        { sku: 'DRS-2', url_key: 'dress' },
      ],
    })
    expect(entries.map((entry) => entry.loc)).toEqual([
      'https://shop.example/',
      'https://shop.example/nl',
      'https://shop.example/de',
      'https://shop.example/c/hats-5',
      'https://shop.example/nl/c/hats-5',
      'https://shop.example/de/c/hats-5',
      'https://shop.example/about-us',
      'https://shop.example/nl/about-us',
      'https://shop.example/de/about-us',
      'https://shop.example/de/impressum',
      'https://shop.example/p/CAP-1/red-cap-1',
      'https://shop.example/nl/p/CAP-1/red-cap-1',
      'https://shop.example/de/p/CAP-1/red-cap-1',
      'https://shop.example/p/DRS-2/dress',
      'https://shop.example/nl/p/DRS-2/dress',
      'https://shop.example/de/p/DRS-2/dress',
    ])
  })

  it('leaves disabled store views out and stops at 50,000 URLs', () => {
    const views: StoreView[] = storeViews.map((view) =>
      view.storeCode === 'de' ? { ...view, disabled: true } : view,
    )
    const products = Array.from({ length: 30_000 }, (_, index) => ({ sku: `P-${index}` }))
    const entries = listSitemapEntries(ORIGIN, { categorySlugs: [], products }, views)
    expect(entries).toHaveLength(SITEMAP_MAX_URLS)
    expect(entries.some((entry) => entry.loc.includes('/de'))).toBe(false)
    // Whole products are cut: the last one kept is in both store views.
    expect(entries.at(-1)?.loc).toBe('https://shop.example/nl/p/P-24998/p-24998')
    expect(countSitemapProducts(views)).toBe(25_000)
    expect(countSitemapProducts()).toBe(16_667)
  })

  it('writes sitemaps.org XML with escaped locations', () => {
    const xml = buildSitemapXml([{ loc: 'https://shop.example/p/A&B/x' }])
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://shop.example/p/A&amp;B/x</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    )
    expect(escapeXml(`<'">`)).toBe('&lt;&apos;&quot;&gt;')
  })

  it('writes robots.txt keeping the API out and naming the sitemap', () => {
    const robots = buildRobotsTxt(ORIGIN)
    expect(robots).toContain('Disallow: /api/\nDisallow: /nl/api/\nDisallow: /de/api/')
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml')
  })
})
