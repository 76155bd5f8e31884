// Translates the typed SearchQuery of the search port into an Elasticsearch 8 search body (the
// "search-query" translation of storefront-query-builder, reference vsf-api-contract §1.1, with
// multi-select facets done the Elasticsearch way):
//   query        bool { must: multi_match (text), filter: filters }   (match_all when empty)
//   min_score    text.minScore (raw Elasticsearch score; spec 000 §9: 0.02)
//   post_filter  bool { filter: facetFilters }: narrows the hits after the aggregations ran
//   aggs         each wrapped in a `filter` aggregation holding the facet filters on OTHER fields,
//                so a facet's counts ignore its own selection (search.port.ts header)
//   sort         the requested keys (missing values last), then the import position as tie-breaker
//
// Field conventions of infra/elasticsearch: every string is a `keyword` (exact filters, facets,
// sorts) with a `.text` sub-field analysed for full-text search, and each document carries its
// import position in `vitrine_position` (indexed, kept out of `_source`).
import type { estypes } from '@elastic/elasticsearch'
import type {
  SearchAggregation,
  SearchFieldFilter,
  SearchFilter,
  SearchQuery,
  TextQuery,
} from './search.port.js'

export const POSITION_FIELD = 'vitrine_position'
export const TEXT_SUBFIELD = 'text'

export type ElasticsearchSearchBody = Omit<estypes.SearchRequest, 'index'>

export function buildElasticsearchQuery(query: SearchQuery): ElasticsearchSearchBody {
  const filters = query.filters.map(translateFilter)
  const body: ElasticsearchSearchBody = {
    from: Math.max(0, Math.trunc(query.from)),
    size: Math.max(0, Math.trunc(query.size)),
    track_total_hits: true,
    query: buildMainQuery(query.text, filters),
  }
  if (query.text) {
    body.min_score = query.text.minScore
    // Scores must be computed for min_score even when sorting by a field.
    if (query.sort.length > 0) body.track_scores = true
  }
  if (query.facetFilters.length > 0) {
    body.post_filter = { bool: { filter: query.facetFilters.map(translateFilter) } }
  }
  if (query.aggregations.length > 0) {
    body.aggs = Object.fromEntries(
      query.aggregations.map((aggregation) => [
        aggregation.name,
        buildAggregation(aggregation, query.facetFilters),
      ]),
    )
  }
  body.sort = buildSort(query)
  const source = buildSourceFilter(query)
  if (source) body._source = source
  return body
}

function buildMainQuery(
  text: TextQuery | undefined,
  filters: estypes.QueryDslQueryContainer[],
): estypes.QueryDslQueryContainer {
  if (!text && filters.length === 0) return { match_all: {} }
  const bool: estypes.QueryDslBoolQuery = {}
  if (text) bool.must = [buildTextQuery(text)]
  if (filters.length > 0) bool.filter = filters
  return { bool }
}

/** spec 000 §9: fuzziness 2, boosts name 4 / sku 2 / category name 1, minimum match 75 %. */
function buildTextQuery(text: TextQuery): estypes.QueryDslQueryContainer {
  const multiMatch: estypes.QueryDslMultiMatchQuery = {
    query: text.text,
    type: 'best_fields',
    fields: text.fields.map(({ field, boost }) => `${field}.${TEXT_SUBFIELD}^${boost}`),
    operator: 'or',
    minimum_should_match: `${Math.round(text.minimumShouldMatch * 100)}%`,
  }
  if (text.fuzziness > 0) multiMatch.fuzziness = text.fuzziness
  return { multi_match: multiMatch }
}

export function translateFilter(filter: SearchFilter): estypes.QueryDslQueryContainer {
  switch (filter.op) {
    case 'any':
      return { bool: { should: filter.filters.map(translateFilter), minimum_should_match: 1 } }
    case 'eq':
      return { term: { [filter.field]: filter.value } }
    case 'in':
      return { terms: { [filter.field]: [...filter.values] } }
    case 'nin':
      return { bool: { must_not: [{ terms: { [filter.field]: [...filter.values] } }] } }
    case 'exists':
      return filter.exists
        ? { exists: { field: filter.field } }
        : { bool: { must_not: [{ exists: { field: filter.field } }] } }
    case 'range': {
      const bounds: Record<string, number | string> = {}
      for (const key of ['gt', 'gte', 'lt', 'lte'] as const) {
        const bound = filter[key]
        if (bound !== undefined) bounds[key] = bound
      }
      return { range: { [filter.field]: bounds } }
    }
  }
}

function buildAggregation(
  aggregation: SearchAggregation,
  facetFilters: readonly SearchFieldFilter[],
): estypes.AggregationsAggregationContainer {
  const inner: estypes.AggregationsAggregationContainer =
    aggregation.kind === 'terms'
      ? {
          terms: {
            field: aggregation.field,
            size: aggregation.size,
            order: [{ _count: 'desc' }, { _key: 'asc' }],
          },
        }
      : {
          range: {
            field: aggregation.field,
            ranges: aggregation.ranges.map(({ key, from, to }) => ({ key, from, to })),
          },
        }
  const others = facetFilters.filter((filter) => filter.field !== aggregation.field)
  if (others.length === 0) return inner
  return {
    filter: { bool: { filter: others.map(translateFilter) } },
    aggs: { [aggregation.name]: inner },
  }
}

function buildSort(query: SearchQuery): estypes.SortCombinations[] {
  const sort: estypes.SortCombinations[] = query.sort.map(({ field, order }) =>
    field === '_score'
      ? { _score: { order } }
      : { [field]: { order, missing: '_last', unmapped_type: 'keyword' } },
  )
  if (query.sort.length === 0 && query.text) sort.push({ _score: { order: 'desc' } })
  sort.push({ [POSITION_FIELD]: { order: 'asc' } })
  return sort
}

function buildSourceFilter(query: SearchQuery): estypes.SearchSourceConfig | undefined {
  const includes = query.includeFields?.filter((path) => path.trim() !== '') ?? []
  const excludes = query.excludeFields?.filter((path) => path.trim() !== '') ?? []
  if (includes.length === 0 && excludes.length === 0) return undefined
  return {
    ...(includes.length > 0 ? { includes } : {}),
    ...(excludes.length > 0 ? { excludes } : {}),
  }
}
