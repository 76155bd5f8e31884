// spec 000 §2: the product page `/p/{parentSku}/{slug}/{childSku}` for configurable products, the
// chosen child in the path. Same page as `/p/{parentSku}/{slug}` (not nested under it: `$slug_`).
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { respondProductPage } from '~/.server/product-page.server'
import { ProductPage } from '~/components/product-page'
import { useViewItemEvent } from '~/lib/data-layer/product-view-event'
import { useJsonPayload } from '~/lib/json-payload'
import { shouldRevalidateProduct } from '~/lib/product-route'
import type { RouteHandle } from '~/lib/route-handle'
import { buildTitle } from '~/lib/route-meta'
import { assertKnownStoreSegment } from '~/lib/store-path'

export const handle: RouteHandle = { layout: 'default' }

// The SEO tags come ready-made with the loader data (product-page.server.ts).
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.seo ?? [{ title: buildTitle() }]

export const shouldRevalidate = shouldRevalidateProduct

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  return data(await respondProductPage(context, params, new URL(request.url)))
}

export default function ProductChildRoute() {
  const page = useJsonPayload(useLoaderData<typeof loader>().page)
  useViewItemEvent(page)
  return <ProductPage key={page.product.sku} data={page} />
}
