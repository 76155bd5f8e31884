// A raw Elasticsearch body from a Vue Storefront 1 front end → the typed catalogue query (D228).
// Only the subset VSF 1.12's own code sends is understood, and translated, never passed on:
// `query` of `match_all` or `bool` (`filter`, `must`, `must_not`, `should` of leaves; nested
// `bool`s of those) over `term`, `terms`, `range`, `exists`, `match` and `multi_match`; `sort`;
// `_source`; `size`, `from`; `aggs` of `terms` and `range`. Anything else is a 400 naming the
// clause (`script`, `function_score`, ...): no caller can send the search engine arbitrary DSL.
import type { CatalogFilter, CatalogQueryRequestInput } from '@vitrine/contracts/catalog-query'
import { ValidationError } from '../../errors.js'
import { PRICE_TERMS } from '../catalog/catalog-query-rules.js'
import {
  normalizeField,
  toRangeBounds,
  toValueList,
  type CatalogEntityOfIndex,
  type TranslatedQuery,
} from './vsf-query-parts.js'

type Json = Record<string, unknown>

const unsupported = (at: string, clause: string, hint = '') =>
  new ValidationError([
    {
      field: at,
      message: `\`${clause}\` is not supported: this API translates a subset of Elasticsearch's query DSL (bool filter/must/must_not/should of term, terms, range, exists, match, multi_match; sort; _source; terms and range aggregations) and never passes DSL on.${hint}`,
    },
  ])

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The only key of a one-key object (an Elasticsearch clause), or a 400. */
function onlyKey(value: unknown, at: string): [string, unknown] {
  if (!isObject(value) || Object.keys(value).length !== 1) {
    throw new ValidationError([{ field: at, message: 'Expected an object with one clause.' }])
  }
  const [key] = Object.keys(value) as [string]
  return [key, value[key]]
}

interface Collected {
  filters: CatalogFilter[]
  text?: string
}

const TOP_LEVEL = new Set([
  'query',
  'sort',
  '_source',
  'size',
  'from',
  'aggs',
  'aggregations',
  'groupId',
  'groupToken',
])

/** The typed query of a raw body, with the caller's aggregation names per typed aggregation. */
export function translateElasticsearchBody(
  body: unknown,
  entity: CatalogEntityOfIndex,
): TranslatedQuery {
  if (!isObject(body)) {
    throw new ValidationError([{ field: 'body', message: 'Expected a JSON object.' }])
  }
  for (const key of Object.keys(body)) {
    if (!TOP_LEVEL.has(key)) throw unsupported(`body.${key}`, key)
  }
  const collected: Collected = { filters: [] }
  if (body.query !== undefined) collectQuery(body.query, 'body.query', collected, 'must')
  const { aggregations, aggregationNames } = translateAggregations(
    body.aggs ?? body.aggregations,
    body.aggs === undefined ? 'body.aggregations' : 'body.aggs',
  )
  const sort = body.sort === undefined ? [] : translateSort(body.sort, 'body.sort')
  const source = translateSource(body._source, 'body._source')
  const groupToken = typeof body.groupToken === 'string' ? body.groupToken : undefined
  const request: CatalogQueryRequestInput = {
    type: entity,
    ...(entity === 'product' ? { use: collected.text === undefined ? 'single' : 'search' } : {}),
    query: {
      filters: collected.filters,
      facets: [],
      ...(collected.text === undefined ? {} : { text: collected.text }),
      ...(entity === 'product' ? { aggregations } : {}),
    },
    ...(sort.length > 0 ? { sort } : {}),
    ...(typeof body.size === 'number' ? { size: body.size } : {}),
    ...(typeof body.from === 'number' ? { from: body.from } : {}),
    ...source,
  }
  return { request, groupToken, aggregationNames }
}

type Occurrence = 'must' | 'must_not'

