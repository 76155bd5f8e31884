// Asks the server's URL map (spec 000 §2 "URL resolution" step 3, POST /api/url/resolve) about a path
// with its query; a 404 answer means no mapping. Other failures are thrown: on the server the page
// shows the error page rather than a wrong not-found, in the browser a notification. Isomorphic.
import { BffError, type BffClient } from '@vitrine/contracts/bff-client'
import { mapUrl } from '@vitrine/contracts/catalog-client'
import type { StoreView } from '@vitrine/contracts/store-views'
import type { CachedUrlTarget } from './url-map-cache'
import { toCachedTarget } from './url-resolution'

export async function lookUpUrl(
  bff: Pick<BffClient, 'call'>,
  storeView: Pick<StoreView, 'url'>,
  url: string,
): Promise<CachedUrlTarget> {
  try {
    // Only the fields a navigation needs: the answer may be a whole product document otherwise.
    const result = await mapUrl(bff, {
      url,
      includeFields: ['sku', 'parentSku', 'slug', 'url_key', 'identifier'],
    })
    return toCachedTarget(result, storeView)
  } catch (error) {
    if (error instanceof BffError && error.status === 404) return { type: 'none' }
    throw error
  }
}
