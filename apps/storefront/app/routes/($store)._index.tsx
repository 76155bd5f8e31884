import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { HomePage } from '~/components/home-page'
import type { RouteHandle } from '~/lib/route-handle'
import { buildTitle } from '~/lib/route-meta'
import { assertKnownStoreSegment } from '~/lib/store-path'

export const handle: RouteHandle = { layout: 'default', isHome: true }

export const meta: MetaFunction = () => [{ title: buildTitle() }]

export function loader({ params }: LoaderFunctionArgs) {
  // `/hats` lands here with store = 'hats': not a store, so not a page.
  assertKnownStoreSegment(params.store)
  return null
}

export default function HomeRoute() {
  return <HomePage />
}
