// The engine's domain errors: each says what is wrong in the shop's terms (which cart, which
// product line, how many units are left) and carries the catalogue's text for it (spec 000 §8).
// They know nothing of HTTP: the BFF's commerce adapter maps each one to a status and, where the
// caller sent the value, the request field it came from. An unreachable database is
// DatabaseUnavailableError; anything else the engine throws is an internal failure.
import { COUPON_OTHER_EMAIL_MESSAGE } from '@vitrine/contracts/coupons'
import { EMAIL_TAKEN_MESSAGE } from '@vitrine/contracts/user'
import { WISHLIST_LIMIT_MESSAGE } from '@vitrine/contracts/wishlist'

/** The base of every refusal the caller can act on; never an internal failure. */
export class CommerceError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = new.target.name
  }
}

/** vsf-api-contract §1.3: Magento's text; the frontend re-creates a guest cart on this answer. */
export function formatCartNotFound(cartId: string): string {
  return `No such entity with cartId = ${cartId}`
}

/** An unknown, closed or foreign cart: all answer alike (D21). */
export class CartNotFoundError extends CommerceError {
  constructor(readonly cartId: string) {
    super(formatCartNotFound(cartId))
  }
}

export class CartItemNotFoundError extends CommerceError {
  constructor(
    readonly cartId: string,
    readonly itemId: number,
  ) {
    super(`The ${cartId} Cart doesn't contain the ${itemId} item.`)
  }
}

/** spec 000 §8 */
export const PRODUCT_NOT_FOUND_MESSAGE =
  "The product that was requested doesn't exist. Verify the product and try again."

/** The sku is not in the catalogue, or is not sold (disabled, not visible). */
export class ProductNotFoundError extends CommerceError {
  constructor(readonly sku: string) {
    super(PRODUCT_NOT_FOUND_MESSAGE)
  }
}

/** The chosen options do not make a sellable product (configuration, bundle or custom option). */
export class ProductOptionError extends CommerceError {}

export class InvalidQuantityError extends CommerceError {
  constructor() {
    super('The quantity must be a whole number of at least 1.')
  }
}

/** spec 000 §8: the catalogue's text, with the number filled in. */
export function formatMaxQuantityMessage(maxQuantity: number): string {
  return `Only ${maxQuantity} products of this type are available!`
}

/** spec 000 §8 */
export const OUT_OF_STOCK_MESSAGE = 'This product is out of stock.'

export function describeAvailability(available: number): string {
  return available > 0 ? formatMaxQuantityMessage(available) : OUT_OF_STOCK_MESSAGE
}

/** The quantity asked for does not fit the stock; `maxQuantity` still does (0: none left). */
export class InsufficientStockError extends CommerceError {
  constructor(readonly maxQuantity: number) {
    super(describeAvailability(maxQuantity))
  }
}

export class ShippingMethodNotFoundError extends CommerceError {
  constructor(carrierCode: string | undefined, methodCode: string | undefined) {
    super(`Carrier with such method not found: ${carrierCode ?? ''}, ${methodCode ?? ''}`)
  }
}

export const PAYMENT_METHOD_NOT_AVAILABLE_MESSAGE = 'The requested Payment Method is not available.'

export class PaymentMethodNotAvailableError extends CommerceError {
  constructor() {
    super(PAYMENT_METHOD_NOT_AVAILABLE_MESSAGE)
  }
}

/** A coupon that was usable when the totals were shown but is used up by the order (spec 000 §8). */
export class CouponNotValidError extends CommerceError {
  constructor(readonly code: string) {
    super(`${code} is not a valid coupon.`)
  }
}

/** D222: the cart's coupon is bound to a mailbox the order's e-mail is not of. */
export class CouponOtherEmailError extends CommerceError {
  constructor(readonly code: string) {
    super(COUPON_OTHER_EMAIL_MESSAGE)
  }
}

export class EmailTakenError extends CommerceError {
  constructor() {
    super(EMAIL_TAKEN_MESSAGE)
  }
}

export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different order.'

/** The same idempotency key came with a different order (another order hash). */
export class IdempotencyKeyReusedError extends CommerceError {
  constructor() {
    super(IDEMPOTENCY_KEY_REUSED_MESSAGE)
  }
}

export const ORDER_PLACED_BY_ANOTHER_CALLER_MESSAGE =
  'An identical order was already placed by another customer or session.'

/** The order hash matches an order another caller placed (D182): never answered with theirs. */
export class OrderPlacedByAnotherCallerError extends CommerceError {
  constructor() {
    super(ORDER_PLACED_BY_ANOTHER_CALLER_MESSAGE)
  }
}

