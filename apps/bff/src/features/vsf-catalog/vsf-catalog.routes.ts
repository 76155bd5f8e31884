// Vue Storefront 1's catalogue route (vsf-api-contract §1.1, D228):
// `/api/catalog/{index}/{type}/_search` and `/api/catalog/{index}_{type}/_search`, POST with a JSON
// body or GET with `?request=`. A SearchQuery body (`?request_format=search-query`) or a raw
// Elasticsearch body of the subset VSF 1.12 sends is translated to the typed catalogue query and
// answered by the same service as POST /api/catalog (prices, tax, caches, the load gate), in the
// Elasticsearch shape VSF1 reads.
import {
  CatalogQueryRequestSchema,
  type CatalogQueryRequest,
} from '@vitrine/contracts/catalog-query'
import { findStoreView, storeViews, type StoreView } from '@vitrine/contracts/store-views'
import type { CustomerGroupConfig } from '@vitrine/pricing/customer-group'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import { SecondSight } from '../../adapters/cache/second-sight.js'
import { ValidationError } from '../../errors.js'
import { deepFreeze } from '../../plugins/memoized-json-body.js'
import { STORE_CODE_HEADER } from '../../plugins/request-context.js'
import { resolveCatalogCaller } from '../catalog/catalog-caller.js'
import {
  answerCatalogQuery,
  type CatalogAnswerFormat,
  type CatalogServiceDeps,
} from '../catalog/catalog.service.js'
import { createElasticsearchFormat } from './elasticsearch-answer-format.js'
import { MAX_RENDER_LIST_SKUS, RENDER_LIST_FORMAT, renderListQuery } from './render-list.js'
import { answerReviewSearch, readReviewSearch, type ReviewSearch } from './review-search.js'
import { translateElasticsearchBody } from './elasticsearch-body-translation.js'
import { translateSearchQuery } from './search-query-translation.js'
import { parseVsfIndexNames, resolveVsfIndex, type ResolvedIndex } from './vsf-index-names.js'
import { fieldErrorsOf, normalizeField, type TranslatedQuery } from './vsf-query-parts.js'

const commaList = z.string().max(4000)
const RenderListQuerySchema = z.strictObject({
  skus: z
    .string()
    .min(1)
    .max(13_000)
    .transform((value) => [...new Set(value.split(',').map((sku) => sku.trim()))].filter(Boolean))
    .pipe(
      z
        .array(z.string().max(128))
        .min(1, 'At least one sku is required')
        .max(MAX_RENDER_LIST_SKUS, `At most ${MAX_RENDER_LIST_SKUS} skus per request`),
    )
    .describe(`Comma-separated skus, at most ${MAX_RENDER_LIST_SKUS}`),
  currencyCode: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  storeId: z.coerce.number().int().optional(),
  userGroupId: z.coerce.number().int().optional(),
  storeCode: z.string().max(20).optional(),
  token: z.string().max(2048).optional(),
})
const VsfSearchParamsSchema = z.strictObject({
  request: z.string().max(100_000).optional(),
  request_format: z.enum(['search-query']).optional(),
  response_format: z.enum(['standard', 'compact']).optional(),
  size: z.coerce.number().int().optional(),
  from: z.coerce.number().int().optional(),
  sort: commaList.optional(),
  _source_include: commaList.optional(),
  _source_includes: commaList.optional(),
  _source_exclude: commaList.optional(),
  _source_excludes: commaList.optional(),
  storeCode: z.string().max(20).optional(),
  token: z.string().max(2048).optional(),
  request_cache: z.string().max(10).optional(),
})
type VsfSearchParams = z.infer<typeof VsfSearchParamsSchema>

/** What the translations memo may hold: keys (URL and body) counted four times their length. */
const TRANSLATIONS_MAX_BYTES = 4 * 1024 * 1024

