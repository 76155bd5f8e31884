// Cart item checksum (spec 000 §3 "Cart item" checksum): sha3-224, hex encoded, of the canonical
// option list of a line. The canonical list has the three option kinds under fixed keys; each
// option keeps only the fields that identify the choice (ids, values, quantities), ids and values
// written as strings (the server answers with numbers where the client may hold strings), and
// options sorted by option_id so that the order in which a shopper picked them does not matter.
import { canonicalStringify, hashCanonicalJson } from './canonical-json.js'
import type { CartItemIdentity, ProductOption } from './cart-item.types.js'

export interface CanonicalOptionList {
  bundle_options: { option_id: string; option_qty: string; option_selections: string[] }[]
  configurable_item_options: { option_id: string; option_value: string }[]
  custom_options: { option_id: string; option_value: string }[]
}

/** The sorted, stringified option list that the checksum is computed over. */
export function canonicaliseProductOptions(
  productOption: ProductOption | undefined,
): CanonicalOptionList {
  const attributes = productOption?.extension_attributes
  return {
    bundle_options: sortByOptionId(
      (attributes?.bundle_options ?? []).map((option) => ({
        option_id: String(option.option_id),
        option_qty: String(option.option_qty),
        option_selections: option.option_selections.map(String).sort(compareText),
      })),
    ),
    configurable_item_options: sortByOptionId(
      (attributes?.configurable_item_options ?? []).map((option) => ({
        option_id: String(option.option_id),
        option_value: String(option.option_value),
      })),
    ),
    custom_options: sortByOptionId(
      (attributes?.custom_options ?? []).map((option) => ({
        option_id: String(option.option_id),
        option_value: String(option.option_value),
      })),
    ),
  }
}

/** sha3-224 hex of the canonical option list of `productOption`. */
export function computeCartItemChecksum(productOption: ProductOption | undefined): string {
  return hashCanonicalJson(canonicaliseProductOptions(productOption))
}

/** The stored checksum of a line, or the computed one when none is stored yet. */
export function readCartItemChecksum(item: Pick<CartItemIdentity, 'checksum' | 'product_option'>) {
  return item.checksum ?? computeCartItemChecksum(item.product_option)
}

function sortByOptionId<T extends { option_id: string }>(options: T[]): T[] {
  // Ties on option_id are broken by the whole option, so any permutation sorts the same way.
  return [...options].sort(
    (a, b) =>
      compareText(a.option_id, b.option_id) ||
      compareText(canonicalStringify(a), canonicalStringify(b)),
  )
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
