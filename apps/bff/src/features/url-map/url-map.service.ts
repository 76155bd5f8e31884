// URL resolution on the server (spec 000 §2 "URL resolution", §7; vsf-api-contract §1.2): a shop path
// with its query → the product, category or CMS page it shows, or the redirect its rewrite entry
// stores. Order: a rewrite entry of the store view (or of all stores, id 0) for the path; then a
// product by url_path, a category by url_path (leading slash removed), a CMS page by identifier.
// Answers, misses included, are cached per store view and tagged by the entities they read.
// Each store view resolves its own url keys in its own catalogue (D81); a path of the default
// store view's catalogue (an English url key under /nl) redirects 301 to the same product or
// category's path in the store view (D83).
import type { StoreCode, StoreView } from '@vitrine/contracts/store-views'
import { defaultStoreView, resolveStoreFromPath } from '@vitrine/contracts/store-views'
import {
  URL_NOT_MAPPED_MESSAGE,
  type UrlMapRequest,
  type UrlMapResult,
} from '@vitrine/contracts/url-map'
import type { CachePort, JsonValue } from '../../adapters/cache/cache.port.js'
import {
  compilePathPatterns,
  projectDocumentSource,
} from '../../adapters/search/search-source.port.js'
import type {
  SearchDocument,
  SearchEntity,
  SearchFilter,
  SearchPort,
} from '../../adapters/search/search.port.js'
import { NotFoundError } from '../../errors.js'
import { keyCatalogAnswer, tagCatalogEntity } from '../catalog/catalog-cache.js'
import { stripIndexFields } from '../catalog/catalog-index-fields.js'
import type { CatalogReferenceCache } from '../catalog/catalog-reference.js'
import {
  compileProductProjection,
  createPricingContext,
  presentProduct,
} from '../catalog/catalog.service.js'

export interface UrlMapDeps {
  search: SearchPort
  cache: CachePort
  reference: CatalogReferenceCache
  now?: () => Date
  /** STORE_TIME_ZONE: catalogue dates are the shop's wall-clock times (D90). */
  timeZone: string
}

const URL_MAP_ENTITIES = [
  'url_rewrite',
  'product',
  'category',
  'cms_page',
  'taxrule',
  'attribute',
] as const
// Magento's rewrite entity types → the answer types of spec 000 §2
const REWRITE_TARGETS: Record<string, { entity: SearchEntity; type: UrlMapResult['type'] }> = {
  product: { entity: 'product', type: 'product' },
  category: { entity: 'category', type: 'category' },
  'cms-page': { entity: 'cms_page', type: 'cms_page' },
}

type Found = { type: 'product' | 'category' | 'cms_page'; item: SearchDocument }
type Resolution = Found | { type: 'redirect'; redirect: { target: string; status: 301 | 302 } }

/**
 * The path a URL names, without query, fragment, surrounding slashes and a store prefix; and the
 * store view the prefix names (the caller's otherwise).
 */
export function normalizeMapPath(
  url: string,
  callerStore: StoreView,
): { path: string; storeView: StoreView } {
  const pathOnly = url.split(/[?#]/, 1)[0] ?? ''
  let decoded = pathOnly
  try {
    decoded = decodeURIComponent(pathOnly)
  } catch {
    // a malformed escape is looked up as written
  }
  const absolute = `/${decoded.replace(/^\/+/, '')}`
  const { storeView, path } = resolveStoreFromPath(absolute)
  const prefixed = storeView.url !== '' && absolute !== path
  return {
    path: path.replace(/^\/+|\/+$/g, ''),
    storeView: prefixed ? storeView : callerStore,
  }
}

async function findOne(
  search: SearchPort,
  store: StoreCode,
  entity: SearchEntity,
  filters: SearchFilter[],
): Promise<SearchDocument | undefined> {
  const result = await search.search({
    store,
    entity,
    filters,
    facetFilters: [],
    aggregations: [],
    sort: [],
    from: 0,
    size: 1,
  })
  return result.hits[0]
}

async function findRewrite(search: SearchPort, path: string, storeView: StoreView) {
  const { storeId } = storeView
  const result = await search.search({
    store: storeView.storeCode,
    entity: 'url_rewrite',
    filters: [
      { field: 'request_path', op: 'eq', value: path },
      { field: 'store_id', op: 'in', values: [storeId, 0] },
    ],
    facetFilters: [],
    aggregations: [],
    sort: [],
    from: 0,
    size: 2,
  })
  // the store view's own entry wins over one for all stores
  return result.hits.find((hit) => hit.store_id === storeId) ?? result.hits[0]
}

function composeRedirectTarget(targetPath: string, storeView: StoreView): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(targetPath)) return targetPath
  return `${storeView.url}/${targetPath.replace(/^\/+/, '')}`
}

