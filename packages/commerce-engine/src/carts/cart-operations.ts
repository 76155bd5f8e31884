// The cart operations of the embedded engine (D21): each reads or changes one cart the
// caller may use (cart-store.ts `requireCart`), in a transaction with the cart row locked when it
// changes more than one row. embedded-commerce.ts runs them with readiness tracking.
import { eq, sql } from 'drizzle-orm'
import { InvalidQuantityError, PaymentMethodNotAvailableError } from '../errors.js'
import { evaluateCart, type EngineSettings } from './cart-evaluation.js'
import { addCartLine, requireShippingMethod, writeCartLine } from './cart-line-writer.js'
import {
  deleteCartItemRow,
  generateCartId,
  requireCart,
  requireCartWithItems,
} from './cart-store.js'
import { offerPaymentMethods } from './cart-totals.js'
import type {
  AddressInput,
  CartAccess,
  CartLine,
  CartLineInput,
  CartTotals,
  MethodsInput,
  PaymentMethodOffer,
  PricingScope,
  ShippingInformationInput,
  ShippingMethodOffer,
} from './cart.types.js'
import type { CommerceDb } from '../db/database.js'
import { carts } from '../db/schema.js'
import { findOrCreateCustomerCart } from '../customers/customer-carts.js'

export interface CartEngine {
  db: CommerceDb
  settings: EngineSettings
}

export async function createCartIn(
  { db }: CartEngine,
  input: { customerId: number | null; storeCode: string },
): Promise<string> {
  if (input.customerId !== null) {
    return (await findOrCreateCustomerCart(db, input.customerId, input.storeCode)).id
  }
  const id = generateCartId()
  await db.insert(carts).values({ id, customerId: input.customerId, storeCode: input.storeCode })
  return id
}

export function assertLineQuantity(qty: number): void {
  if (!Number.isSafeInteger(qty) || qty < 1) {
    throw new InvalidQuantityError()
  }
}

export function saveCartLineIn(
  { db, settings }: CartEngine,
  cartId: string,
  access: CartAccess,
  input: CartLineInput,
  scope: PricingScope,
): Promise<CartLine> {
  if (input.itemId === undefined) return addCartLine(db, cartId, access, input, scope, settings)
  return db.transaction(async (tx) => {
    const cart = await requireCart(tx, cartId, access, true)
    return writeCartLine(tx, cart, input, scope, settings)
  })
}

export function removeCartLineIn(
  { db }: Pick<CartEngine, 'db'>,
  cartId: string,
  access: CartAccess,
  itemId: number,
): Promise<void> {
  // One statement: it locks the cart row, checks access and removes the line (cart-store.ts).
  return deleteCartItemRow(db, cartId, access, itemId)
}

export async function listPaymentMethodsIn(
  { db, settings }: CartEngine,
  cartId: string,
  access: CartAccess,
): Promise<PaymentMethodOffer[]> {
  const { items } = await requireCartWithItems(db, cartId, access)
  return offerPaymentMethods(items, settings)
}

export async function estimateShippingMethodsIn(
  { db, settings }: CartEngine,
  cartId: string,
  access: CartAccess,
  address: AddressInput,
  scope: PricingScope,
): Promise<ShippingMethodOffer[]> {
  const cart = await requireCart(db, cartId, access)
  return (await evaluateCart(db, cart, scope, settings, { countryOverride: address.country_id }))
    .shippingMethods
}

export async function saveShippingInformationIn(
  { db, settings }: CartEngine,
  cartId: string,
  access: CartAccess,
  input: ShippingInformationInput,
  scope: PricingScope,
): Promise<{ paymentMethods: PaymentMethodOffer[]; totals: CartTotals }> {
  const cart = await requireCart(db, cartId, access)
  const country = input.shippingAddress.country_id.toUpperCase()
  const preview = await evaluateCart(db, cart, scope, settings, { countryOverride: country })
  const chosen = requireShippingMethod(preview.shippingMethods, input)
  const [updated] = await db
    .update(carts)
    .set({
      shippingAddress: { ...input.shippingAddress, country_id: country },
      billingAddress: input.billingAddress ?? null,
      shippingCarrierCode: chosen?.carrierCode ?? null,
      shippingMethodCode: chosen?.methodCode ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(carts.id, cart.id))
    .returning()
  const evaluation = await evaluateCart(db, updated ?? cart, scope, settings)
  return { paymentMethods: evaluation.paymentMethods, totals: evaluation.totals }
}

export async function selectMethodsIn(
  { db, settings }: CartEngine,
  cartId: string,
  access: CartAccess,
  input: MethodsInput,
  scope: PricingScope,
): Promise<CartTotals> {
  const cart = await requireCart(db, cartId, access)
  const preview = await evaluateCart(db, cart, scope, settings)
  const shipping = requireShippingMethod(preview.shippingMethods, input)
  const payment =
    input.paymentMethodCode === undefined
      ? undefined
      : preview.paymentMethods.find((method) => method.code === input.paymentMethodCode)
  if (input.paymentMethodCode !== undefined && !payment) {
    throw new PaymentMethodNotAvailableError()
  }
  const [updated] = await db
    .update(carts)
    .set({
      ...(shipping
        ? { shippingCarrierCode: shipping.carrierCode, shippingMethodCode: shipping.methodCode }
        : {}),
      ...(payment ? { paymentMethodCode: payment.code } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(carts.id, cart.id))
    .returning()
  return (await evaluateCart(db, updated ?? cart, scope, settings)).totals
}
