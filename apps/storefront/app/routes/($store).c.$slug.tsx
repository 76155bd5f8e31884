// spec 000 §2: the category page `/c/{slug}` (and `/nl/c/...`, `/de/c/...`). Filters and sort come
// from the query; the category is found by its slug, a missing one is the not-found page.
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { respondCategoryPage } from '~/.server/category-page.server'
import { CategoryPage } from '~/components/catalogue/category-page'
import type { RouteHandle } from '~/lib/route-handle'
import { buildCategoryMeta } from '~/lib/seo/route-seo'
import { assertKnownStoreSegment } from '~/lib/store-path'

export const handle: RouteHandle = { layout: 'default' }

export const meta: MetaFunction<typeof loader> = (args) => buildCategoryMeta(args)

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  return data(await respondCategoryPage(context, params.slug, new URL(request.url)))
}

export default function CategoryRoute() {
  return <CategoryPage data={useLoaderData<typeof loader>()} />
}
