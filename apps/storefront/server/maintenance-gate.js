// @ts-check
// The maintenance gate of spec 001 §4 (D186), in front of the page cache: while maintenance is on,
// every page but /maintenance and /error (in any store view) redirects to the store view's
// /maintenance, remembering the original path in `?from=`, unless the visitor's address is on
// the allow-list (three addresses, spec 001 §9). The address is the socket's, or the entry
// the configured number of trusted proxies put in X-Forwarded-For; no third-party IP service.
// While maintenance is off, /maintenance goes back to the remembered path (or the store's home).
// `GET /check-maintenance` answers `{"enabled": …}` for clients that check before navigating.
// Remix data requests (`?_data=`) get Remix's redirect answer so client navigations follow too.
// Remix's route manifest (`/__manifest`) is the app's code map, not a page: it always passes, so
// the maintenance page's own links keep working. Each storefront worker reads the flag file at most
// once a second, so the workers agree within a second of the file appearing or going.
import { stat } from 'node:fs/promises'

const EXEMPT = /^\/((nl|de)\/)?(maintenance|error)\/?$/
const MAINTENANCE = /^\/((nl|de)\/)?maintenance\/?$/
const ROUTE_MANIFEST = '/__manifest'

/**
 * The visitor's address: the socket's, or with `hops` trusted proxies the entry the nearest
 * untrusted client is named by in X-Forwarded-For.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} hops
 */
export function readClientAddress(req, hops) {
  const socket = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
  if (hops === 0) return socket
  const header = req.headers['x-forwarded-for']
  const chain = String(Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return (chain[chain.length - hops] ?? chain[0] ?? socket).replace(/^::ffff:/, '')
}

/** @param {string} path */
function storePrefixOf(path) {
  const match = /^\/(nl|de)(\/|$)/.exec(path)
  return match ? `/${match[1]}` : ''
}

/** A remembered path is used only when it is a path of this shop. @param {string | null} from */
function safeLocalPath(from) {
  return from && from.startsWith('/') && !from.startsWith('//') && !from.includes('\\')
    ? from
    : null
}

/**
 * @param {{
 *   enabled: boolean,
 *   flagFile?: string | undefined,
 *   allowList: readonly string[],
 *   trustedProxyHops: number,
 *   now?: () => number,
 * }} options
 */
export function createMaintenanceGate(options) {
  const now = options.now ?? Date.now
  const flagFile = options.flagFile
  let flag = { checkedAt: -Infinity, on: false }
  /** @type {Promise<boolean> | null} */
  let reading = null

  /**
   * One read of the flag file at a time: requests arriving meanwhile share it, so an older read
   * that finishes late never overwrites a newer answer.
   * @param {string} file
   */
  function readFlag(file) {
    const startedAt = now()
    reading ??= stat(file)
      .then(
        () => true,
        () => false,
      )
      .then((on) => {
        flag = { checkedAt: startedAt, on }
        reading = null
        return on
      })
    return reading
  }

  async function isEnabled() {
    if (options.enabled) return true
    if (!flagFile) return false
    return now() - flag.checkedAt >= 1000 ? readFlag(flagFile) : flag.on
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {string} location
   * @param {boolean} dataRequest
   */
  function redirect(res, location, dataRequest) {
    res.setHeader('cache-control', 'no-store')
    if (dataRequest) {
      res.statusCode = 204
      res.setHeader('x-remix-redirect', location)
      res.setHeader('x-remix-status', '302')
    } else {
      res.statusCode = 302
      res.setHeader('location', location)
    }
    res.end()
  }

  /**
   * Answers the request when the gate decides it; false lets it through.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  return async function gate(req, res) {
    const url = new URL(req.url ?? '/', 'http://shop.invalid')
    if (url.pathname === ROUTE_MANIFEST) return false
    const enabled = await isEnabled()
    if (url.pathname === '/check-maintenance') {
      res.statusCode = 200
      res.setHeader('content-type', 'application/json; charset=utf-8')
      res.setHeader('cache-control', 'no-store')
      res.end(JSON.stringify({ enabled }))
      return true
    }
    if (req.method !== 'GET' && req.method !== 'HEAD' && !enabled) return false
    const dataRequest = url.searchParams.has('_data')
    if (!enabled) {
      if (!MAINTENANCE.test(url.pathname)) return false
      const back = safeLocalPath(url.searchParams.get('from'))
      redirect(res, back ?? `${storePrefixOf(url.pathname)}/`, dataRequest)
      return true
    }
    if (EXEMPT.test(url.pathname)) return false
    if (options.allowList.includes(readClientAddress(req, options.trustedProxyHops))) return false
    url.searchParams.delete('_data')
    const from = `${url.pathname}${url.search}`
    const target = `${storePrefixOf(url.pathname)}/maintenance?from=${encodeURIComponent(from)}`
    redirect(res, target, dataRequest)
    return true
  }
}
