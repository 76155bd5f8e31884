// Typed calls of the catalogue API for the storefront (server loaders and the browser alike): each
// takes the BffClient so it carries the store code, token and request id of its caller.
// POST /api/catalog (spec 000 §7) and POST /api/url/resolve (spec 000 §2 "URL resolution").
import type { BffClient } from './bff-client.js'
import type { CatalogQueryRequestInput, CatalogQueryResult } from './catalog-query.js'
import type { UrlMapRequest, UrlMapResult } from './url-map.js'

/** Runs one typed catalogue query; errors arrive as BffError (400 with field errors, 5xx). */
export function queryCatalog(
  client: Pick<BffClient, 'call'>,
  request: CatalogQueryRequestInput,
): Promise<CatalogQueryResult> {
  return client.call('/api/catalog', { method: 'POST', body: request })
}

/** Resolves a shop path (with its query) to a product, category, CMS page or redirect. */
export function mapUrl(
  client: Pick<BffClient, 'call'>,
  request: UrlMapRequest,
): Promise<UrlMapResult> {
  return client.call('/api/url/resolve', { method: 'POST', body: request })
}
