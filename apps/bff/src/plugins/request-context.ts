// What every request knows before its handler runs (ARCHITECTURE §3, vsf-api-contract §0):
// - its id, echoed in the `x-request-id` answer header;
// - its store view: from the `/nl` `/de` prefix in front of `/api/...`, else the `x-vs-store-code`
//   header, else the `storeCode` query parameter, else the default store; an unknown code is a 400;
// - the caller's token: `Authorization: Bearer` (preferred) or `?token=` (VSF1 compatibility).
import type { IncomingMessage } from 'node:http'
import {
  defaultStoreView,
  findStoreView,
  storeViews,
  type StoreView,
} from '@vitrine/contracts/store-views'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ValidationError } from '../errors.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The store view this request is served for. */
    storeView: StoreView
    /** The customer token, or null for an anonymous caller. */
    authToken: string | null
  }
}

export const STORE_CODE_HEADER = 'x-vs-store-code'

// The store code of a raw request whose URL lost its store prefix in `rewriteStorePrefix`: a
// property of the request, not a WeakMap keyed by it (V8's scavenges keep a WeakMap's young keys
// alive, which promoted every request to the old generation, D202).
const STORE_CODE_FROM_PATH = Symbol('store code from the path')
type RawWithStoreCode = IncomingMessage & { [STORE_CODE_FROM_PATH]?: string }

const prefixedStores = storeViews.filter((view) => view.url !== '')

/**
 * Fastify `rewriteUrl`: `/nl/api/cart/pull?x` is routed as `/api/cart/pull?x` for the nl store.
 * Only API paths carry a store prefix; `/nl` pages belong to the storefront.
 */
export function rewriteStorePrefix(raw: IncomingMessage): string {
  const url = raw.url ?? '/'
  for (const view of prefixedStores) {
    const rest = url.slice(view.url.length)
    if (url.startsWith(view.url) && /^\/api(?:[/?#]|$)/.test(rest)) {
      ;(raw as RawWithStoreCode)[STORE_CODE_FROM_PATH] = view.storeCode
      return rest
    }
  }
  return url
}

const knownCodes = storeViews.map((view) => view.storeCode).join(', ')

function readFirst(value: unknown): string | undefined {
  if (Array.isArray(value)) return readFirst(value[0])
  return typeof value === 'string' ? value : undefined
}

/** Resolves the store view of a request, or throws a 400 naming the field with the unknown code. */
export function resolveRequestStoreView(request: FastifyRequest): StoreView {
  const fromPath = (request.raw as RawWithStoreCode)[STORE_CODE_FROM_PATH]
  if (fromPath) return findStoreView(fromPath) ?? defaultStoreView

  const candidates: Array<[field: string, code: string | undefined]> = [
    [`headers.${STORE_CODE_HEADER}`, readFirst(request.headers[STORE_CODE_HEADER])],
    [
      'query.storeCode',
      readFirst((request.query as Record<string, unknown> | undefined)?.storeCode),
    ],
  ]
  for (const [field, code] of candidates) {
    if (code === undefined || code === '') continue
    const view = findStoreView(code)
    if (!view) {
      throw new ValidationError([
        { field, message: `Unknown store code; expected one of: ${knownCodes}.` },
      ])
    }
    return view
  }
  return defaultStoreView
}

/** Reads the customer token: a Bearer authorization header wins over `?token=`. */
export function readAuthToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  const bearer = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined
  if (bearer) return bearer
  const query = readFirst((request.query as Record<string, unknown> | undefined)?.token)
  return query ? query : null
}

export const requestContextPlugin = fp(
  async function registerRequestContext(app: FastifyInstance) {
    // Fastify refuses object defaults on requests (they would be shared); each request sets its own.
    app.decorateRequest('storeView', null as unknown as StoreView)
    app.decorateRequest('authToken', null)

    // A callback hook: every request passes here, and an async hook costs a promise per request.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id)
      try {
        request.storeView = resolveRequestStoreView(request)
      } catch (error) {
        done(error as Error)
        return
      }
      request.authToken = readAuthToken(request)
      done()
    })
  },
  { name: 'request-context' },
)
