// spec 000 §2, 001 §2: the error page, minimal layout. It answers HTTP 500 so the status agrees
// with the page ('Internal Server Error 500') and crawlers do not index it.
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { ServerErrorPage } from '~/components/errors/error-page'
import type { RouteHandle } from '~/lib/route-handle'
import { buildTitle, translatorForPath } from '~/lib/route-meta'
import { assertKnownStoreSegment } from '~/lib/store-path'

export const handle: RouteHandle = { layout: 'minimal' }

export const meta: MetaFunction = ({ location }) => [
  { title: buildTitle(translatorForPath(location.pathname)('error.title')) },
  { name: 'robots', content: 'noindex' },
]

export function loader({ params }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  return data(null, { status: 500 })
}

export default function ErrorRoute() {
  return <ServerErrorPage />
}
