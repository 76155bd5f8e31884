// A product's or category's own address in every enabled store view (D84): each store view has
// its own catalogue with its own url keys (`/p/CAP-0001/gewassen-dad-cap-12` under /nl,
// `/p/CAP-0001/gewaschene-dad-cap-12` under /de). The importer writes them into the documents
// (`store_slugs`, `store_url_paths`, D180), so a page reads its alternates from the document it
// loaded; only a store view the document does not name is asked for the same sku or category id.
// A store view that cannot answer gets the current page's path under its prefix (the sku or slug
// still finds the page there).
import type { BffClient } from '@vitrine/contracts/bff-client'
import { queryCatalog } from '@vitrine/contracts/catalog-client'
import {
  listEnabledStoreViews,
  resolveStoreFromPath,
  type StoreView,
} from '@vitrine/contracts/store-views'
import { buildCategoryPath, buildProductPath } from '~/lib/catalog/product-path'
import { buildStorePath } from '~/lib/store-path'

export type AlternatePaths = Record<string, string>

export interface StoreClients {
  storeView: StoreView
  bff: BffClient
  bffForStore?: (storeView: StoreView) => BffClient
}

async function readFirst(
  bff: BffClient,
  type: 'product' | 'category',
  field: string,
  value: string | number,
): Promise<Record<string, unknown> | undefined> {
  const answer = await queryCatalog(bff, {
    type,
    ...(type === 'product' ? { use: 'single' as const } : {}),
    query: { filters: [{ field, op: 'eq', value }] },
    includeFields: ['sku', 'slug', 'url_key', 'url_path', 'id'],
    size: 1,
  })
  const [first] = answer.items
  return first && typeof first === 'object' ? first : undefined
}

/** A document's per-store-view strings (`store_slugs`, `store_url_paths`), by store code. */
export function readStoreStrings(value: unknown): Partial<Record<string, string>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
}

async function listPaths(
  context: StoreClients,
  ownPath: string,
  known: (view: StoreView) => string | undefined,
  pathIn: (view: StoreView, bff: BffClient) => Promise<string | undefined>,
): Promise<AlternatePaths> {
  const { path } = resolveStoreFromPath(ownPath)
  const entries = await Promise.all(
    listEnabledStoreViews().map(async (view) => {
      const fallback = buildStorePath(view, path)
      if (view.storeCode === context.storeView.storeCode) return [view.storeCode, ownPath]
      const named = known(view)
      if (named !== undefined) return [view.storeCode, named]
      if (!context.bffForStore) return [view.storeCode, fallback]
      const found = await pathIn(view, context.bffForStore(view)).catch(() => undefined)
      return [view.storeCode, found ?? fallback]
    }),
  )
  return Object.fromEntries(entries) as AlternatePaths
}

/** The product page's path in every enabled store view. */
export function listProductAlternatePaths(
  context: StoreClients,
  product: {
    sku: string
    slug?: string | undefined
    url_key?: string | undefined
    store_slugs?: unknown
  },
): Promise<AlternatePaths> {
  const slugs = readStoreStrings(product.store_slugs)
  const known = (view: StoreView) => {
    const slug = slugs[view.storeCode]
    return slug === undefined ? undefined : buildProductPath(view, { sku: product.sku, slug })
  }
  return listPaths(
    context,
    buildProductPath(context.storeView, product),
    known,
    async (view, bff) => {
      const found = await readFirst(bff, 'product', 'sku', product.sku)
      return found
        ? buildProductPath(view, {
            sku: product.sku,
            slug: typeof found.slug === 'string' ? found.slug : undefined,
            url_key: typeof found.url_key === 'string' ? found.url_key : undefined,
          })
        : undefined
    },
  )
}

/**
 * The category page's path in every enabled store view: `/c/{slug}`, or `/{url_path}` when the
 * page was reached by its url_path (URL dispatcher).
 */
export function listCategoryAlternatePaths(
  context: StoreClients,
  category: { id: number; store_slugs?: unknown; store_url_paths?: unknown },
  ownPath: string,
): Promise<AlternatePaths> {
  const bySlug = resolveStoreFromPath(ownPath).path.startsWith('/c/')
  const slugs = readStoreStrings(category.store_slugs)
  const urlPaths = readStoreStrings(category.store_url_paths)
  const known = (view: StoreView) => {
    const slug = slugs[view.storeCode]
    const urlPath = urlPaths[view.storeCode]
    if (bySlug) return slug === undefined ? undefined : buildCategoryPath(view, slug)
    return urlPath === undefined ? undefined : buildStorePath(view, `/${urlPath}`)
  }
  return listPaths(context, ownPath, known, async (view, bff) => {
    const found = await readFirst(bff, 'category', 'id', category.id)
    if (bySlug)
      return typeof found?.slug === 'string' ? buildCategoryPath(view, found.slug) : undefined
    return typeof found?.url_path === 'string'
      ? buildStorePath(view, `/${found.url_path}`)
      : undefined
  })
}

/**
 * D83: a category slug of the default catalogue under /nl or /de (an English link) → the same
 * category's page in the store view, or undefined.
 */
export async function findLocalCategoryPath(
  context: StoreClients,
  defaultStoreView: StoreView,
  slug: string,
): Promise<string | undefined> {
  if (!context.bffForStore || context.storeView.storeCode === defaultStoreView.storeCode) return
  const english = await readFirst(context.bffForStore(defaultStoreView), 'category', 'slug', slug)
  if (typeof english?.id !== 'number') return undefined
  const local = await readFirst(context.bff, 'category', 'id', english.id)
  return typeof local?.slug === 'string' && local.slug !== slug
    ? buildCategoryPath(context.storeView, local.slug)
    : undefined
}
