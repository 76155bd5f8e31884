// A short-lived cache of rendered pages (decision D31): a shopper's page does not depend on who
// asks — prices are the guest prices, the cart, account and checkout data live in the browser —
// so a GET answered 200 is kept for a few seconds and sent again, uncompressed in memory and
// compressed per client by the compression middleware in front of it. Anything personal is never
// kept: requests with an Authorization header, answers that set a cookie or say private/no-store.
// A logged-in customer's page shows which products are on their wishlists (D148): requests with
// the session cookie are neither answered from the cache nor kept, and neither are those with the
// cart cookie, whose header badge counts the shopper's server cart, or with the notices a form
// left for the page (D235).
// Bounded by total bytes; least recently used pages go first.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { LRUCache } from 'lru-cache'
import { CART_COOKIE } from './cart-cookie.server'
import { FLASH_COOKIE } from './flash-notices.server'
import { SESSION_COOKIE } from './session.server'
import {
  encodePage,
  ENCODING_THRESHOLD_BYTES,
  selectPageEncoding,
  type PageEncoding,
} from './page-encoding.server'

export interface PageCacheOptions {
  ttlSeconds: number
  maxBytes: number
  /** Clock in milliseconds (tests pass a manual one). */
  now?: () => number
}

interface CachedPage {
  status: number
  headers: Array<[string, string | string[]]>
  body: Buffer
  /** The page in each encoding sent so far, made once (page-encoding.server.ts). */
  encoded: Partial<Record<PageEncoding, Buffer>>
}

type Next = (error?: unknown) => void
type Request = IncomingMessage & { originalUrl?: string }

/** Headers that belong to one transfer, not to the page. */
const TRANSFER_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
  'vary',
  'x-page-cache',
])

export const PAGE_CACHE_HEADER = 'x-page-cache'

/** Cookies that make a page the shopper's own: the session, the cart, a form's notices (D235). */
const PERSONAL_COOKIES = [SESSION_COOKIE, CART_COOKIE, FLASH_COOKIE]

function isCacheable(request: Request): boolean {
  return (
    request.method === 'GET' &&
    !request.headers.authorization &&
    !PERSONAL_COOKIES.some((name) => request.headers.cookie?.includes(`${name}=`))
  )
}

function keyOf(request: Request): string {
  return `${request.headers.host ?? ''}${request.originalUrl ?? request.url ?? ''}`
}

function isKeepable(response: ServerResponse): boolean {
  if (response.statusCode !== 200) return false
  if (response.hasHeader('set-cookie')) return false
  const cacheControl = String(response.getHeader('cache-control') ?? '')
  return !/\b(private|no-store)\b/i.test(cacheControl)
}

/**
 * A written chunk as a Buffer, without copying bytes that are already binary: the answer's chunks
 * are not changed once written, and a page is written as one chunk (D42), so a kept page costs no
 * copy of its 50–60 kB (every fresh render is recorded here on its way out).
 */
function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array)
    return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return Buffer.from(String(chunk), encoding)
}

/** Express middleware: answers from the cache, or records the page on its way out. */
export function createPageCache(options: PageCacheOptions) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) =>
      Math.max(
        1,
        page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0),
      ),
    ttl: options.ttlSeconds * 1000,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  })

  /**
   * The kept page in the encoding the client asked for, made the first time it is asked for; a
   * Content-Encoding set here tells the compression middleware in front to leave it as it is.
   */
  function encodedBody(
    key: string,
    page: CachedPage,
    request: Request,
    response: ServerResponse,
  ): Buffer {
    response.setHeader('vary', 'Accept-Encoding')
    if (page.body.length < ENCODING_THRESHOLD_BYTES) return page.body
    const encoding = selectPageEncoding(request.headers['accept-encoding'])
    if (!encoding) return page.body
    let encoded = page.encoded[encoding]
    if (!encoded) {
      encoded = encodePage(page.body, encoding)
      page.encoded[encoding] = encoded
      // Counted in the cache's size from now on; the page keeps its time to live.
      if (pages.has(key)) pages.set(key, page, { noUpdateTTL: true })
    }
    response.setHeader('content-encoding', encoding)
    return encoded
  }

  function middleware(request: Request, response: ServerResponse, next: Next): void {
    if (options.ttlSeconds <= 0 || !isCacheable(request)) return next()
    const key = keyOf(request)
    const cached = pages.get(key)
    if (cached) {
      response.statusCode = cached.status
      for (const [name, value] of cached.headers) response.setHeader(name, value)
      response.setHeader(PAGE_CACHE_HEADER, 'hit')
      response.end(encodedBody(key, cached, request, response))
      return
    }
    response.setHeader(PAGE_CACHE_HEADER, 'miss')
    const chunks: Buffer[] = []
    let size = 0
    const write = response.write.bind(response) as (...args: unknown[]) => boolean
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
    const record = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return
      const bytes = toBuffer(
        chunk,
        typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined,
      )
      size += bytes.length
      // A page larger than the whole budget is sent, never kept.
      if (size <= options.maxBytes) chunks.push(bytes)
    }
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      record(chunk, rest[0])
      return write(chunk, ...rest)
    }) as typeof response.write
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      record(chunk, rest[0])
      if (isKeepable(response) && size <= options.maxBytes) {
        const headers = Object.entries(response.getHeaders())
          .filter(([name]) => !TRANSFER_HEADERS.has(name.toLowerCase()))
          .map(([name, value]): [string, string | string[]] => [
            name,
            Array.isArray(value) ? value.map(String) : String(value),
          ])
        const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)
        pages.set(key, { status: response.statusCode, headers, body, encoded: {} })
      }
      return end(chunk, ...rest)
    }) as typeof response.end
    next()
  }

  return Object.assign(middleware, {
    /** Pages currently kept (tests and diagnostics). */
    get size() {
      return pages.size
    },
    clear: () => pages.clear(),
  })
}
