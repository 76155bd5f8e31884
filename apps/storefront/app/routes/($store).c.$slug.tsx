// spec 000 §2: the category page `/c/{slug}` (and `/nl/c/...`, `/de/c/...`). Filters and sort come
// from the query; the category is found by its slug, a missing one is the not-found page.
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import {
  findCategoryBySlug,
  loadCategoryCrumbs,
  loadCategoryListing,
} from '~/.server/category-page.server'
import { CategoryPage } from '~/components/category-page'
import type { CategoryPageData } from '~/lib/catalog/category-page-data'
import { parseListingState } from '~/lib/catalog/listing-state'
import type { RouteHandle } from '~/lib/route-handle'
import { buildTitle } from '~/lib/route-meta'
import { assertKnownStoreSegment } from '~/lib/store-path'

export const handle: RouteHandle = { layout: 'default' }

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: buildTitle(page?.category.name) },
]

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const category = params.slug ? await findCategoryBySlug(context.bff, params.slug) : undefined
  if (!category) throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
  const state = parseListingState(new URL(request.url).searchParams)
  const [breadcrumbs, listing] = await Promise.all([
    loadCategoryCrumbs(context.bff, context.storeView, category.parent_ids ?? []).catch(() => []),
    // spec 000 §4: a list that fails shows a warning instead of failing the page.
    loadCategoryListing(context.bff, context.storeView, category.id, state).catch(() => null),
  ])
  const page: CategoryPageData = {
    category: {
      id: category.id,
      name: category.name,
      slug: category.slug ?? params.slug ?? '',
      description: category.description ?? null,
    },
    breadcrumbs,
    listing,
    state,
  }
  return data(page)
}

export default function CategoryRoute() {
  return <CategoryPage data={useLoaderData<typeof loader>()} />
}
