// What a 400 says about a request key the route does not know (ARCHITECTURE §3: request schemas
// are strict, so a misplaced or misspelt key is refused rather than silently dropped). Keys of
// Elasticsearch's query DSL get a message that points to the typed catalogue query instead: the
// BFF never forwards raw DSL, and a client sending it was written for vue-storefront-api's
// pass-through (vsf-api-contract §1.1).

/** Query DSL keys a vue-storefront-api client may send in a catalogue body. */
export const ELASTICSEARCH_DSL_KEYS: ReadonlySet<string> = new Set([
  'bool',
  'must',
  'must_not',
  'should',
  'filter',
  'match',
  'match_all',
  'match_phrase',
  'match_phrase_prefix',
  'multi_match',
  'term',
  'terms',
  'range',
  'exists',
  'prefix',
  'wildcard',
  'regexp',
  'fuzzy',
  'ids',
  'script',
  'script_score',
  'script_fields',
  'query_string',
  'simple_query_string',
  'function_score',
  'constant_score',
  'dis_max',
  'boosting',
  'nested',
  'has_child',
  'has_parent',
  'more_like_this',
  'aggs',
  'post_filter',
  'highlight',
  'min_score',
  'track_total_hits',
  '_source',
])

export const UNKNOWN_KEY_MESSAGE =
  'Unknown key: this request does not take it (see the OpenAPI document at /api/docs).'

export function formatRawDslMessage(key: string): string {
  return (
    `Elasticsearch query DSL (\`${key}\`) is not accepted: send the typed catalogue query of ` +
    'POST /api/catalog (type, query.filters, query.facets, query.text, sort, from, size) ' +
    'described in the OpenAPI document at /api/docs.'
  )
}

/** The message for an unknown key of a request. */
export function describeUnknownKey(key: string): string {
  return ELASTICSEARCH_DSL_KEYS.has(key) ? formatRawDslMessage(key) : UNKNOWN_KEY_MESSAGE
}
