// Request bodies that were parsed and validated before are not parsed and validated again. Read
// endpoints such as POST /api/catalog receive the same few thousand bodies over and over (every
// shopper opening a category sends the same query); JSON parsing and the zod check of such a body
// cost more than answering it from the cache. Within one Fastify context this installs:
// - a JSON content-type parser that keeps the raw text of each body and hands back the validated
//   value stored for that exact text, else parses it with Fastify's own JSON parser (same errors,
//   same prototype-poisoning protection);
// - a validator compiler that passes a stored value through and validates anything else with the
//   route's zod schema (fastify-type-provider-zod, same 400 answers), storing the valid result
//   under its raw text.
// Values are stored per route (method and URL pattern). Stored values are deep-frozen and shared
// by requests; handlers only read their body. The store is bounded by what it holds: each raw
// text and its validated value, counted as twice the text (a parsed catalogue query measured
// 1.65 times its JSON text); least recently used go first, and bodies above `maxBodyBytes` are
// never stored. A body is stored from its second sight on (D209): one sent once is validated,
// used and dropped, neither frozen nor kept.
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify'
import type { ZodType } from 'zod'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { LRUCache } from 'lru-cache'
import { SecondSight } from '../adapters/cache/second-sight.js'

export interface MemoizedJsonBodyOptions {
  /** What the store may hold per route: raw texts and values, counted as twice the texts. */
  maxStoredBytes?: number
  /** Bodies longer than this are validated every time and never stored. */
  maxBodyBytes?: number
}

export const DEFAULT_MEMO_STORED_BYTES = 4 * 1024 * 1024
export const DEFAULT_MEMO_BODY_BYTES = 16 * 1024
/** Bits per generation of the texts seen (two generations, 64 KiB in all, 32,768 texts each). */
const MEMO_SIGHT_BITS = 1 << 18

/** The raw text a parsed body came from: a non-enumerable property, unseen by JSON and zod. */
const RAW_TEXT = Symbol('raw JSON text')

function readRawText(value: object): string | undefined {
  const text = (value as { [RAW_TEXT]?: unknown })[RAW_TEXT]
  return typeof text === 'string' ? text : undefined
}

/** Stored values belong to one route: a body valid for one schema says nothing of another. */
function routeKeyOf(route: { method?: string | string[]; url?: string }): string {
  return `${String(route.method)} ${route.url ?? ''}`
}

/** Freezes a parsed JSON value and everything in it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) deepFreeze(item)
    Object.freeze(value)
  }
  return value
}

/**
 * Installs the memoizing JSON parser in `app`'s context (use it inside an encapsulated plugin)
 * and returns the validator compiler for that context's routes.
 */
export function useMemoizedJsonBodies(
  app: FastifyInstance,
  options: MemoizedJsonBodyOptions = {},
): FastifySchemaCompiler<unknown> {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MEMO_BODY_BYTES
  // One store per route, each bounded on its own; keyed by the raw text itself.
  const stores = new Map<string, LRUCache<string, object>>()
  const storeOf = (routeKey: string) => {
    let store = stores.get(routeKey)
    if (!store) {
      store = new LRUCache<string, object>({
        maxSize: options.maxStoredBytes ?? DEFAULT_MEMO_STORED_BYTES,
        sizeCalculation: (_value, text) => Math.max(1, text.length * 2),
      })
      stores.set(routeKey, store)
    }
    return store
  }
  // Texts seen before, per route (second-sight.ts).
  const sights = new Map<string, SecondSight>()
  const sightsOf = (routeKey: string) => {
    let seen = sights.get(routeKey)
    if (!seen) sights.set(routeKey, (seen = new SecondSight(MEMO_SIGHT_BITS)))
    return seen
  }
  // Values handed out by the store (skip validation) and parsed values waiting for it (raw text).
  const storedValues = new WeakSet<object>()
  const parseJson = app.getDefaultJsonParser('error', 'error')

  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const text = raw as string
    const stored = stores.get(routeKeyOf(request.routeOptions))?.get(text)
    if (stored) return done(null, stored)
    void parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined)
      if (parsed !== null && typeof parsed === 'object' && text.length <= maxBodyBytes) {
        // On the parsed value itself, not in a WeakMap keyed by it: V8's scavenges keep a
        // WeakMap's young keys alive, which promoted every parsed body (D202).
        Object.defineProperty(parsed, RAW_TEXT, { value: text })
      }
      done(null, parsed)
    })
  })

  return (route) => {
    // The routes of this context declare zod schemas (the app's type provider).
    const validate = validatorCompiler(route as Parameters<FastifySchemaCompiler<ZodType>>[0])
    if (route.httpPart !== 'body') return validate
    const store = storeOf(routeKeyOf(route))
    const seen = sightsOf(routeKeyOf(route))
    return (data: unknown) => {
      if (data !== null && typeof data === 'object' && storedValues.has(data))
        return { value: data }
      const result = validate(data) as { value?: unknown; error?: Error }
      const raw = data !== null && typeof data === 'object' ? readRawText(data) : undefined
      if (
        raw !== undefined &&
        result.value !== null &&
        typeof result.value === 'object' &&
        seen.seenBefore(raw)
      ) {
        const value = deepFreeze(result.value)
        storedValues.add(value)
        store.set(raw, value)
      }
      return result
    }
  }
}
