// The query parameters every BFF route accepts (vsf-api-contract §0): the customer token
// (`?token=`, prefer `Authorization: Bearer`) and the store code (`?storeCode=`, which vue-storefront
// appends to every call in multistore). Request schemas are strict (ARCHITECTURE §3): a key the
// route does not know is a 400 naming it, never silently dropped.
import { z } from 'zod'

export const TokenQuerySchema = z
  .string()
  .optional()
  .describe('Customer token (prefer `Authorization: Bearer`)')
export const StoreCodeQuerySchema = z
  .string()
  .optional()
  .describe('Store code (or the `/nl`, `/de` path prefix, or the `x-vs-store-code` header)')

/** A route's query when it takes nothing but the token and the store code. */
export const StoreQuerySchema = z.strictObject({
  token: TokenQuerySchema,
  storeCode: StoreCodeQuerySchema,
})
export type StoreQuery = z.infer<typeof StoreQuerySchema>
