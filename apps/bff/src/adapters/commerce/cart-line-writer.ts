// Writing cart lines and choosing checkout methods in the commerce engine (issue 5 item 2): a line
// is resolved (configurable child, options), merged into the line of the same sku and options,
// and checked against the stock the other lines of the cart already take.
import type { ProductOption } from '@vitrine/cart/cart-item.types'
import { computeCartItemChecksum } from '@vitrine/cart/cart-item-checksum'
import { AppError, BadRequestError, NotFoundError } from '../../errors.js'
import { evaluateCart, toCartLine, type EngineSettings } from './cart-evaluation.js'
import { priceCartLine } from './cart-line-pricing.js'
import { resolveCartLine } from './cart-line-resolution.js'
import {
  insertCartItemRow,
  loadCatalogueRows,
  updateCartItemQty,
  type CartRow,
} from './cart-store.js'
import type {
  CartLine,
  CartLineInput,
  MethodsInput,
  PricingScope,
  ShippingMethodOffer,
} from './commerce.port.js'
import type { CommerceDb } from './commerce-database.js'
import { planLineStock } from './line-stock.js'
import { readStockLevels } from './stock-store.js'

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
  const evaluation = await evaluateCart(tx, cart, scope, settings)
  const existingById =
    input.itemId === undefined
      ? undefined
      : evaluation.items.find((item) => item.itemId === input.itemId)
  if (input.itemId !== undefined && !existingById) {
    throw new NotFoundError(`The ${cart.id} Cart doesn't contain the ${input.itemId} item.`)
  }
  // Updating a line by id changes its quantity; its sku and options stay what they were.
  const requestedSku = existingById?.sku ?? input.sku
  const productOption = existingById ? existingById.productOption : (input.productOption ?? null)
  const catalogue = await loadCatalogueRows(tx, [requestedSku], settings.reference)
  const resolved = resolveCartLine(requestedSku, productOption, catalogue)
  const checksum = computeCartItemChecksum(
    (productOption ?? undefined) as ProductOption | undefined,
  )
  // Magento adds to the line of the same product and options; an id sets the quantity.
  const sameLine =
    existingById ??
    evaluation.items.find((item) => item.sku === resolved.sold.sku && item.checksum === checksum)
  const qty = existingById ? input.qty : (sameLine?.qty ?? 0) + input.qty

  const stock = await readStockLevels(
    tx,
    resolved.stockPerUnit.map((line) => line.sku),
  )
  planLineStock({
    line: resolved,
    qty,
    otherLines: [...evaluation.resolved].flatMap(([itemId, other]) => {
      const stored = evaluation.lines.find((entry) => entry.itemId === itemId)
      return itemId === sameLine?.itemId || !stored ? [] : [{ line: other, qty: stored.qty }]
    }),
    stock,
  })

  const price = priceCartLine(resolved, catalogue, evaluation.pricing)
  if (sameLine) {
    await updateCartItemQty(tx, sameLine.itemId, qty)
    return toCartLine({ ...sameLine, qty }, resolved, price)
  }
  const inserted = await insertCartItemRow(tx, {
    cartId: cart.id,
    sku: resolved.sold.sku,
    parentSku: resolved.parent?.sku ?? resolved.sold.parentSku,
    productType: resolved.productType,
    qty,
    checksum,
    productOption: (productOption ?? null) as Record<string, unknown> | null,
  })
  if (!inserted) throw new AppError(500, 'the cart line was not stored')
  return toCartLine(inserted, resolved, price)
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
    throw new BadRequestError(
      `Carrier with such method not found: ${input.carrierCode ?? ''}, ${input.methodCode ?? ''}`,
    )
  }
  return chosen
}
