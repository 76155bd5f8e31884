// Writing cart lines and choosing checkout methods in the commerce engine (D21): a line
// is resolved (configurable child, options), merged into the line of the same sku and options,
// and checked against the stock the other lines of the cart already take.
import type { ProductOption } from '@vitrine/cart/cart-item.types'
import { computeCartItemChecksum } from '@vitrine/cart/cart-item-checksum'
import { CartItemNotFoundError, ShippingMethodNotFoundError } from '../errors.js'
import {
  resolveCartItems,
  toCartLine,
  type EngineSettings,
  type ResolvedCartItems,
} from './cart-evaluation.js'
import { priceCartLine } from './cart-line-pricing.js'
import { resolveCartLine, type CatalogueLookup, type ResolvedLine } from './cart-line-resolution.js'
import {
  insertCartItemRow,
  loadCatalogueRows,
  lockCartWithItemsAndStock,
  readCartItemRows,
  requireCart,
  updateCartItemQty,
  type CartItemRow,
  type CartRow,
} from './cart-store.js'
import type {
  CartAccess,
  CartLine,
  CartLineInput,
  MethodsInput,
  PricingScope,
  ProductOptionInput,
  ShippingMethodOffer,
} from './cart.types.js'
import type { StockLevel } from '../stock/stock.types.js'
import type { CommerceDb } from '../db/database.js'
import { planLineStock } from './line-stock.js'
import { readStockLevels } from '../stock/stock-store.js'

/** A line as asked for, resolved against the catalogue. */
export interface RequestedLine {
  resolved: ResolvedLine
  catalogue: CatalogueLookup
  productOption: ProductOptionInput | null
  checksum: string
}

/** The checksum of a line without options, the same for every such line (made once). */
let checksumWithoutOptions: string | undefined

function checksumOf(productOption: ProductOptionInput | null): string {
  if (productOption === null) {
    checksumWithoutOptions ??= computeCartItemChecksum(undefined)
    return checksumWithoutOptions
  }
  return computeCartItemChecksum(productOption as ProductOption)
}

export async function resolveRequestedLine(
  db: CommerceDb,
  sku: string,
  productOption: ProductOptionInput | null,
  settings: EngineSettings,
): Promise<RequestedLine> {
  const catalogue = await loadCatalogueRows(db, [sku], settings.reference)
  return {
    resolved: resolveCartLine(sku, productOption, catalogue),
    catalogue,
    productOption,
    checksum: checksumOf(productOption),
  }
}

/** A cart locked for a line change (its row locked, requireCart with `lock`), with its lines. */
export interface CartForLineChange {
  cart: CartRow
  items: readonly CartItemRow[]
  known: ResolvedCartItems
}

/**
 * Stores `qty` units of the requested line (the line with that id, else the line of the same sku
 * and options, else a new line) after checking them against the stock the cart's other lines
 * take, and answers it priced as the rest of the cart. With `lastInTransaction` the write ends the
 * transaction (sql-rows.ts queryRowsThenCommit).
 */
async function storeLine(
  tx: CommerceDb,
  target: CartForLineChange,
  requested: RequestedLine,
  change: { qty: number; existingById: CartItemRow | undefined },
  stock: readonly StockLevel[],
  lastInTransaction = false,
): Promise<CartLine> {
  const { cart, items, known } = target
  const { resolved, checksum } = requested
  // Magento adds to the line of the same product and options; an id sets the quantity.
  const sameLine =
    change.existingById ??
    items.find((item) => item.sku === resolved.sold.sku && item.checksum === checksum)
  const qty = change.existingById ? change.qty : (sameLine?.qty ?? 0) + change.qty
  planLineStock({
    line: resolved,
    qty,
    otherLines: [...known.resolved].flatMap(([itemId, other]) => {
      const stored = items.find((entry) => entry.itemId === itemId)
      return itemId === sameLine?.itemId || !stored ? [] : [{ line: other, qty: stored.qty }]
    }),
    stock,
  })

  const price = priceCartLine(resolved, requested.catalogue, known.pricing)
  if (sameLine) {
    await updateCartItemQty(tx, sameLine.itemId, qty, lastInTransaction)
    return toCartLine({ ...sameLine, qty }, resolved, price)
  }
  const inserted = await insertCartItemRow(
    tx,
    {
      cartId: cart.id,
      sku: resolved.sold.sku,
      parentSku: resolved.parent?.sku ?? resolved.sold.parentSku,
      productType: resolved.productType,
      qty,
      checksum,
      productOption: requested.productOption as Record<string, unknown> | null,
    },
    lastInTransaction,
  )
  if (!inserted) throw new Error('the cart line was not stored')
  return toCartLine(inserted, resolved, price)
}

