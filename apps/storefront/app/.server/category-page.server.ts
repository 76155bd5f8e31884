// The category page's data (spec 000 §2, §4 "Catalogue list"): the category by its slug, its
// breadcrumbs, and the first page of its products with the filters and sort of the query.
import type { BffClient } from '@vitrine/contracts/bff-client'
import { queryCatalog } from '@vitrine/contracts/catalog-client'
import { CategorySchema, type Category } from '@vitrine/contracts/catalog/category'
import type { StoreView } from '@vitrine/contracts/store-views'
import type { CategoryListing, CategoryPageData, Crumb } from '~/lib/catalog/category-page-data'
import { buildFilterGroups } from '~/lib/catalog/filter-groups'
import {
  buildCategoryQuery,
  canonicalizeListingQuery,
  CATEGORY_PAGE_SIZE,
  parseListingState,
  readListingPages,
  type ListingState,
} from '~/lib/catalog/listing-state'
import { loadProductCards } from '~/lib/catalog/load-product-cards'
import { buildCategoryPath } from '~/lib/catalog/product-path'
import { defaultStoreView } from '@vitrine/contracts/store-views'
import {
  findLocalCategoryPath,
  listCategoryAlternatePaths,
  type StoreClients,
} from './store-alternates.server'
import { isCatalogValue } from './catalog-path-values.server'

/** Magento's root categories (level 0 and 1) are not shown in breadcrumbs. */
const FIRST_SHOWN_LEVEL = 2

function readCategories(items: readonly unknown[]): Category[] {
  return items.flatMap((item) => {
    const parsed = CategorySchema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

export async function findCategoryBySlug(
  bff: BffClient,
  slug: string,
): Promise<Category | undefined> {
  const answer = await queryCatalog(bff, {
    type: 'category',
    query: { filters: [{ field: 'slug', op: 'eq', value: slug }] },
    size: 1,
  })
  return readCategories(answer.items).find((category) => category.is_active !== false)
}

/** Home › ancestors › the current page (without a link). */
export async function loadCategoryCrumbs(
  bff: BffClient,
  storeView: StoreView,
  parentIds: readonly number[],
): Promise<Crumb[]> {
  if (parentIds.length === 0) return []
  const answer = await queryCatalog(bff, {
    type: 'category',
    query: { filters: [{ field: 'id', op: 'in', values: [...parentIds] }] },
    size: parentIds.length,
  })
  return readCategories(answer.items)
    .filter((category) => (category.level ?? 0) >= FIRST_SHOWN_LEVEL && category.slug)
    .sort((a, b) => (a.level ?? 0) - (b.level ?? 0))
    .map((category) => ({
      name: category.name,
      link: buildCategoryPath(storeView, category.slug ?? ''),
    }))
}

export async function loadCategoryListing(
  bff: BffClient,
  storeView: StoreView,
  categoryId: number,
  state: ListingState,
  pages = 1,
): Promise<CategoryListing> {
  const answer = await queryCatalog(
    bff,
    buildCategoryQuery(categoryId, state, 0, pages * CATEGORY_PAGE_SIZE),
  )
  return {
    cards: await loadProductCards(bff, storeView, answer),
    total: answer.total,
    start: answer.start,
    perPage: answer.perPage,
    filters: buildFilterGroups(answer, state),
  }
}

/**
 * The loader of the category page, by `/c/{slug}` or by its `/{url_path}` (URL dispatcher): the
 * page's data, or the not-found page for a missing or inactive category.
 */
export async function respondCategoryPage(
  context: StoreClients,
  slug: string | undefined,
  url: URL,
): Promise<CategoryPageData> {
  const category =
    slug && isCatalogValue(slug) ? await findCategoryBySlug(context.bff, slug) : undefined
  if (!category) {
    // D83: the default catalogue's slug under /nl or /de moves to the store view's own page
    const local =
      slug && isCatalogValue(slug)
        ? await findLocalCategoryPath(context, defaultStoreView, slug)
        : undefined
    if (local)
      throw new Response(null, { status: 301, headers: { location: `${local}${url.search}` } })
    throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
  }
  // A no-JavaScript filter form's query moves to the one the enhanced page writes (D234).
  const canonical = canonicalizeListingQuery(url.searchParams)
  if (canonical !== undefined) {
    throw new Response(null, {
      status: 302,
      headers: { location: `${url.pathname}${canonical ? `?${canonical}` : ''}` },
    })
  }
  const state = parseListingState(url.searchParams)
  const [breadcrumbs, listing, alternatePaths] = await Promise.all([
    loadCategoryCrumbs(context.bff, context.storeView, category.parent_ids ?? []).catch(() => []),
    // spec 000 §4: a list that fails shows a warning instead of failing the page.
    loadCategoryListing(
      context.bff,
      context.storeView,
      category.id,
      state,
      readListingPages(url.searchParams),
    ).catch(() => null),
    listCategoryAlternatePaths(context, category, url.pathname),
  ])
  return {
    category: {
      id: category.id,
      name: category.name,
      slug: category.slug ?? slug ?? '',
      description: category.description ?? null,
      metaTitle: category.meta_title ?? null,
      metaDescription: category.meta_description ?? null,
    },
    breadcrumbs,
    listing,
    state,
    alternatePaths,
  }
}
