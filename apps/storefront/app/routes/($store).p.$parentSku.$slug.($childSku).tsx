// spec 000 §2: the product page `/p/{parentSku}/{slug}` for every product type, and
// `/p/{parentSku}/{slug}/{childSku}` with a configurable product's chosen child in the path (one
// route, optional last segment: D98); the child may also come from the `childSku` query. A hidden
// child answers 301 to its parent. Its action takes the forms posted without JavaScript: add to
// cart (D235) and a review (D231).
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { respondProductPage } from '~/.server/product-page.server'
import { addToCartAction } from '~/.server/add-to-cart-action.server'
import { readPageForm } from '~/.server/read-page-form.server'
import { reviewAction } from '~/.server/review-action.server'
import { ProductPage } from '~/components/product/product-page'
import type { ProductPageData } from '~/lib/catalog/product-page-data'
import { useViewItemEvent } from '~/lib/data-layer/product-view-event'
import { ADD_TO_CART_INTENT } from '~/lib/cart/product-form'
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

// Forms posted without JavaScript; with it, the browser's cart adds and the review modal posts to
// the BFF through the proxy.
export async function action({ params, request, context }: ActionFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const form = await readPageForm(request)
  if (form.get('intent') === ADD_TO_CART_INTENT) {
    return addToCartAction(request, context, params, form)
  }
  return reviewAction(request, context, form)
}

export default function ProductRoute() {
  const page = useJsonPayload(useLoaderData<typeof loader>().page)
  // Another product path (another product, or a child sku in the path) starts the page and its
  // view_item event afresh, as when the child path was a route of its own (D98). The query's
  // `?childSku=` leaves the path as it is.
  return <ProductView key={useLocation().pathname} page={page} />
}

function ProductView({ page }: { page: ProductPageData }) {
  useViewItemEvent(page)
  return <ProductPage data={page} />
}
