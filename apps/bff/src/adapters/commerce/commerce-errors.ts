// Maps the commerce engine's domain errors (@vitrine/commerce-engine/errors) to the BFF's
// AppErrors: the HTTP status, and the request field the refused value came from, which depends on
// the call (a quantity is `body.cartItem.qty` in a cart, `body.products.N.qty` in an order).
// Anything that is not a domain error passes through and ends as a hidden 500.
import type { FieldError } from '@vitrine/contracts/envelope'
import {
  CartItemNotFoundError,
  CartNotFoundError,
  CommerceError,
  CouponOtherEmailError,
  DatabaseUnavailableError,
  EmailTakenError,
  ForeignAddressError,
  IdempotencyKeyReusedError,
  InsufficientStockError,
  OrderIncompleteError,
  OrderPlacedByAnotherCallerError,
  OrderStockError as EngineOrderStockError,
  PaymentMethodNotAvailableError,
  ProductNotFoundError,
  ReturnItemError,
  ReturnNotFoundError,
  ReviewNotFoundError,
  ReviewProductNotFoundError,
  ReturnReasonError,
  ReturnTransitionError,
  ReturnWindowClosedError,
  WeakPasswordError,
  DefaultWishlistDeleteError,
  WishlistItemNotFoundError,
  WishlistLimitError,
  WishlistNameError,
  WishlistNotFoundError,
  type OrderLineRefusal,
} from '@vitrine/commerce-engine/errors'
import { STOCK_ERROR_MARKER } from '@vitrine/orders/queue-transmission'
import { ACCOUNT_EXISTS_MESSAGE } from '@vitrine/contracts/user'
import {
  AppError,
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
} from '../../errors.js'

/**
 * spec 000 §4 "Order placement", §8: vsf's offline queue cancels an order whose answer is a 500
 * with `Error while adding products` in its result (@vitrine/orders STOCK_ERROR_MARKER), so the
 * refusal is that 500, followed by the catalogue's text. Each refused line is named in `errors`.
 */
export const ORDER_STOCK_ERROR_MESSAGE = `${STOCK_ERROR_MARKER}. Some of the ordered products are not available!`

export class OrderStockError extends AppError {
  constructor(fieldErrors: readonly FieldError[]) {
    super(500, ORDER_STOCK_ERROR_MESSAGE, fieldErrors, { exposeMessage: true })
  }
}

/** The request fields a call's refusals point at. */
export type CallKind =
  | 'cart'
  | 'customer'
  | 'order'
  | 'password-reset'
  | 'password-change'
  | 'wishlist'
  | 'newsletter'
  | 'return'
  | 'review'

const EMAIL_FIELDS: Record<CallKind, string | null> = {
  cart: null,
  newsletter: null,
  return: null,
  review: null,
  customer: 'body.customer.email',
  order: 'body.personalDetails.emailAddress',
  'password-reset': 'body.email',
  'password-change': null,
  wishlist: null,
}

const PASSWORD_FIELDS: Record<CallKind, string> = {
  cart: 'body.password',
  newsletter: 'body.password',
  return: 'body.password',
  review: 'body.password',
  customer: 'body.password',
  order: 'body.personalDetails.password',
  'password-reset': 'body.newPassword',
  'password-change': 'body.newPassword',
  wishlist: 'body.password',
}

function withField(status: number, message: string, field: string | null): AppError {
  return new AppError(status, message, field ? [{ field, message }] : [])
}

const INCOMPLETE_ORDER_FIELDS: Record<OrderIncompleteError['missing'], string> = {
  'shipping-address': 'body.addressInformation.shippingAddress',
  'shipping-method': 'body.addressInformation.shipping_method_code',
  // spec 000 §4: a servicepoint order names its pickup point (or the cart has one stored)
  'service-point': 'body.addressInformation.shippingExtraFields.servicePoint',
}

function fieldOfRefusal(refusal: OrderLineRefusal): string {
  if (refusal.lineIndex === null) return 'body.products'
  const part = refusal.reason === 'unknown-product' ? 'sku' : 'qty'
  return `body.products.${refusal.lineIndex}.${part}`
}

