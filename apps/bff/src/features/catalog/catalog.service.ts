// POST /api/catalog (spec 000 §7): a typed query → the search port → an answer with server-side
// prices, aggregations and attribute metadata for the store view, cached by normalised query,
// store view and customer group and tagged by the entities it was built from.
import {
  CatalogQueryEnvelopeSchema,
  type CatalogQueryRequest,
  type CatalogQueryResult,
} from '@vitrine/contracts/catalog-query'
import type { StoreView } from '@vitrine/contracts/store-views'
import type { CachePort } from '../../adapters/cache/cache.port.js'
import type { SecondSight } from '../../adapters/cache/second-sight.js'
import {
  compilePathPatterns,
  projectDocumentSource,
} from '../../adapters/search/search-source.port.js'
import type { SearchDocument, SearchPort, SearchResult } from '../../adapters/search/search.port.js'
import {
  listReferencedAttributeCodes,
  serializeAttributeMetadata,
} from './catalog-attribute-metadata.js'
import type { CatalogAnswerBytes } from './catalog-answer-bytes.js'
import type { CatalogKeyMemo } from './catalog-cache.js'
import { keyCatalogAnswer, listAnswerEntities, tagCatalogEntity } from './catalog-cache.js'
import { stripIndexFields } from './catalog-index-fields.js'
import { priceProductDocument, type CatalogPricingContext } from './catalog-pricing.js'
import { buildCatalogSearch, PRICE_RANGES, type CatalogSearchPlan } from './catalog-query-rules.js'
import type { CatalogReference, CatalogReferenceCache } from './catalog-reference.js'
import type { PresentedItem, PresentedItems } from './presented-items.js'

export interface CatalogServiceDeps {
  search: SearchPort
  cache: CachePort
  reference: CatalogReferenceCache
  /** spec 000 §9: out-of-stock products are not listed unless configured. */
  listOutOfStock: boolean
  /** Keys and plans of requests seen before (catalog-cache.ts). */
  keyMemo: CatalogKeyMemo<{ plan: CatalogSearchPlan; key: string }>
  /** Answers are cached, and plans remembered, from a query's second sight on (D209). */
  seenQueries: SecondSight
  /** The encoded bytes of cached answers (catalog-answer-bytes.ts). */
  answerBytes: CatalogAnswerBytes
  /** Product hits priced, projected and serialized, per caller context (presented-items.ts). */
  presentedItems: PresentedItems
  now?: () => Date
  /** STORE_TIME_ZONE: catalogue dates are the shop's wall-clock times (D90). */
  timeZone: string
}

export interface CatalogCaller {
  storeView: StoreView
  /** The customer group prices are computed for; null for a guest. */
  customerGroupId: number | null
}

/** The pricing context of a caller: its store view's tax country and its customer group. */
export function createPricingContext(
  reference: CatalogReference,
  caller: CatalogCaller,
  now: Date,
  timeZone: string,
): CatalogPricingContext {
  return {
    taxRules: reference.taxRules,
    country: caller.storeView.tax.defaultCountry,
    sourcePriceIncludesTax: caller.storeView.tax.sourcePriceIncludesTax,
    // spec 000 §6: group tax applies only with a customer group; guests use every rule of the class
    ...(caller.customerGroupId === null ? {} : { customerTaxClassId: caller.customerGroupId }),
    now,
    timeZone,
  }
}

export interface ProductProjection {
  include: ReturnType<typeof compilePathPatterns>
  exclude: ReturnType<typeof compilePathPatterns>
}

/** Projections of frozen (shared) include lists, by list and then by exclude list. */
const sharedProjections = new WeakMap<object, WeakMap<object, ProductProjection>>()
const NO_FIELDS: readonly string[] = Object.freeze([])

/**
 * The caller's field lists, compiled; null when the whole document is wanted. Plans share their
 * frozen field lists (shared-plan-parts.ts), so their projection is compiled once.
 */
export function compileProductProjection(projection: {
  includeFields?: readonly string[]
  excludeFields?: readonly string[]
}): ProductProjection | null {
  const { includeFields, excludeFields } = projection
  if (!includeFields && !excludeFields) return null
  const included = includeFields ?? NO_FIELDS
  const excluded = excludeFields ?? NO_FIELDS
  const shared = Object.isFrozen(included) && Object.isFrozen(excluded)
  let compiled = shared ? sharedProjections.get(included)?.get(excluded) : undefined
  if (!compiled) {
    const include = includeFields ? [...includeFields, 'prices', '*_incl_tax', '*_tax'] : undefined
    compiled = {
      include: compilePathPatterns(include),
      exclude: compilePathPatterns(excludeFields),
    }
    if (shared) {
      let byExclude = sharedProjections.get(included)
      if (!byExclude) sharedProjections.set(included, (byExclude = new WeakMap()))
      byExclude.set(excluded, compiled)
    }
  }
  return compiled
}

/** Prices a product hit and applies the caller's field lists; callers never see index fields. */
export function presentProduct(
  hit: SearchDocument,
  pricing: CatalogPricingContext,
  projection: ProductProjection | null,
): SearchDocument {
  const priced = priceProductDocument(stripIndexFields(hit), pricing)
  if (!projection) return priced
  return projectDocumentSource(priced, projection.include, projection.exclude)
}