/** An order of physical goods without the shipping address or method it needs. */
export class OrderIncompleteError extends CommerceError {
  constructor(readonly missing: 'shipping-address' | 'shipping-method' | 'service-point') {
    super(`The order has no ${missing.replace('-', ' ')}.`)
  }
}

/**
 * An order line the stock or catalogue refuses. `lineIndex` is the line's place in the order's
 * list; null when the refusal came from reserving the whole order at once.
 */
export interface OrderLineRefusal {
  lineIndex: number | null
  reason: 'unknown-product' | 'insufficient-stock'
  /** Units still available (insufficient-stock only). */
  available: number
  message: string
}

/** spec 000 §8: the order cannot be placed as asked: some products are not available. */
export class OrderStockError extends CommerceError {
  constructor(readonly refusals: readonly OrderLineRefusal[]) {
    super('Some of the ordered products are not available!')
  }
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The shop cannot reach its database right now. Please try again shortly.'

/** The database is unreachable, or did not answer in time (D185); `cause` says how. */
export class DatabaseUnavailableError extends CommerceError {
  constructor(cause: unknown) {
    super(DATABASE_UNAVAILABLE_MESSAGE, { cause })
  }
}

/** spec 001 §5: the password breaks the rules; the message is the spec's text. */
export class WeakPasswordError extends CommerceError {}

/** vsf-api-contract §1.6: an address id or customer id that is not the customer's own. */
export const FOREIGN_ADDRESS_MESSAGE = 'Provided invalid address.id or address.customer_id'

export class ForeignAddressError extends CommerceError {
  constructor() {
    super(FOREIGN_ADDRESS_MESSAGE)
  }
}

/** The customer already has the most wishlists allowed (spec 001 §9). */
export class WishlistLimitError extends CommerceError {
  constructor() {
    super(WISHLIST_LIMIT_MESSAGE)
  }
}

export const WISHLIST_NOT_FOUND_MESSAGE = 'The wishlist that was requested doesn’t exist.'

/** An unknown wishlist, another customer's or an unknown sharing code: all answer alike. */
export class WishlistNotFoundError extends CommerceError {
  constructor() {
    super(WISHLIST_NOT_FOUND_MESSAGE)
  }
}

export const WISHLIST_ITEM_NOT_FOUND_MESSAGE = 'The wishlist doesn’t contain this item.'

export class WishlistItemNotFoundError extends CommerceError {
  constructor() {
    super(WISHLIST_ITEM_NOT_FOUND_MESSAGE)
  }
}

export const DEFAULT_WISHLIST_DELETE_MESSAGE = 'The default wishlist cannot be deleted.'

/** spec 001 §4: the default wishlist cannot be deleted. */
export class DefaultWishlistDeleteError extends CommerceError {
  constructor() {
    super(DEFAULT_WISHLIST_DELETE_MESSAGE)
  }
}

/** A wishlist name that is empty or longer than 50 characters (spec 001 §5). */
export class WishlistNameError extends CommerceError {}
/** spec 001 §5 */
export const RETURN_REASON_REQUIRED_MESSAGE = 'Please select your return reason.'
/** spec 001 §8: the catalogue's text for a return the shop cannot take (D165). */
export const RETURN_NOT_SAVED_MESSAGE =
  'Something went wrong saving your return. Please contact customer service.'

/** An unknown return, another customer's, or an order the caller may not return: all alike. */
export class ReturnNotFoundError extends CommerceError {
  constructor() {
    super("The entity that was requested doesn't exist. Verify the entity and try again.")
  }
}

/** The reason is missing, unknown or switched off. */
export class ReturnReasonError extends CommerceError {
  constructor() {
    super(RETURN_REASON_REQUIRED_MESSAGE)
  }
}

/** A line that is not the order's, or more units than are left to return (`index`: the line). */
export class ReturnItemError extends CommerceError {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message)
  }
}

/** The free-return window (spec 001 §9: 30 days) has passed (D165). */
export class ReturnWindowClosedError extends CommerceError {
  constructor() {
    super(RETURN_NOT_SAVED_MESSAGE)
  }
}

/** A status change the return's status does not allow (returns/return-transitions.ts). */
export class ReturnTransitionError extends CommerceError {
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super(`A return that is ${from} cannot become ${to}.`)
  }
}

/** D230: a review of a product the catalogue does not have. */
export class ReviewProductNotFoundError extends CommerceError {
  constructor() {
    super("The product that was requested doesn't exist. Verify the product and try again.")
  }
}

/** D230: an unknown review id. */
export class ReviewNotFoundError extends CommerceError {
  constructor() {
    super("The review that was requested doesn't exist.")
  }
}
