// The search results page (D233): `/search?q=`, what the header's search control opens without
// JavaScript (with it, the control opens the search panel, spec 001 §2).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadSearchPage } from '~/.server/search-page.server'
import { SearchPage } from '~/components/catalogue/search-page'
import type { RouteHandle } from '~/lib/route-handle'
import { buildTitle, translatorForPath } from '~/lib/route-meta'
import { assertKnownStoreSegment } from '~/lib/store-path'

export const handle: RouteHandle = { layout: 'default' }

// Results pages are for shoppers, not for search engines.
export const meta: MetaFunction = ({ location }) => [
  { title: buildTitle(translatorForPath(location.pathname)('search.results')) },
  { name: 'robots', content: 'noindex, follow' },
]

export function loader({ params, request, context }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  return loadSearchPage(context, new URL(request.url))
}

export default function SearchRoute() {
  return <SearchPage data={useLoaderData<typeof loader>()} />
}
