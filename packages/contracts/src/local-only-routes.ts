// The routes that exist only for trying the shop on one's own machine (D216): the embedded
// mailer's outbox and the local test payment gateway's page. One list for both apps: the BFF
// serves them only to a loopback caller (and the outbox only when LOCAL_DEV_ROUTES allows it);
// the storefront's proxy never forwards the outbox, and forwards the test gateway's page only for a
// shopper on the storefront's own machine.

export interface LocalOnlyRoute {
  /** The path prefix under the BFF's `/api` (also under a store prefix such as `/nl/api`). */
  prefix: string
  /** What the route is, for the docs and the start log. */
  purpose: string
  /** Whether the storefront's proxy may forward it to a loopback shopper. */
  throughStorefront: 'never' | 'loopback-shopper'
}

export const LOCAL_ONLY_ROUTES: readonly LocalOnlyRoute[] = [
  { prefix: '/api/dev/', purpose: 'the mail outbox', throughStorefront: 'never' },
  {
    prefix: '/api/ext/mollie/test-gateway/',
    purpose: 'the local test payment gateway',
    throughStorefront: 'loopback-shopper',
  },
]

/** The path with an optional store prefix (`/nl`, `/de`, any two-letter code) taken off. */
function withoutStorePrefix(path: string): string {
  return path.replace(/^\/[a-z]{2}(?=\/api\/)/, '')
}

/** The local-only route a request path belongs to, or undefined. Query strings are ignored. */
export function findLocalOnlyRoute(url: string): LocalOnlyRoute | undefined {
  const path = withoutStorePrefix((url.split('?')[0] ?? '').toLowerCase())
  const withSlash = path.endsWith('/') ? path : `${path}/`
  return LOCAL_ONLY_ROUTES.find((route) => withSlash.startsWith(route.prefix))
}

/** Whether an address is the machine's own (IPv4 127/8, IPv6 ::1, IPv4-mapped 127/8). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain)
}
