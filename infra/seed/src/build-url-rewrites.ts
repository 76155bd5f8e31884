// URL rewrites (spec 000 §3 "Rewrite entries"; Magento url_rewrite) for each store view (spec 000
// §1: ids 1, 3, 4): a plain rewrite (redirect_type 0) from every category and visible product
// url_path and every CMS page identifier to its Magento target, permanent 301 redirects from old
// product and category paths, and temporary 302 campaign redirects.
import type { CmsPageDocument } from '@vitrine/contracts/catalog/cms'
import type { CategoryDocument } from '@vitrine/contracts/catalog/category'
import type { ProductDocument } from '@vitrine/contracts/catalog/product'
import type { UrlRewriteDocument } from '@vitrine/contracts/catalog/url-rewrite'
import type { Random } from './random.js'

interface Entry {
  request_path: string
  target_path: string
  redirect_type: 0 | 301 | 302
  item_id: UrlRewriteDocument['item_id']
  entity_type: UrlRewriteDocument['entity_type']
}

// campaign paths that point somewhere else for a while
const campaigns: readonly [string, string][] = [
  ['summer-sale', 'sale'],
  ['gift-ideas', 'gifts'],
  ['beach-edit', 'women/swimwear'],
]

// paths of an older category structure, moved for good
const movedCategories: readonly [string, string][] = [
  ['ladies', 'women'],
  ['gents', 'men'],
  ['ladies/dresses', 'women/clothing/dresses'],
  ['accessories/hats', 'women/hats-caps/hats'],
]

/** One store view's catalogue as its rewrites need it. */
export interface StoreRewriteSource {
  storeId: number
  products: readonly ProductDocument[]
  categories: readonly CategoryDocument[]
}

/**
 * The rewrites of every store view, each with that store view's own paths (D80). `stores` lists
 * the default store view first; its product order decides which products were "renamed".
 */
export function buildUrlRewrites(
  random: Random,
  stores: readonly StoreRewriteSource[],
  cmsPages: readonly CmsPageDocument[],
): UrlRewriteDocument[][] {
  const renamed = new Set<number>()
  for (const product of stores[0]?.products ?? []) {
    // some products were renamed: their old address moves permanently to the new one
    if (product.url_path && random.chance(0.05)) renamed.add(Number(product.id))
  }
  const defaultCategoryIds = new Map(
    (stores[0]?.categories ?? []).map((category) => [category.url_path, category.id]),
  )
  let id = 0
  return stores.map((store) =>
    listStoreEntries(store, defaultCategoryIds, renamed, cmsPages).map((entry) => ({
      id: ++id,
      ...entry,
      store_id: store.storeId,
    })),
  )
}

function listStoreEntries(
  { products, categories }: StoreRewriteSource,
  defaultCategoryIds: ReadonlyMap<string | undefined, CategoryDocument['id']>,
  renamed: ReadonlySet<number>,
  cmsPages: readonly CmsPageDocument[],
): Entry[] {
  const entries: Entry[] = []
  for (const category of categories) {
    if (!category.url_path) continue
    entries.push({
      request_path: category.url_path,
      target_path: `catalog/category/view/id/${category.id}`,
      redirect_type: 0,
      item_id: category.id,
      entity_type: 'category',
    })
  }
  // targets are named by their default (English) path; each store view points at its own path
  const pathOfDefault = (englishPath: string): string | undefined =>
    categories.find((category) => category.id === defaultCategoryIds.get(englishPath))?.url_path
  for (const [from, to] of movedCategories) {
    entries.push({
      request_path: from,
      target_path: pathOfDefault(to) ?? to,
      redirect_type: 301,
      item_id: defaultCategoryIds.get(to) ?? null,
      entity_type: 'category',
    })
  }
  for (const product of products) {
    if (!product.url_path) continue
    entries.push({
      request_path: product.url_path,
      target_path: `catalog/product/view/id/${product.id}`,
      redirect_type: 0,
      item_id: product.id,
      entity_type: 'product',
    })
    if (renamed.has(Number(product.id))) {
      entries.push({
        request_path: `${product.url_key}-old-${product.id}.html`,
        target_path: product.url_path,
        redirect_type: 301,
        item_id: product.id,
        entity_type: 'product',
      })
    }
  }
  for (const page of cmsPages) {
    entries.push({
      request_path: page.identifier,
      target_path: `cms/page/view/page_id/${page.id}`,
      redirect_type: 0,
      item_id: page.id,
      entity_type: 'cms-page',
    })
  }
  for (const [from, to] of campaigns) {
    entries.push({
      request_path: from,
      target_path: pathOfDefault(to) ?? to,
      redirect_type: 302,
      item_id: null,
      entity_type: 'custom',
    })
  }
  return entries
}