function collectQuery(query: unknown, at: string, into: Collected, occurrence: Occurrence): void {
  const [clause, content] = onlyKey(query, at)
  const here = `${at}.${clause}`
  switch (clause) {
    case 'match_all':
      if (occurrence === 'must_not') throw unsupported(here, 'must_not match_all')
      return
    case 'bool':
      return collectBool(content, here, into, occurrence)
    case 'term':
    case 'terms':
    case 'match': {
      const [field, value] = leafFieldAndValue(content, here, clause)
      const values = toValueList(value, `${here}.${field}`)
      into.filters.push({ field, op: occurrence === 'must' ? 'in' : 'nin', values })
      return
    }
    case 'range': {
      if (occurrence === 'must_not') throw unsupported(here, 'must_not range')
      const [rawField, bounds] = onlyKey(content, here)
      const field = normalizeField(rawField, here)
      if (!isObject(bounds)) throw unsupported(`${here}.${rawField}`, 'range without bounds')
      const { format: _format, time_zone: _zone, ...rest } = bounds
      into.filters.push({ field, op: 'range', ...toRangeBounds(rest, `${here}.${rawField}`) })
      return
    }
    case 'exists': {
      if (!isObject(content) || typeof content.field !== 'string') {
        throw new ValidationError([{ field: here, message: 'Expected { "field": "<name>" }.' }])
      }
      const field = normalizeField(content.field, `${here}.field`)
      into.filters.push({ field, op: 'exists', exists: occurrence === 'must' })
      return
    }
    case 'multi_match': {
      if (occurrence === 'must_not') throw unsupported(here, 'must_not multi_match')
      if (!isObject(content) || typeof content.query !== 'string') {
        throw new ValidationError([
          { field: `${here}.query`, message: 'Expected the searched text.' },
        ])
      }
      if (into.text !== undefined) throw unsupported(here, 'a second multi_match')
      into.text = content.query
      return
    }
    default:
      throw unsupported(here, clause)
  }
}

const BOOL_KEYS = new Set(['filter', 'must', 'must_not', 'should', 'minimum_should_match', 'boost'])

function collectBool(bool: unknown, at: string, into: Collected, occurrence: Occurrence): void {
  if (!isObject(bool)) throw new ValidationError([{ field: at, message: 'Expected an object.' }])
  for (const key of Object.keys(bool)) {
    if (!BOOL_KEYS.has(key)) throw unsupported(`${at}.${key}`, key)
  }
  if (occurrence === 'must_not' && (bool.filter !== undefined || bool.must !== undefined)) {
    throw unsupported(at, 'must_not of a bool with filter or must')
  }
  for (const key of ['filter', 'must'] as const) {
    const clauses = bool[key]
    if (clauses === undefined) continue
    const list = Array.isArray(clauses) ? clauses : [clauses]
    list.forEach((clause, index) =>
      collectQuery(
        clause,
        Array.isArray(clauses) ? `${at}.${key}.${index}` : `${at}.${key}`,
        into,
        occurrence,
      ),
    )
  }
  if (bool.should !== undefined) collectShould(bool, at, into, occurrence)
  const negated = bool.must_not
  if (negated !== undefined) {
    const list = Array.isArray(negated) ? negated : [negated]
    list.forEach((clause, index) =>
      collectQuery(
        clause,
        Array.isArray(negated) ? `${at}.must_not.${index}` : `${at}.must_not`,
        into,
        occurrence === 'must' ? 'must_not' : 'must',
      ),
    )
  }
}

/**
 * `should` as Elasticsearch reads it: with `filter` or `must` beside it and no
 * `minimum_should_match` it only scores, and is left out; else a hit passes at least one of its
 * clauses, each a term, terms, match, range or exists (an `any` filter).
 */
function collectShould(bool: Json, at: string, into: Collected, occurrence: Occurrence): void {
  const should = bool.should
  const list = Array.isArray(should) ? should : [should]
  const required = bool.filter !== undefined || bool.must !== undefined
  const minimum = bool.minimum_should_match ?? (required ? 0 : 1)
  if (minimum === 0 || minimum === '0') return
  if (minimum !== 1 && minimum !== '1') {
    throw unsupported(
      `${at}.minimum_should_match`,
      `minimum_should_match ${JSON.stringify(minimum)}`,
    )
  }
  if (occurrence === 'must_not') throw unsupported(`${at}.should`, 'must_not should')
  const alternatives: Collected = { filters: [] }
  list.forEach((clause, index) => {
    const here = Array.isArray(should) ? `${at}.should.${index}` : `${at}.should`
    const [name] = onlyKey(clause, here)
    if (!['term', 'terms', 'match', 'range', 'exists'].includes(name)) {
      throw unsupported(`${here}.${name}`, `${name} in should`)
    }
    collectQuery(clause, here, alternatives, 'must')
  })
  const filters = alternatives.filters.filter((filter) => filter.op !== 'any')
  if (filters.length > 0) into.filters.push({ op: 'any', filters })
}

