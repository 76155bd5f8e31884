// When two cart lines are the same item (spec 000 §3 "Cart item", §4 "Cart synchronisation"):
// 1. Lines that both carry a server item id and share it are the same line.
// 2. Bundle lines and lines with custom options: the same checksum of their option lists.
// 3. Configurable lines: the same parent and either the same child sku or the same chosen options.
// 4. Everything else (simple, virtual, downloadable, grouped members): the same sku.
import { canonicaliseProductOptions, readCartItemChecksum } from './cart-item-checksum.js'
import { canonicalStringify } from './canonical-json.js'
import type { CartItemIdentity, ServerId } from './cart-item.types.js'

export function isSameCartItem(a: CartItemIdentity, b: CartItemIdentity): boolean {
  const idA = readServerItemId(a)
  const idB = readServerItemId(b)
  if (idA !== undefined && idB !== undefined && String(idA) === String(idB)) return true

  if (hasOptionChecksumIdentity(a) || hasOptionChecksumIdentity(b)) {
    return readCartItemChecksum(a) === readCartItemChecksum(b)
  }
  if (readTypeId(a) === 'configurable' || readTypeId(b) === 'configurable') {
    return isSameConfigurableItem(a, b)
  }
  return a.sku === b.sku
}

/** The first line of `items` that is the same item as `target`, if any. */
export function findCartItem<T extends CartItemIdentity>(
  items: readonly T[],
  target: CartItemIdentity,
): T | undefined {
  return items.find((item) => isSameCartItem(item, target))
}

function readServerItemId(item: CartItemIdentity): ServerId | undefined {
  // A client line keeps the server's id in server_item_id; a server line has it as item_id.
  return item.server_item_id ?? item.item_id
}

function readTypeId(item: CartItemIdentity): string | undefined {
  return item.type_id ?? item.product_type
}

function hasOptionChecksumIdentity(item: CartItemIdentity): boolean {
  const customOptions = item.product_option?.extension_attributes?.custom_options ?? []
  return readTypeId(item) === 'bundle' || customOptions.length > 0
}

function isSameConfigurableItem(a: CartItemIdentity, b: CartItemIdentity): boolean {
  if (a.sku === b.sku) {
    // Same child sku: the parents must agree when both lines know theirs.
    return !a.parentSku || !b.parentSku || a.parentSku === b.parentSku
  }
  // A server line may name the parent in `sku`; then the chosen options identify the child.
  const parentA = a.parentSku || a.sku
  const parentB = b.parentSku || b.sku
  if (parentA !== parentB) return false
  const optionsA = canonicaliseProductOptions(a.product_option).configurable_item_options
  const optionsB = canonicaliseProductOptions(b.product_option).configurable_item_options
  return optionsA.length > 0 && canonicalStringify(optionsA) === canonicalStringify(optionsB)
}
