// The BFF's version, as its package.json names it (GET /api/, the OpenAPI document).
import { readFileSync } from 'node:fs'

export const BFF_VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
).version

/** The vue-storefront-api release whose REST contract the BFF keeps (vsf-api-contract §0). */
export const VSF_API_COMPATIBLE_VERSION = '1.12.5'
