// The URL dispatcher and not-found page (spec 000 §2 "URL resolution", 001 §2). Real routes match
// first (step 1); any other path is looked up in the URL map: a category url_path renders the
// category page in place (default layout), a CMS page identifier its CMS page, a product url_path leads to the product's route, a
// rewrite redirects with its 301/302, and anything else is the not-found page (minimal layout,
// through the shared error boundary, HTTP 404). In the browser the lookup goes through the memory
// and localStorage cache first; without JavaScript the server does it all. Single-segment paths
// (`/women`) land on the home route's optional store segment, which dispatches the same way.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react'
import { respondDispatchedPage } from '~/.server/url-dispatch.server'
import { CategoryPage } from '~/components/catalogue/category-page'
import { CmsPage } from '~/components/content/cms-page'
import { dispatchInBrowser } from '~/lib/navigation/dispatch-in-browser'
import type { RouteHandle } from '~/lib/route-handle'
import { buildDispatchedMeta } from '~/lib/seo/route-seo'

// spec 000 §2: URL-dispatcher routes always use the default layout (the not-found page is the
// error boundary's, in the minimal layout).
export const handle: RouteHandle = { layout: 'default' }

export const meta: MetaFunction<typeof loader> = (args) => buildDispatchedMeta(args)

export function loader({ request, context }: LoaderFunctionArgs) {
  return respondDispatchedPage(request, context)
}

export function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  return dispatchInBrowser(request, () => serverLoader<typeof loader>())
}

export function action() {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
}

export default function DispatchedRoute() {
  const data = useLoaderData<typeof loader>()
  return data.kind === 'cms' ? <CmsPage data={data.page} /> : <CategoryPage data={data.page} />
}