interface Translation {
  resolved: ResolvedIndex
  /** The `storeCode` query parameter, checked against the index's store view. */
  storeCode: string | undefined
  /** The typed catalogue query; a review search instead (review-search.ts). */
  typed: CatalogQueryRequest | ReviewSearch
  groupToken: string | undefined
  format: CatalogAnswerFormat
  /** `response_format=compact`. */
  compact: boolean
}

/** Bodies longer than this are translated every time and never kept. */
const MEMO_BODY_MAX_CHARS = 16 * 1024

/** The text a request's query comes from besides its URL: a POST's JSON text. */
function rawTextOf(request: FastifyRequest): string | undefined {
  if (request.method === 'GET') return ''
  const body = request.body
  if (body === undefined || body === null) return ''
  return typeof body === 'string' && body.length <= MEMO_BODY_MAX_CHARS ? body : undefined
}

export interface VsfCatalogRoutesOptions {
  deps: CatalogServiceDeps
  groupConfig: CustomerGroupConfig
  /** VSF_CATALOG_INDICES. */
  indices: string
}

export function registerVsfCatalogRoutes(
  app: FastifyInstance,
  options: VsfCatalogRoutesOptions,
): void {
  // Their own context: a JSON body stays text until its translation is not memoized (below).
  void app.register(async (context) => {
    context.removeContentTypeParser('application/json')
    context.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    )
    defineVsfCatalogRoutes(context, options)
  })
}

