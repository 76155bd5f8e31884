// A catalogue answer in the shape Vue Storefront 1 reads from vue-storefront-api's catalogue route
// (vsf-api-contract §1.1, D228): Elasticsearch's `hits` (`total` a number, as ES 5 and 6 answer and
// VSF 1.12 reads), each hit's `_source` the product as POST /api/catalog presents it (prices and
// tax decided by the server), `aggregations` under the names the caller asked for, and the
// attributes' `attribute_metadata`; with `response_format=compact`, vue-storefront-api's compact
// shape (`total`, `hits` of sources with `_score`). Scores are not kept by the search port: `_score`
// and `max_score` are null, as Elasticsearch answers a query sorted by a field; `took` and
// `_shards` are left out rather than made up.
import type { CatalogQueryResult } from '@vitrine/contracts/catalog-query'
import type { CatalogAnswerFormat, ProductAnswer } from '../catalog/catalog.service.js'
import { PRICE_TERMS } from '../catalog/catalog-query-rules.js'

export interface ElasticsearchFormatOptions {
  /** The Elasticsearch index the hits come from (`<index>_<type>`, one index per entity). */
  hitIndex: string
  compact: boolean
  /** The caller's names for each aggregation of the answer (`agg_terms_color` → its names). */
  aggregationNames: Readonly<Record<string, readonly string[]>>
}

export function createElasticsearchFormat(
  options: ElasticsearchFormatOptions,
): CatalogAnswerFormat {
  return {
    kind: `elasticsearch\u0001${options.hitIndex}\u0001${options.compact ? 'compact' : 'standard'}\u0001${JSON.stringify(options.aggregationNames)}`,
    write: (answer) => writeElasticsearchAnswer(answer, options),
    priceTerms: Object.hasOwn(options.aggregationNames, PRICE_TERMS),
  }
}

function writeElasticsearchAnswer(
  answer: CatalogQueryResult | ProductAnswer,
  options: ElasticsearchFormatOptions,
): string[] {
  const product = 'rest' in answer
  const total = product ? answer.rest.total : answer.total
  const aggregations = product ? answer.rest.aggregations : answer.aggregations
  const sources: string[] = product
    ? answer.items.map((item) => item.json)
    : answer.items.map((item) => JSON.stringify(item))
  const ids: unknown[] = product ? [...answer.ids] : answer.items.map((item) => item.id)
  const parts: string[] = []
  if (options.compact) {
    parts.push(`{"total":${total},"hits":[`)
    sources.forEach((source, index) => {
      if (index > 0) parts.push(',')
      parts.push(source.length > 2 ? `${source.slice(0, -1)},"_score":null}` : '{"_score":null}')
    })
    parts.push(']')
  } else {
    const index = JSON.stringify(options.hitIndex)
    parts.push(`{"timed_out":false,"hits":{"total":${total},"max_score":null,"hits":[`)
    sources.forEach((source, position) => {
      if (position > 0) parts.push(',')
      parts.push(
        `{"_index":${index},"_type":"_doc","_id":${JSON.stringify(documentId(ids[position]))},"_score":null,"_source":`,
        source,
        '}',
      )
    })
    parts.push(']}')
  }
  const named = renameAggregations(aggregations, options.aggregationNames)
  if (Object.keys(named).length > 0) parts.push(',"aggregations":', JSON.stringify(named))
  if (product && answer.attributeMetadataJson !== '[]') {
    parts.push(',"attribute_metadata":', answer.attributeMetadataJson)
  }
  parts.push('}')
  return parts
}

/** Elasticsearch's `_id`: the document's `id` as a string (null when the document has none). */
function documentId(id: unknown): string | null {
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null
}

function renameAggregations(
  aggregations: CatalogQueryResult['aggregations'],
  names: Readonly<Record<string, readonly string[]>>,
): CatalogQueryResult['aggregations'] {
  const named: CatalogQueryResult['aggregations'] = {}
  for (const [name, aggregation] of Object.entries(aggregations)) {
    for (const callerName of names[name] ?? [name]) named[callerName] = aggregation
  }
  return named
}
