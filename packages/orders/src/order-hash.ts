// Order hash for duplicate detection (spec 000 §4 "Order placement"): sha3-224, hex encoded, of
// the canonical JSON of the order with, per product, configurable_children and
// configurable_options stripped (they are catalogue data, not the shopper's order), and without
// the per-attempt stamps (order_id, created_at, updated_at, transmited, transmited_at), so that
// sending the same checkout twice gives the same hash.
import { hashCanonicalJson } from '@vitrine/cart/canonical-json'
import type { OrderDraft } from './order.types.js'

const STAMP_FIELDS = ['order_id', 'created_at', 'updated_at', 'transmited', 'transmited_at']
const STRIPPED_PRODUCT_FIELDS = ['configurable_children', 'configurable_options']

export function stripOrderForHash(order: OrderDraft): Record<string, unknown> {
  const stripped = omitFields(order, STAMP_FIELDS)
  stripped.products = order.products.map((product) => omitFields(product, STRIPPED_PRODUCT_FIELDS))
  return stripped
}

export function hashOrder(order: OrderDraft): string {
  return hashCanonicalJson(stripOrderForHash(order))
}

function omitFields(record: object, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !fields.includes(key)))
}