async function resolvePath(
  search: SearchPort,
  path: string,
  storeView: StoreView,
): Promise<Resolution | undefined> {
  const own = await resolveInStore(search, path, storeView)
  if (own || storeView.storeCode === defaultStoreView.storeCode) return own
  return redirectFromDefaultStore(search, path, storeView)
}

/** D83: a product or category path of the default catalogue → its path in the store view. */
async function redirectFromDefaultStore(
  search: SearchPort,
  path: string,
  storeView: StoreView,
): Promise<Resolution | undefined> {
  const found = await resolveInStore(search, path, defaultStoreView)
  if (!found || (found.type !== 'product' && found.type !== 'category')) return undefined
  const id = found.item.id
  if (typeof id !== 'number' && typeof id !== 'string') return undefined
  const local = await findOne(search, storeView.storeCode, found.type, [
    { field: 'id', op: 'eq', value: id },
  ])
  if (typeof local?.url_path !== 'string' || local.url_path === path) return undefined
  return {
    type: 'redirect',
    redirect: { target: composeRedirectTarget(local.url_path, storeView), status: 301 },
  }
}

async function resolveInStore(
  search: SearchPort,
  path: string,
  storeView: StoreView,
): Promise<Resolution | undefined> {
  const store = storeView.storeCode
  const rewrite = await findRewrite(search, path, storeView)
  if (rewrite) {
    const status = rewrite.redirect_type
    if ((status === 301 || status === 302) && typeof rewrite.target_path === 'string') {
      return {
        type: 'redirect',
        redirect: { target: composeRedirectTarget(rewrite.target_path, storeView), status },
      }
    }
    const target = REWRITE_TARGETS[String(rewrite.entity_type)]
    if (target && typeof rewrite.item_id === 'number') {
      const item = await findOne(search, store, target.entity, [
        { field: 'id', op: 'eq', value: rewrite.item_id },
      ])
      if (item) return { type: target.type as Found['type'], item }
    }
  }
  const product = await findOne(search, store, 'product', [
    { field: 'url_path', op: 'eq', value: path },
  ])
  if (product) return { type: 'product', item: product }
  const category = await findOne(search, store, 'category', [
    { field: 'url_path', op: 'eq', value: path },
  ])
  if (category) return { type: 'category', item: category }
  const page = await findOne(search, store, 'cms_page', [
    { field: 'identifier', op: 'eq', value: path },
    { field: 'store_id', op: 'in', values: [0, storeView.storeId] },
  ])
  if (page) return { type: 'cms_page', item: page }
  return undefined
}

/** Resolves a URL for a caller, or throws a 404 envelope when nothing maps to it. */
export async function resolveUrl(
  deps: UrlMapDeps,
  request: UrlMapRequest,
  caller: { storeView: StoreView; customerGroupId: number | null },
): Promise<UrlMapResult> {
  const { path, storeView } = normalizeMapPath(request.url, caller.storeView)
  const projection = {
    ...(request.includeFields ? { includeFields: request.includeFields } : {}),
    ...(request.excludeFields ? { excludeFields: request.excludeFields } : {}),
  }
  const key = keyCatalogAnswer('url', {
    catalog: deps.reference.generation,
    path,
    store: storeView.storeCode,
    group: caller.customerGroupId,
    ...projection,
  })
  const cached = (await deps.cache.get(key)) as { found: UrlMapResult | null } | undefined
  const answer = cached ?? {
    found: await resolveAndPresent(deps, path, storeView, caller, projection),
  }
  if (!cached) {
    await deps.cache.set(key, answer as unknown as JsonValue, {
      tags: URL_MAP_ENTITIES.map(tagCatalogEntity),
    })
  }
  if (!answer.found) throw new NotFoundError(URL_NOT_MAPPED_MESSAGE)
  return answer.found
}

async function resolveAndPresent(
  deps: UrlMapDeps,
  path: string,
  storeView: StoreView,
  caller: { customerGroupId: number | null },
  projection: { includeFields?: readonly string[]; excludeFields?: readonly string[] },
): Promise<UrlMapResult | null> {
  if (path === '') return null
  const resolution = await resolvePath(deps.search, path, storeView)
  if (!resolution) return null
  if (resolution.type === 'redirect') return resolution
  if (resolution.type === 'product') {
    const reference = await deps.reference.get()
    const pricing = createPricingContext(
      reference,
      { storeView, customerGroupId: caller.customerGroupId },
      deps.now?.() ?? new Date(),
      deps.timeZone,
    )
    return {
      type: 'product',
      item: presentProduct(resolution.item, pricing, compileProductProjection(projection)),
    }
  }
  const item = stripIndexFields(resolution.item)
  return {
    type: resolution.type,
    item:
      projection.includeFields || projection.excludeFields
        ? projectDocumentSource(
            item,
            compilePathPatterns(projection.includeFields),
            compilePathPatterns(projection.excludeFields),
          )
        : item,
  }
}
