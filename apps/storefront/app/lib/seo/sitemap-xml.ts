// `/sitemap.xml` (spec 000 §2, empty layout): the home page, every active category, every active
// CMS page and every visible product, in every enabled store view. Pure: the catalogue reading is in
// `.server/sitemap.server.ts`; this turns the found pages into the sitemaps.org XML.
import { listEnabledStoreViews, storeViews, type StoreView } from '@vitrine/contracts/store-views'
import { buildCategoryPath, buildProductPath, type ProductPathInput } from '../catalog/product-path'
import { buildStorePath } from '../store-path'
import { toAbsoluteUrl } from './alternates'

/** sitemaps.org: at most 50,000 URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000

export interface SitemapCatalogue {
  categorySlugs: readonly string[]
  /** Active CMS pages with the store ids they are shown in (0: every store view). */
  cmsPages?: readonly { identifier: string; storeIds: readonly number[] }[]
  products: readonly ProductPathInput[]
  /**
   * A store view's own category slugs and product url keys (its own catalogue, D84), in the same
   * order as above; a store view without them uses the lists above.
   */
  stores?: Readonly<
    Record<string, { categorySlugs: readonly string[]; products: readonly ProductPathInput[] }>
  >
}

export interface SitemapEntry {
  loc: string
}

/** How many products fit in one sitemap with all their store views. */
export function countSitemapProducts(views: readonly StoreView[] = storeViews): number {
  return Math.ceil(SITEMAP_MAX_URLS / Math.max(1, listEnabledStoreViews(views).length))
}

/**
 * Every page of the catalogue in every enabled store view: the homes, then each category, CMS
 * page and product in all store views together (so the 50,000 limit cuts whole pages, not a store).
 */
export function listSitemapEntries(
  origin: string,
  catalogue: SitemapCatalogue,
  views: readonly StoreView[] = storeViews,
): SitemapEntry[] {
  const enabled = listEnabledStoreViews(views)
  const own = (view: StoreView) => catalogue.stores?.[view.storeCode]
  const productsBySku = new Map(
    enabled.map((view) => [
      view.storeCode,
      new Map((own(view)?.products ?? []).map((product) => [product.sku, product])),
    ]),
  )
  const paths = [
    ...enabled.map((view) => buildStorePath(view, '/')),
    ...catalogue.categorySlugs.flatMap((slug, index) =>
      enabled.map((view) => buildCategoryPath(view, own(view)?.categorySlugs[index] ?? slug)),
    ),
    ...(catalogue.cmsPages ?? []).flatMap((page) =>
      enabled
        .filter((view) => page.storeIds.some((id) => id === 0 || id === view.storeId))
        .map((view) => buildStorePath(view, `/${page.identifier}`)),
    ),
    ...catalogue.products.flatMap((product) =>
      enabled.map((view) =>
        buildProductPath(view, productsBySku.get(view.storeCode)?.get(product.sku) ?? product),
      ),
    ),
  ]
  return [...new Set(paths)]
    .slice(0, SITEMAP_MAX_URLS)
    .map((path) => ({ loc: toAbsoluteUrl(origin, path) }))
}

/** XML text escaping for element content. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

export function buildSitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `  <url><loc>${escapeXml(entry.loc)}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: every page may be crawled, the API (also under store prefixes) not; the sitemap. */
export function buildRobotsTxt(origin: string, views: readonly StoreView[] = storeViews): string {
  const apiPaths = listEnabledStoreViews(views).map((view) => `${view.url}/api/`)
  return [
    'User-agent: *',
    ...apiPaths.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${toAbsoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n')
}