/** `{ field: value }` or `{ field: { value | query } }` of a term, terms or match clause. */
function leafFieldAndValue(content: unknown, at: string, clause: string): [string, unknown] {
  if (!isObject(content)) throw new ValidationError([{ field: at, message: 'Expected an object.' }])
  const keys = Object.keys(content).filter((key) => key !== 'boost')
  if (keys.length !== 1) {
    throw new ValidationError([{ field: at, message: `Expected one field in \`${clause}\`.` }])
  }
  const rawField = keys[0] as string
  const field = normalizeField(rawField, at)
  const value = content[rawField]
  if (isObject(value)) {
    const inner = clause === 'match' ? value.query : value.value
    if (inner === undefined) throw unsupported(`${at}.${rawField}`, `${clause} options`)
    return [field, inner]
  }
  if (clause !== 'terms' && Array.isArray(value)) {
    throw new ValidationError([
      { field: `${at}.${rawField}`, message: `\`${clause}\` takes one value; use \`terms\`.` },
    ])
  }
  return [field, value]
}

/** Typed sort fields of an Elasticsearch `sort` (a name, `{ name: order }` or a list of those). */
function translateSort(sort: unknown, at: string): Array<{ field: string; order: 'asc' | 'desc' }> {
  const list = Array.isArray(sort) ? sort : [sort]
  if (list.length > 5) {
    throw new ValidationError([{ field: at, message: 'At most 5 sort fields.' }])
  }
  return list.map((entry, index) => {
    const here = Array.isArray(sort) ? `${at}.${index}` : at
    if (typeof entry === 'string') return { field: normalizeField(entry, here), order: 'asc' }
    const [rawField, spec] = onlyKey(entry, here)
    if (rawField === '_score' || rawField === '_script') throw unsupported(here, rawField)
    const order = isObject(spec) ? spec.order : spec
    if (order !== 'asc' && order !== 'desc') {
      throw new ValidationError([
        { field: `${here}.${rawField}`, message: 'Expected asc or desc.' },
      ])
    }
    return { field: normalizeField(rawField, here), order }
  })
}

/** `_source`: false, a field list, or `{ includes, excludes }` (also `include`, `exclude`). */
function translateSource(
  source: unknown,
  at: string,
): { includeFields?: string[]; excludeFields?: string[] } {
  if (source === undefined || source === true) return {}
  const names = (value: unknown, here: string): string[] => {
    const list = typeof value === 'string' ? [value] : value
    if (!Array.isArray(list) || list.some((name) => typeof name !== 'string')) {
      throw new ValidationError([{ field: here, message: 'Expected a field name or a list.' }])
    }
    return list.map((name: string, index) => normalizeField(name, `${here}.${index}`))
  }
  if (source === false) return { includeFields: ['id'] }
  if (!isObject(source)) return { includeFields: names(source, at) }
  const include = source.includes ?? source.include
  const exclude = source.excludes ?? source.exclude
  return {
    ...(include === undefined ? {} : { includeFields: names(include, `${at}.includes`) }),
    ...(exclude === undefined ? {} : { excludeFields: names(exclude, `${at}.excludes`) }),
  }
}

const PRICE_FIELDS = new Set(['price', 'final_price', 'special_price'])

/**
 * `aggs` of `terms` on an attribute (or its `_options`) and `range` on a price: the typed query's
 * aggregation codes, and the caller's names for each typed aggregation the answer carries.
 */
function translateAggregations(
  aggs: unknown,
  at: string,
): { aggregations: string[]; aggregationNames: Record<string, string[]> } {
  const aggregationNames: Record<string, string[]> = {}
  const codes: string[] = []
  if (aggs === undefined) return { aggregations: codes, aggregationNames }
  if (!isObject(aggs)) throw new ValidationError([{ field: at, message: 'Expected an object.' }])
  for (const [name, definition] of Object.entries(aggs)) {
    const here = `${at}.${name}`
    const [kind, spec] = onlyKey(definition, here)
    if ((kind !== 'terms' && kind !== 'range') || !isObject(spec))
      throw unsupported(`${here}.${kind}`, kind)
    if (typeof spec.field !== 'string') {
      throw new ValidationError([{ field: `${here}.${kind}.field`, message: 'Expected a field.' }])
    }
    const field = normalizeField(spec.field, `${here}.${kind}.field`)
    let code: string
    let typedName: string
    if (kind === 'range' || PRICE_FIELDS.has(field)) {
      if (!PRICE_FIELDS.has(field)) throw unsupported(`${here}.range.field`, `range on ${field}`)
      // The price ranges are the shop's (spec 000 §9), the distinct prices the store view's; both
      // in its prices including tax.
      code = 'price'
      typedName = kind === 'terms' ? PRICE_TERMS : 'agg_range_price'
    } else {
      code = field.endsWith('_options') ? field.slice(0, -'_options'.length) : field
      typedName = `agg_terms_${code}`
    }
    if (!codes.includes(code)) codes.push(code)
    ;(aggregationNames[typedName] ??= []).push(name)
  }
  return { aggregations: codes, aggregationNames }
}