/**
 * The answer's aggregations: each bucket built here with exactly the schema's keys in its order
 * (`key`, `doc_count`, then a price range's `from` and `to`), as serializeCatalogEnvelope writes
 * them without the schema.
 */
function presentAggregations(result: SearchResult): CatalogQueryResult['aggregations'] {
  const aggregations: CatalogQueryResult['aggregations'] = {}
  for (const [name, { buckets }] of Object.entries(result.aggregations)) {
    aggregations[name] = {
      buckets: buckets.map(({ key, doc_count }) => {
        const range = name === 'agg_range_price' && PRICE_RANGES.find((r) => r.key === key)
        if (!range) return { key, doc_count }
        return 'to' in range
          ? { key, doc_count, from: range.from, to: range.to }
          : { key, doc_count, from: range.from }
      }),
    }
  }
  return aggregations
}

/** An answer whose product items and attribute metadata are already serialized. */
export interface ProductAnswer {
  items: readonly PresentedItem[]
  /** Each item's document id (`id`), whatever fields the caller kept. */
  ids: readonly unknown[]
  rest: Omit<CatalogQueryResult, 'items' | 'attributeMetadata'>
  /** The JSON of its `attributeMetadata` (serializeAttributeMetadata). */
  attributeMetadataJson: string
}

/** Builds the answer to a catalogue query from the search port (no cache). */
export async function buildCatalogAnswer(
  deps: CatalogServiceDeps,
  request: CatalogQueryRequest,
  caller: CatalogCaller,
  reference: CatalogReference,
  plan: CatalogSearchPlan,
): Promise<CatalogQueryResult | ProductAnswer> {
  // each store view answers from its own catalogue (D81); product hits are projected here, and
  // only those whose presentation is not remembered (D208)
  const store = caller.storeView.storeCode
  const product = request.type === 'product'
  const result = await deps.search.search(
    product ? { ...plan.query, store, hitsProjectedByCaller: true } : { ...plan.query, store },
  )
  const aggregations = presentAggregations(result)
  const page = {
    total: result.total,
    perPage: plan.query.size,
    start: plan.query.from,
    aggregations,
  }
  if (!product) {
    return { items: result.hits.map(stripIndexFields), ...page, attributeMetadata: [] }
  }
  const pricing = createPricingContext(reference, caller, deps.now?.() ?? new Date(), deps.timeZone)
  const projection = compileProductProjection(plan.projection)
  // Everything the presented product depends on but the clock (presented-items.ts, D194).
  const context = [
    caller.storeView.storeCode,
    deps.presentedItems.identify(reference),
    pricing.country,
    pricing.sourcePriceIncludesTax,
    pricing.customerTaxClassId ?? '',
    pricing.timeZone,
    JSON.stringify(plan.projection),
  ].join('\u0000')
  // What the engine would have kept of a hit (the caller's fields widened for pricing), compiled
  // at the first hit whose presentation is not remembered.
  let source: ProductProjection | undefined
  const items = result.hits.map((hit) =>
    deps.presentedItems.get(hit, context, () => {
      source ??= {
        include: compilePathPatterns(plan.query.includeFields),
        exclude: compilePathPatterns(plan.query.excludeFields),
      }
      const kept = projectDocumentSource(hit, source.include, source.exclude)
      return presentProduct(kept, pricing, projection)
    }),
  )
  const codes = listReferencedAttributeCodes(Object.keys(aggregations), [])
  for (const item of items) codes.push(...item.optionCodes.filter((code) => !codes.includes(code)))
  return {
    items,
    ids: result.hits.map((hit) => hit.id),
    rest: page,
    attributeMetadataJson: serializeAttributeMetadata(
      reference.attributes,
      codes,
      caller.storeView.storeId,
    ),
  }
}

/**
 * The JSON text of the 200 envelope, exactly as the route's response serializer would write it
 * (zod encode, then JSON.stringify), so an answer sent from the cache matches a fresh one byte for
 * byte and an answer that breaks the schema still fails loudly. A product answer's large parts
 * come written already and are put into their empty places in the encoded envelope: the items
 * (JSON objects, which `items: looseObject[]` passes unchanged), the aggregations (the engine's
 * buckets, `{ key, doc_count }` plus `from`/`to` of a price range, in the schema's key order;
 * encoding them allocated more than the rest of an answer) and the attribute metadata (encoded by
 * its own schema).
 */
export function serializeCatalogEnvelope(answer: CatalogQueryResult | ProductAnswer): string {
  return writeCatalogEnvelope(answer).join('')
}

/**
 * The JSON of serializeCatalogEnvelope in the parts it is made of (a product answer's items are
 * its remembered JSON texts), so an answer that is not kept is encoded to bytes from them without
 * first being joined into one string of its own (encodeTextParts).
 */
