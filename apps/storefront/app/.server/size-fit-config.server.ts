// The size-fitting service's settings for the root loader (spec 000 §7): switched on by
// STOREFRONT_SIZE_FIT_TENANT_ID; STOREFRONT_SIZE_FIT_ENDPOINT receives the beacons.
import { readSizeFitConfig, type SizeFitConfig } from '~/lib/size-fit/size-fit-events'
import { getEnv, type Env } from './env.server'

export function readSizeFitSettings(
  env: Pick<Env, 'STOREFRONT_SIZE_FIT_TENANT_ID' | 'STOREFRONT_SIZE_FIT_ENDPOINT'> = getEnv(),
): SizeFitConfig | null {
  return readSizeFitConfig({
    tenantId: env.STOREFRONT_SIZE_FIT_TENANT_ID,
    endpoint: env.STOREFRONT_SIZE_FIT_ENDPOINT,
  })
}
