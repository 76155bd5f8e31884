// The per-request context (Hydrogen style): built once per request by server/app-server.js
// through the server build's entry module, then handed to every loader and action as `context`.
import { randomUUID } from 'node:crypto'
import { bffAnswerSchemas } from '@vitrine/contracts/bff-answer-schemas'
import { createBffClient, type BffClient, type BffFetch } from '@vitrine/contracts/bff-client'
import { resolveStoreFromPath, type StoreView } from '@vitrine/contracts/store-views'
import { bffFetch } from './bff-fetch.server'
import { getEnv, type Env } from './env.server'

export interface RequestContext {
  /** The store view chosen by the URL's prefix (`/nl`, `/de`, or none for default). */
  storeView: StoreView
  /** Correlates this page request with the BFF's logs (`x-request-id`). */
  requestId: string
  /** The typed BFF client, already carrying the store code and request id. */
  bff: BffClient
  /** A BFF client of another store view (a page's addresses there: hreflang, sitemap; D84). */
  bffForStore: (storeView: StoreView) => BffClient
  /**
   * The shopper's address chain for `X-Forwarded-For` on the account calls, so the BFF's per-IP
   * limits count the shopper, not the storefront (D108); undefined when unknown.
   */
  forwardedFor?: string | undefined
}

declare module '@remix-run/node' {
  // Loaders and actions receive the request context as their typed `context`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}

export interface RequestContextInput {
  /** The request path with its query, e.g. `/nl/c/hats?page=2`. */
  url: string
  headers: Record<string, string | string[] | undefined>
  env?: Pick<Env, 'BFF_URL' | 'BFF_TIMEOUT_MS'>
  /** Defaults to the pooled HTTP client (bff-fetch.server.ts). */
  fetch?: BffFetch
  /** The TCP peer of the request (the shopper, or a proxy in front of the storefront). */
  remoteAddress?: string | undefined
}

const REQUEST_ID = /^[\w.:-]{1,128}$/

/**
 * Answers this server checks against their contract schemas: every path's but the catalogue's.
 * A catalogue answer (a product's whole document, up to ~20 kB, one or two per page) was checked
 * by the BFF against the same schema just before it was sent (serializeCatalogEnvelope); here it
 * gets the envelope check (decision D43).
 */
const { '/api/catalog': _checkedByTheBff, ...checkedAnswers } = bffAnswerSchemas

/** Builds the request context for one incoming request. */
export function createRequestContext(input: RequestContextInput): RequestContext {
  const env = input.env ?? getEnv()
  const { storeView } = resolveStoreFromPath(new URL(input.url, 'http://storefront').pathname)
  const requestId = readRequestId(input.headers['x-request-id']) ?? randomUUID()
  const createFor = (view: StoreView) =>
    createBffClient({
      baseUrl: env.BFF_URL,
      storeCode: view.storeCode,
      requestId,
      timeoutMs: env.BFF_TIMEOUT_MS,
      fetch: input.fetch ?? bffFetch,
      answers: checkedAnswers,
    })
  const bff = createFor(storeView)
  const others = new Map<string, BffClient>([[storeView.storeCode, bff]])
  const bffForStore = (view: StoreView): BffClient => {
    let client = others.get(view.storeCode)
    if (!client) others.set(view.storeCode, (client = createFor(view)))
    return client
  }
  return {
    storeView,
    requestId,
    bff,
    bffForStore,
    forwardedFor: forwardedChain(input.headers['x-forwarded-for'], input.remoteAddress),
  }
}

/** The request's X-Forwarded-For with its TCP peer appended, as a proxy adds it. */
function forwardedChain(
  header: string | string[] | undefined,
  remoteAddress: string | undefined,
): string | undefined {
  const earlier = Array.isArray(header) ? header.join(', ') : header
  const chain = [earlier, remoteAddress].filter((part) => part !== undefined && part !== '')
  return chain.length > 0 ? chain.join(', ') : undefined
}

// An upstream proxy's request id is kept so one id follows the request through every hop.
function readRequestId(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header
  return value && REQUEST_ID.test(value) ? value : undefined
}
