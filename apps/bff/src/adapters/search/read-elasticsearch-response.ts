// Reads an Elasticsearch 8 search response back into the port's SearchResult: `_source` of each
// hit, the exact total (the query asks `track_total_hits: true`), and each aggregation's buckets,
// unwrapping the `filter` aggregation that build-elasticsearch-query.ts puts around a facet when
// other facets are selected.
import type { estypes } from '@elastic/elasticsearch'
import type { SearchBucket, SearchDocument, SearchQuery, SearchResult } from './search.port.js'

export function readElasticsearchResponse(
  query: SearchQuery,
  response: estypes.SearchResponse<SearchDocument>,
): SearchResult {
  const total = response.hits.total
  const aggregations: SearchResult['aggregations'] = {}
  for (const aggregation of query.aggregations) {
    aggregations[aggregation.name] = {
      buckets: readBuckets(response.aggregations?.[aggregation.name], aggregation.name),
    }
  }
  return {
    hits: response.hits.hits.map((hit) => hit._source ?? {}),
    total: typeof total === 'number' ? total : (total?.value ?? response.hits.hits.length),
    aggregations,
  }
}

function readBuckets(raw: unknown, name: string): SearchBucket[] {
  if (!raw || typeof raw !== 'object') return []
  const record = raw as Record<string, unknown>
  const buckets = Array.isArray(record.buckets) ? record.buckets : readNested(record[name])
  return buckets.map((bucket) => {
    const { key, doc_count } = bucket as { key: string | number; doc_count: number }
    return { key, doc_count }
  })
}

function readNested(raw: unknown): unknown[] {
  if (!raw || typeof raw !== 'object') return []
  const buckets = (raw as Record<string, unknown>).buckets
  return Array.isArray(buckets) ? buckets : []
}
