// Writing cart lines and choosing checkout methods in the commerce engine (issue 5 item 2): a line
// is resolved (configurable child, options), merged into the line of the same sku and options,
// and checked against the stock the other lines of the cart already take.
import type { ProductOption } from '@vitrine/cart/cart-item.types'
import { computeCartItemChecksum } from '@vitrine/cart/cart-item-checksum'
import { and, eq, sql } from 'drizzle-orm'
import { AppError, BadRequestError, NotFoundError } from '../../errors.js'
import { evaluateCart, type EngineSettings } from './cart-evaluation.js'
import { resolveCartLine } from './cart-line-resolution.js'
import { findCartItemRow, loadCatalogueRows, type CartRow } from './cart-store.js'
import type {
  CartLineInput,
  MethodsInput,
  PricingScope,
  ShippingMethodOffer,
} from './commerce.port.js'
import type { CommerceDb } from './commerce-database.js'
import { cartItems, carts } from './commerce.schema.js'
import { planLineStock } from './line-stock.js'
import { readStockLevels } from './stock-store.js'

/** Adds or updates a line inside the caller's transaction (the cart row is locked); its item id. */
export async function writeCartLine(
  tx: CommerceDb,
  cart: CartRow,
  input: CartLineInput,
  scope: PricingScope,
  settings: EngineSettings,
): Promise<number> {
  const existingById =
    input.itemId === undefined ? undefined : await findCartItemRow(tx, cart.id, input.itemId)
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
  const [sameLine] = existingById
    ? [existingById]
    : await tx
        .select()
        .from(cartItems)
        .where(
          and(
            eq(cartItems.cartId, cart.id),
            eq(cartItems.sku, resolved.sold.sku),
            eq(cartItems.checksum, checksum),
          ),
        )
  // Magento adds to the line of the same product and options; an id sets the quantity.
  const qty = existingById ? input.qty : (sameLine?.qty ?? 0) + input.qty

  const evaluation = await evaluateCart(tx, cart, scope, settings)
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

  if (sameLine) {
    await tx
      .update(cartItems)
      .set({ qty, updatedAt: sql`now()` })
      .where(eq(cartItems.itemId, sameLine.itemId))
    await touchCart(tx, cart.id)
    return sameLine.itemId
  }
  const [inserted] = await tx
    .insert(cartItems)
    .values({
      cartId: cart.id,
      sku: resolved.sold.sku,
      parentSku: resolved.parent?.sku ?? resolved.sold.parentSku,
      productType: resolved.productType,
      qty,
      checksum,
      productOption: (productOption ?? null) as Record<string, unknown> | null,
    })
    .returning({ itemId: cartItems.itemId })
  await touchCart(tx, cart.id)
  if (!inserted) throw new AppError(500, 'the cart line was not stored')
  return inserted.itemId
}

export async function touchCart(tx: CommerceDb, cartId: string): Promise<void> {
  await tx
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cartId))
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
