// spec 001 §2: the maintenance page in the maintenance layout (minimal header only). The gate
// that sends shoppers here (spec 001 §4) comes with the maintenance feature.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { MaintenancePage } from '~/components/errors/maintenance-page'
import type { RouteHandle } from '~/lib/route-handle'
import { buildTitle, translatorForPath } from '~/lib/route-meta'
import { assertKnownStoreSegment } from '~/lib/store-path'

export const handle: RouteHandle = { layout: 'maintenance' }

export const meta: MetaFunction = ({ location }) => [
  { title: buildTitle(translatorForPath(location.pathname)('maintenance.title')) },
  { name: 'robots', content: 'noindex' },
]

export function loader({ params }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  return null
}

export default function MaintenanceRoute() {
  return <MaintenancePage />
}
