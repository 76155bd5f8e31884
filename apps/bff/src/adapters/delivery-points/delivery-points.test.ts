// Runs the one delivery-points contract against the embedded adapter and against the DHL Parcel
// adapter talking to a local server shaped like DHL's parcel-shop-locations API.
import { startDhlParcelServer } from '../../../test/dhl-parcel-server.js'
import { MemoryCache } from '../cache/memory-cache.js'
import { describeDeliveryPointsContract } from './delivery-points.contract.js'
import { DhlDeliveryPoints } from './dhl-delivery-points.js'
import { EmbeddedDeliveryPoints } from './embedded-delivery-points.js'

describeDeliveryPointsContract('embedded', async () => ({
  points: new EmbeddedDeliveryPoints(),
  dispose: async () => undefined,
}))

describeDeliveryPointsContract('dhl-parcel', async () => {
  const server = await startDhlParcelServer()
  const cache = new MemoryCache({ maxEntries: 100, defaultTtlSeconds: 60 })
  return {
    points: new DhlDeliveryPoints({
      baseUrl: server.url,
      timeoutMs: 2000,
      cache,
      cacheTtlSeconds: 60,
      logger: { warn: () => undefined },
    }),
    dispose: async () => {
      await cache.close()
      await server.close()
    },
  }
})