function mapOrderError(error: CommerceError): AppError | null {
  if (error instanceof EngineOrderStockError) {
    return new OrderStockError(
      error.refusals.map((refusal) => ({
        field: fieldOfRefusal(refusal),
        message: refusal.message,
      })),
    )
  }
  if (error instanceof IdempotencyKeyReusedError) {
    return withField(422, error.message, 'headers.idempotency-key')
  }
  if (error instanceof OrderPlacedByAnotherCallerError) return withField(409, error.message, null)
  if (error instanceof OrderIncompleteError) {
    return new ValidationError([
      { field: INCOMPLETE_ORDER_FIELDS[error.missing], message: 'Field is required' },
    ])
  }
  if (error instanceof PaymentMethodNotAvailableError) {
    return withField(400, error.message, 'body.addressInformation.payment_method_code')
  }
  // D222: the order's coupons are its cart's; the refused one is named in the field.
  if (error instanceof CouponOtherEmailError) return withField(400, error.message, 'cart.coupon')
  return null
}

/** spec 001 §4, §5, §7: the wishlist calls' refusals and the request field each came from. */
function mapWishlistError(error: CommerceError): AppError | null {
  if (error instanceof WishlistNotFoundError || error instanceof WishlistItemNotFoundError) {
    return new NotFoundError(error.message)
  }
  if (error instanceof WishlistLimitError) return withField(400, error.message, null)
  if (error instanceof WishlistNameError) return withField(400, error.message, 'body.wishlist.name')
  if (error instanceof DefaultWishlistDeleteError) {
    return withField(400, error.message, 'params.wishlistId')
  }
  if (error instanceof ProductNotFoundError) {
    return withField(400, error.message, 'body.wishlistItem.product_id')
  }
  return null
}

/** Returns (D163–D166): the request fields of POST /api/returns and the guest return. */
function mapReturnError(error: CommerceError): AppError | null {
  if (error instanceof ReturnNotFoundError) return new NotFoundError(error.message)
  if (error instanceof ReturnReasonError) return withField(400, error.message, 'body.reason')
  if (error instanceof ReturnItemError) {
    const part = error.message === RETURN_SIZE_MESSAGE ? 'exchangeSize' : 'qty'
    return withField(400, error.message, `body.items.${error.index}.${part}`)
  }
  if (error instanceof ReturnWindowClosedError) return withField(400, error.message, 'body.orderId')
  if (error instanceof ReturnTransitionError) return withField(409, error.message, 'body.status')
  return null
}

/** D230: a review of an unknown product names its field; an unknown review is a 404. */
function mapReviewError(error: CommerceError): AppError | null {
  if (error instanceof ReviewProductNotFoundError) {
    return withField(404, error.message, 'body.review.product_id')
  }
  if (error instanceof ReviewNotFoundError) return new NotFoundError(error.message)
  return null
}

/** spec 001 §5 */
const RETURN_SIZE_MESSAGE = 'Please select a size'

/** The AppError for a domain error raised by a call of `kind`; other errors as they are. */
export function toAppError(error: unknown, kind: CallKind): unknown {
  if (!(error instanceof CommerceError)) return error
  if (error instanceof DatabaseUnavailableError) return new ServiceUnavailableError(error.message)
  const forOrder = kind === 'order' ? mapOrderError(error) : null
  if (forOrder) return forOrder
  const forWishlist = kind === 'wishlist' ? mapWishlistError(error) : null
  if (forWishlist) return forWishlist
  const forReturn = kind === 'return' ? mapReturnError(error) : null
  if (forReturn) return forReturn
  const forReview = kind === 'review' ? mapReviewError(error) : null
  if (forReview) return forReview
  if (
    error instanceof CartNotFoundError ||
    error instanceof CartItemNotFoundError ||
    error instanceof ProductNotFoundError
  ) {
    return new NotFoundError(error.message)
  }
  if (error instanceof InsufficientStockError) {
    return withField(400, error.message, 'body.cartItem.qty')
  }
  if (error instanceof EmailTakenError) {
    // spec 001 §6, §8: a guest checkout with 'create account' reads the checkout's own text.
    const message = kind === 'order' ? ACCOUNT_EXISTS_MESSAGE : error.message
    return withField(400, message, EMAIL_FIELDS[kind])
  }
  if (error instanceof WeakPasswordError)
    return withField(400, error.message, PASSWORD_FIELDS[kind])
  if (error instanceof ForeignAddressError) return new ForbiddenError(error.message)
  return new BadRequestError(error.message)
}