function defineVsfCatalogRoutes(
  app: FastifyInstance,
  { deps, groupConfig, indices }: VsfCatalogRoutesOptions,
): void {
  const names = parseVsfIndexNames(indices)
  const parseJson = app.getDefaultJsonParser('error', 'error')
  /** A POST's JSON text parsed as Fastify parses JSON (prototype poisoning refused). */
  const parseBody = (text: string): unknown => {
    let parsed: unknown
    let failure: Error | undefined
    void parseJson({} as FastifyRequest, text, (error: Error | null, value: unknown) => {
      failure = error ?? undefined
      parsed = value
    })
    if (failure) throw new ValidationError([{ field: 'body', message: failure.message }])
    return parsed
  }

  // A front end sends the same listings again and again: a body (or GET URL) seen before is not
  // parsed, translated and validated again, and its frozen typed query is found by identity in the
  // catalogue service's plans (as POST /api/catalog's memoized bodies are).
  const translations = new LRUCache<string, Translation>({
    maxSize: TRANSLATIONS_MAX_BYTES,
    sizeCalculation: (_value, key) => Math.max(1, key.length * 4),
  })
  const seen = new SecondSight(1 << 18)

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = request.params as { index: string; type?: string }
    const raw = rawTextOf(request)
    const memoKey = raw === undefined ? undefined : `${request.method} ${request.url}\u0000${raw}`
    let translation = memoKey === undefined ? undefined : translations.get(memoKey)
    if (!translation) {
      translation = translate(request, params)
      if (memoKey !== undefined && seen.seenBefore(memoKey)) {
        translation = { ...translation, typed: deepFreeze(translation.typed) }
        translations.set(memoKey, translation)
      }
    }
    const storeView = storeViewOfIndex(request, translation.storeCode, translation.resolved)
    const caller = resolveCatalogCaller(
      app.groupTokens,
      groupConfig,
      storeView,
      translation.groupToken,
      'body.groupToken',
    )
    const { typed } = translation
    if (!('type' in typed)) {
      request.finishWork()
      const text = await answerReviewSearch(app.adapters, storeView.storeCode, typed, {
        hitIndex: translation.resolved.hitIndex,
        compact: translation.compact,
      })
      return reply.type('application/json; charset=utf-8').send(text)
    }
    let bytes: Buffer
    try {
      bytes = await answerCatalogQuery(
        deps,
        typed,
        caller,
        () => request.waitForWorkSlot(),
        translation.format,
      )
    } finally {
      request.finishWork()
    }
    return reply.type('application/json; charset=utf-8').send(bytes)
  }

  const translate = (
    request: FastifyRequest,
    params: { index: string; type?: string },
  ): Translation => {
    const parsedQuery = VsfSearchParamsSchema.safeParse(request.query)
    if (!parsedQuery.success) throw new ValidationError(fieldErrorsOf(parsedQuery.error, 'query'))
    const query = parsedQuery.data
    const resolved = resolveVsfIndex(names, params.index, params.type)
    const body = readBody(request, query, parseBody)
    // Reviews are not catalogue documents: their body is read as a non-product query's filters.
    const entity = resolved.entity === 'review' ? 'cms_page' : resolved.entity
    const translated: TranslatedQuery =
      query.request_format === 'search-query'
        ? translateSearchQuery(body, entity)
        : translateElasticsearchBody(body, entity)
    const withParams = applyUrlParams(translated, query)
    let typed: CatalogQueryRequest | ReviewSearch
    if (resolved.entity === 'review') {
      typed = readReviewSearch(withParams.query?.filters ?? [], withParams)
    } else {
      const parsed = CatalogQueryRequestSchema.safeParse(withParams)
      if (!parsed.success)
        throw new ValidationError(fieldErrorsOf(parsed.error, 'translated query'))
      typed = parsed.data
    }
    return {
      resolved,
      storeCode: query.storeCode,
      typed,
      groupToken: translated.groupToken,
      compact: query.response_format === 'compact',
      format: createElasticsearchFormat({
        hitIndex: resolved.hitIndex,
        compact: query.response_format === 'compact',
        aggregationNames: translated.aggregationNames,
      }),
    }
  }

  const schema = {
    tags: ['vue-storefront-1'],
    summary: 'Vue Storefront 1 catalogue search (SearchQuery or a raw Elasticsearch subset)',
    description:
      'vue-storefront-api’s catalogue route (D228): a SearchQuery body with ' +
      '`?request_format=search-query`, or a raw Elasticsearch body limited to bool ' +
      'filter/must/must_not/should of term, terms, range, exists, match and multi_match, sort, ' +
      '_source, size, from and terms/range aggregations. Anything else (script, function_score, ' +
      '...) is a 400 naming it. The answer is Elasticsearch-shaped, with server-side prices.',
  }
  app.get(
    '/api/product/render-list',
    {
      config: { shedLoad: true },
      schema: {
        tags: ['vue-storefront-1'],
        summary: 'Prices of products by sku as Magento’s products-render-info (VSF1 price sync)',
        description:
          'vue-storefront-api’s render list (D229): each known sku’s product with `price_info`, ' +
          'prices including tax and, in `extension_attributes.tax_adjustments`, excluding it, as ' +
          'POST /api/catalog computes them for the store view (`storeId`, else the request’s). A ' +
          '`currencyCode` other than the store view’s answers no items. `userGroupId` is not ' +
          'trusted: group prices need the signed `groupToken` of /api/catalog.',
        querystring: RenderListQuerySchema,
      },
    },
    async (request, reply) => {
      const query = request.query as z.infer<typeof RenderListQuerySchema>
      const storeView =
        query.storeId === undefined
          ? request.storeView
          : storeViews.find((view) => view.storeId === query.storeId)
      if (!storeView) {
        throw new ValidationError([
          {
            field: 'query.storeId',
            message: `Unknown store id: one of ${storeViews.map((view) => view.storeId).join(', ')}.`,
          },
        ])
      }
      if (query.currencyCode !== undefined && query.currencyCode !== storeView.i18n.currencyCode) {
        return { code: 200, result: { items: [] } }
      }
      let bytes: Buffer
      try {
        bytes = await answerCatalogQuery(
          deps,
          renderListQuery(query.skus),
          { storeView, customerGroupId: null },
          () => request.waitForWorkSlot(),
          RENDER_LIST_FORMAT,
        )
      } finally {
        request.finishWork()
      }
      return reply.type('application/json; charset=utf-8').send(bytes)
    },
  )

  for (const url of ['/api/catalog/:index/:type/_search', '/api/catalog/:index/_search']) {
    app.route({
      method: ['GET', 'POST'],
      url,
      // synchronous search work: counted and queued by the load-shedding gate (D192)
      config: { shedLoad: true },
      schema,
      handler: handle,
    })
  }
}