export function writeCatalogEnvelope(answer: CatalogQueryResult | ProductAnswer): string[] {
  if (!('rest' in answer)) {
    return [JSON.stringify(CatalogQueryEnvelopeSchema.encode({ code: 200, result: answer }))]
  }
  const { aggregations, ...page } = answer.rest
  const text = JSON.stringify(
    CatalogQueryEnvelopeSchema.encode({
      code: 200,
      result: { items: [], ...page, aggregations: {}, attributeMetadata: [] },
    }),
  )
  if (!text.startsWith(EMPTY_ITEMS_PREFIX) || !text.endsWith(EMPTY_TAIL)) {
    throw new Error('The catalogue envelope no longer starts with its items and ends with metadata')
  }
  const parts: string[] = [text.slice(0, EMPTY_ITEMS_PREFIX.length - 1)]
  answer.items.forEach((item, index) => {
    if (index > 0) parts.push(',')
    parts.push(item.json)
  })
  parts.push(
    text.slice(EMPTY_ITEMS_PREFIX.length - 1, text.length - EMPTY_TAIL.length),
    ',"aggregations":',
    JSON.stringify(aggregations),
    ',"attributeMetadata":',
    answer.attributeMetadataJson,
    '}}',
  )
  return parts
}

/** The UTF-8 bytes of the parts' concatenation, written part by part into one buffer. */
export function encodeTextParts(parts: readonly string[]): Buffer {
  let length = 0
  for (const part of parts) length += Buffer.byteLength(part, 'utf8')
  const bytes = Buffer.allocUnsafe(length)
  let at = 0
  for (const part of parts) at += bytes.write(part, at, 'utf8')
  return bytes
}

/** How an answer is written: the envelope of POST /api/catalog, or another shape of the same answer. */
export interface CatalogAnswerFormat {
  /** Names the format in the cache key: each format's text is cached on its own. */
  kind: string
  write(answer: CatalogQueryResult | ProductAnswer): string[]
  /** The price facet also counted per distinct price, `agg_terms_price` (VSF1, D228). */
  priceTerms?: boolean
}

/** The `{ code, result }` envelope of POST /api/catalog. */
export const ENVELOPE_FORMAT: CatalogAnswerFormat = {
  kind: 'envelope',
  write: writeCatalogEnvelope,
}

const EMPTY_ITEMS_PREFIX = '{"code":200,"result":{"items":[]'
const EMPTY_TAIL = ',"aggregations":{},"attributeMetadata":[]}}'

/**
 * Answers a catalogue query as the UTF-8 JSON of its 200 envelope, from the cache when the same
 * normalised query was answered before for the same store view and customer group. The cache holds
 * the serialized envelope: a hit costs a lookup, no parse, copy, validation or serialization.
 */
export async function answerCatalogQuery(
  deps: CatalogServiceDeps,
  request: CatalogQueryRequest,
  caller: CatalogCaller,
  /** Awaited before an answer is built (not for one from the cache): the load gate (D192). */
  beforeWork: () => Promise<void> = async () => {},
  format: CatalogAnswerFormat = ENVELOPE_FORMAT,
): Promise<Buffer> {
  const reference = await deps.reference.get()
  const callerKey = `${format.kind}\u0000${caller.storeView.storeCode}\u0000${caller.customerGroupId ?? ''}`
  // A body seen before (memoized-json-body.ts) is the same frozen object: found by identity.
  const byBody = Object.isFrozen(request)
  const requestKey = byBody ? '' : `${callerKey}\u0000${JSON.stringify(request)}`
  let planned = byBody
    ? deps.keyMemo.getForBody(reference, request, callerKey)
    : deps.keyMemo.get(reference, requestKey)
  // A query asked once is answered but its plan is not remembered, nor its answer cached in a
  // full cache (D209).
  let keep = planned !== undefined
  if (!planned) {
    const plan = buildCatalogSearch(request, {
      listOutOfStock: deps.listOutOfStock,
      taxCountry: caller.storeView.tax.defaultCountry,
      filterableAttributes: reference.filterableCodes,
      priceTerms: format.priceTerms === true,
    })
    const key = keyCatalogAnswer(format.kind, {
      catalog: reference.generation,
      query: plan.query,
      projection: plan.projection,
      store: caller.storeView.storeCode,
      group: caller.customerGroupId,
    })
    planned = { plan, key }
    keep = deps.seenQueries.seenBefore(key)
    if (keep && byBody) deps.keyMemo.setForBody(reference, request, callerKey, planned)
    else if (keep) deps.keyMemo.set(reference, requestKey, planned)
  }
  const { plan, key } = planned
  const cached = await deps.cache.get(key)
  if (typeof cached === 'string') return deps.answerBytes.encode(key, cached)

  await beforeWork()
  const parts = format.write(await buildCatalogAnswer(deps, request, caller, reference, plan))
  let length = 0
  for (const part of parts) length += part.length
  // A cache with room keeps even a first sight: it pushes nothing out (D209). An answer that is
  // not kept is never one string: its parts go straight into its bytes.
  if (!keep && !deps.cache.hasRoomFor?.(length)) return encodeTextParts(parts)
  const text = parts.join('')
  await deps.cache.set(key, text, {
    tags: listAnswerEntities(request.type).map(tagCatalogEntity),
  })
  return deps.answerBytes.encodeFresh(text)
}