/**
 * Adds or updates a line inside the caller's transaction (the cart row is locked, requireCart
 * with `lock`) and answers it priced, with the pricing the rest of the cart was evaluated with.
 */
export async function writeCartLine(
  tx: CommerceDb,
  cart: CartRow,
  input: CartLineInput,
  scope: PricingScope,
  settings: EngineSettings,
): Promise<CartLine> {
  const items = await readCartItemRows(tx, cart.id)
  const known = await resolveCartItems(tx, cart, items, scope, settings)
  const existingById =
    input.itemId === undefined ? undefined : items.find((item) => item.itemId === input.itemId)
  if (input.itemId !== undefined && !existingById) {
    throw new CartItemNotFoundError(cart.id, input.itemId)
  }
  // Updating a line by id changes its quantity; its sku and options stay what they were.
  const requested = await resolveRequestedLine(
    tx,
    existingById?.sku ?? input.sku,
    existingById ? existingById.productOption : (input.productOption ?? null),
    settings,
  )
  const stock = await readStockLevels(
    tx,
    requested.resolved.stockPerUnit.map((line) => line.sku),
  )
  return storeLine(tx, { cart, items, known }, requested, { qty: input.qty, existingById }, stock)
}

/**
 * Adds a line (sku and options, no item id) to a cart in a transaction of its own. The product is
 * resolved first (its catalogue rows come from memory), so the statement that locks the cart
 * also reads its lines and the product's stock, and the line's write commits: two exchanges with
 * PGlite. A product that cannot be added is refused only once the cart is known to be usable, so
 * a missing cart still answers 404 first.
 */
export async function addCartLine(
  db: CommerceDb,
  cartId: string,
  access: CartAccess,
  input: CartLineInput,
  scope: PricingScope,
  settings: EngineSettings,
): Promise<CartLine> {
  const requested = await resolveRequestedLine(
    db,
    input.sku,
    input.productOption ?? null,
    settings,
  ).then(
    (line) => ({ line }),
    (error: unknown) => ({ error }),
  )
  return db.transaction(async (tx) => {
    if ('error' in requested) {
      await requireCart(tx, cartId, access, true)
      throw requested.error
    }
    const { line } = requested
    const { cart, items, stock } = await lockCartWithItemsAndStock(
      tx,
      cartId,
      access,
      line.resolved.stockPerUnit.map((unit) => unit.sku),
    )
    const known = await resolveCartItems(tx, cart, items, scope, settings)
    return storeLine(
      tx,
      { cart, items, known },
      line,
      { qty: input.qty, existingById: undefined },
      stock,
      true,
    )
  })
}

/** The offered method matching the codes, null when none is asked for; 400 when not offered. */
export function requireShippingMethod(
  offers: readonly ShippingMethodOffer[],
  input: Pick<MethodsInput, 'carrierCode' | 'methodCode'>,
): ShippingMethodOffer | null {
  if (input.carrierCode === undefined && input.methodCode === undefined) return null
  const chosen = offers.find(
    (offer) => offer.carrierCode === input.carrierCode && offer.methodCode === input.methodCode,
  )
  if (!chosen) {
    throw new ShippingMethodNotFoundError(input.carrierCode, input.methodCode)
  }
  return chosen
}