/**
 * The index decides the store view (its catalogue, prices and tax); a store named besides it by
 * the path prefix, `x-vs-store-code` or `storeCode` must be the same one.
 */
function storeViewOfIndex(
  request: FastifyRequest,
  storeCode: string | undefined,
  resolved: ResolvedIndex,
): StoreView {
  const named =
    request.headers[STORE_CODE_HEADER] !== undefined ||
    storeCode !== undefined ||
    request.storeView.storeCode !== 'default'
  if (named && request.storeView.storeCode !== resolved.store) {
    throw new ValidationError([
      {
        field: 'params.index',
        message: `The index belongs to the store view \`${resolved.store}\`, the request names \`${request.storeView.storeCode}\`.`,
      },
    ])
  }
  return findStoreView(resolved.store) ?? request.storeView
}

/** The body of a POST, or the JSON of `?request=` of a GET; none is an empty query. */
function readBody(
  request: FastifyRequest,
  query: VsfSearchParams,
  parseBody: (text: string) => unknown,
): unknown {
  if (request.method === 'POST' && typeof request.body === 'string' && request.body !== '') {
    return parseBody(request.body)
  }
  if (query.request === undefined) return {}
  try {
    return JSON.parse(query.request) as unknown
  } catch {
    throw new ValidationError([{ field: 'query.request', message: 'Expected a JSON object.' }])
  }
}

const PRICE_SORT_FIELDS = new Set(['price', 'final_price'])

/**
 * A product sort on `price` or `final_price` alone is the named price sort: the store view's prices
 * including tax (spec 000 §9), not the stored net price.
 */
function nameProductSort(
  type: string,
  fields: ReadonlyArray<{ field: string; order?: 'asc' | 'desc' }>,
): 'price-asc' | 'price-desc' | Array<{ field: string; order: 'asc' | 'desc' }> {
  const [only] = fields
  if (type === 'product' && fields.length === 1 && only && PRICE_SORT_FIELDS.has(only.field)) {
    return only.order === 'desc' ? 'price-desc' : 'price-asc'
  }
  return fields.map(({ field, order }) => ({ field, order: order ?? 'asc' }))
}

/** `size`, `from`, `sort` and the `_source` lists of the URL, which win over the body's. */
function applyUrlParams(translated: TranslatedQuery, query: VsfSearchParams) {
  const list = (value: string | undefined, at: string) =>
    value === undefined
      ? undefined
      : value
          .split(',')
          .filter((name) => name !== '')
          .map((name) => normalizeField(name.trim(), at))
  const include = list(query._source_includes ?? query._source_include, 'query._source_includes')
  const exclude = list(query._source_excludes ?? query._source_exclude, 'query._source_excludes')
  const sort = query.sort
    ?.split(',')
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [field = '', order = 'asc'] = entry.split(':')
      if (order !== 'asc' && order !== 'desc') {
        throw new ValidationError([
          { field: 'query.sort', message: 'Expected field:asc or field:desc.' },
        ])
      }
      return { field: normalizeField(field, 'query.sort'), order: order as 'asc' | 'desc' }
    })
  const fields = sort && sort.length > 0 ? sort : translated.request.sort
  return {
    ...translated.request,
    ...(query.size === undefined ? {} : { size: query.size }),
    ...(query.from === undefined ? {} : { from: query.from }),
    ...(Array.isArray(fields) ? { sort: nameProductSort(translated.request.type, fields) } : {}),
    ...(include ? { includeFields: include } : {}),
    ...(exclude ? { excludeFields: exclude } : {}),
  }
}
