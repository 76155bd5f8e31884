// Runs the one address-lookup contract against the embedded adapter and against the Postcode.eu
// adapter talking to a local server shaped like Postcode.eu's API.
import {
  POSTCODE_EU_TEST_KEY,
  POSTCODE_EU_TEST_SECRET,
  startPostcodeEuServer,
} from '../../../test/postcode-eu-server.js'
import { MemoryCache } from '../cache/memory-cache.js'
import { describeAddressLookupContract } from './address-lookup.contract.js'
import { EmbeddedAddressLookup } from './embedded-address-lookup.js'
import { PostcodeEuAddressLookup } from './postcode-eu-address-lookup.js'

describeAddressLookupContract('embedded', async () => ({
  lookup: new EmbeddedAddressLookup(),
  dispose: async () => undefined,
}))

describeAddressLookupContract('postcode-eu', async () => {
  const server = await startPostcodeEuServer()
  const cache = new MemoryCache({ maxEntries: 100, defaultTtlSeconds: 60 })
  return {
    lookup: new PostcodeEuAddressLookup({
      baseUrl: server.url,
      key: POSTCODE_EU_TEST_KEY,
      secret: POSTCODE_EU_TEST_SECRET,
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
