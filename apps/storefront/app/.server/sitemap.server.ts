// The catalogue behind `/sitemap.xml` (D52): active, addressable categories, active CMS
// pages and every visible enabled product, read from POST /api/catalog with only the fields a URL needs, products
// page by page. The finished XML is kept in memory for a few minutes per origin.
import type { BffClient } from '@vitrine/contracts/bff-client'
import { queryCatalog } from '@vitrine/contracts/catalog-client'
import { FlagSchema } from '@vitrine/contracts/catalog/catalog-fields'
import {
  defaultStoreView,
  listEnabledStoreViews,
  type StoreView,
} from '@vitrine/contracts/store-views'
import { z } from 'zod'
import {
  buildSitemapXml,
  listSitemapEntries,
  countSitemapProducts,
  type SitemapCatalogue,
} from '~/lib/seo/sitemap-xml'

/** How long a built sitemap is served from memory. */
export const SITEMAP_CACHE_MS = 5 * 60_000
/** Products per catalogue call while paging. */
export const SITEMAP_PRODUCT_PAGE_SIZE = 1000
/** spec 000 §9: category fetch size 4000. */
const CATEGORY_FETCH_SIZE = 4000
/** Magento's root categories (levels 0 and 1) have no page. */
const FIRST_PAGE_LEVEL = 2

const CategoryFieldsSchema = z.looseObject({
  slug: z.string().min(1).optional(),
  level: z.number().optional(),
  is_active: FlagSchema.optional(),
})

const ProductFieldsSchema = z.looseObject({
  sku: z.string().min(1),
  slug: z.string().optional(),
  url_key: z.string().optional(),
})

function readAll<T>(schema: z.ZodType<T>, items: readonly unknown[]): T[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

async function readCategorySlugs(bff: Pick<BffClient, 'call'>): Promise<string[]> {
  const answer = await queryCatalog(bff, {
    type: 'category',
    query: { filters: [] },
    includeFields: ['slug', 'level', 'is_active'],
    size: CATEGORY_FETCH_SIZE,
  })
  return readAll(CategoryFieldsSchema, answer.items).flatMap((category) =>
    category.slug && category.is_active !== false && (category.level ?? 0) >= FIRST_PAGE_LEVEL
      ? [category.slug]
      : [],
  )
}

const CmsPageFieldsSchema = z.looseObject({
  identifier: z.string().min(1),
  active: FlagSchema.optional(),
  store_id: z.union([z.number(), z.array(z.number())]).optional(),
})

/** spec 000 §9: at most 500 CMS pages. */
const CMS_PAGE_FETCH_SIZE = 500

async function readCmsPages(bff: Pick<BffClient, 'call'>): Promise<SitemapCatalogue['cmsPages']> {
  const answer = await queryCatalog(bff, {
    type: 'cms_page',
    query: { filters: [] },
    includeFields: ['identifier', 'active', 'store_id'],
    size: CMS_PAGE_FETCH_SIZE,
  })
  return readAll(CmsPageFieldsSchema, answer.items).flatMap((page) =>
    page.active === false
      ? []
      : [
          {
            identifier: page.identifier,
            storeIds: Array.isArray(page.store_id) ? page.store_id : [page.store_id ?? 0],
          },
        ],
  )
}

/** Visible (2, 3, 4: the `tile` use) and enabled (status 1) products, in id order, page by page. */
async function readProducts(
  bff: Pick<BffClient, 'call'>,
  limit: number,
): Promise<SitemapCatalogue['products']> {
  const products: z.infer<typeof ProductFieldsSchema>[] = []
  for (let from = 0; products.length < limit; from += SITEMAP_PRODUCT_PAGE_SIZE) {
    const answer = await queryCatalog(bff, {
      type: 'product',
      use: 'tile',
      query: { filters: [{ field: 'status', op: 'eq', value: 1 }] },
      includeFields: ['sku', 'slug', 'url_key'],
      sort: [{ field: 'id', order: 'asc' }],
      from,
      size: SITEMAP_PRODUCT_PAGE_SIZE,
    })
    products.push(...readAll(ProductFieldsSchema, answer.items))
    if (answer.items.length === 0 || from + SITEMAP_PRODUCT_PAGE_SIZE >= answer.total) break
  }
  return products.slice(0, limit)
}

/** The BFF client of a store view: each store view's catalogue has its own url keys (D84). */
export type SitemapBffs = (storeView: StoreView) => Pick<BffClient, 'call'>

export async function buildSitemap(bffFor: SitemapBffs, origin: string): Promise<string> {
  const bff = bffFor(defaultStoreView)
  const categorySlugs = await readCategorySlugs(bff)
  const cmsPages = await readCmsPages(bff)
  const limit = countSitemapProducts()
  const products = await readProducts(bff, limit)
  const stores: Record<string, NonNullable<SitemapCatalogue['stores']>[string]> = {}
  for (const view of listEnabledStoreViews()) {
    if (view.storeCode === defaultStoreView.storeCode) continue
    const storeBff = bffFor(view)
    if (storeBff === bff) continue
    stores[view.storeCode] = {
      categorySlugs: await readCategorySlugs(storeBff),
      products: await readProducts(storeBff, limit),
    }
  }
  return buildSitemapXml(listSitemapEntries(origin, { categorySlugs, cmsPages, products, stores }))
}

interface CachedSitemap {
  xml: Promise<string>
  expiresAt: number
}

/** Origins kept at once (the request's Host picks the origin when no public URL is set). */
const MAX_CACHED_ORIGINS = 4

/** One build at a time per origin; a failed build is not kept. */
export function createSitemapCache(
  build: (bffFor: SitemapBffs, origin: string) => Promise<string> = buildSitemap,
  now: () => number = Date.now,
) {
  const cached = new Map<string, CachedSitemap>()
  return (bff: SitemapBffs, origin: string): Promise<string> => {
    const hit = cached.get(origin)
    if (hit && hit.expiresAt > now()) return hit.xml
    const xml = build(bff, origin)
    if (!cached.has(origin) && cached.size >= MAX_CACHED_ORIGINS) {
      const oldest = cached.keys().next().value
      if (oldest !== undefined) cached.delete(oldest)
    }
    cached.set(origin, { xml, expiresAt: now() + SITEMAP_CACHE_MS })
    xml.catch(() => cached.delete(origin))
    return xml
  }
}

export const readSitemap = createSitemapCache()
