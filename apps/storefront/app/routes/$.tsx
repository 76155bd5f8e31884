// spec 000 §2, 001 §2: any other path is the not-found page in the minimal layout, with HTTP 404.
// Thrown so the shared error boundary renders it, the same way as every other 404.
import { NotFoundPage } from '~/components/error-page'
import type { RouteHandle } from '~/lib/route-handle'

export const handle: RouteHandle = { layout: 'minimal' }

function throwNotFound(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
}

export function loader() {
  throwNotFound()
}

export function action() {
  throwNotFound()
}

// The loader always throws; the component keeps the route a page should that ever change.
export default function NotFoundRoute() {
  return <NotFoundPage />
}
