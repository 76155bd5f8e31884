// The commerce port (ARCHITECTURE §1): carts, stock, coupons, customers, orders and the catalogue
// data they need, wishlists, returns and the newsletter (spec 001 §7; D146, D162–D166). The
// built-in engine (@vitrine/commerce-engine, Drizzle on PGlite or PostgreSQL) implements it through
// embedded-commerce.ts; a Magento 2 adapter will implement the same calls over Magento's REST API
// (vsf-api-contract §1.3). The data shapes are the engine's own types, named here for the features.
//
// All money is integer cents. Methods that read or change a cart take a `CartAccess`: a guest
// cart is reachable by whoever holds its unguessable id; a customer cart only by its customer.
// Refusals are AppErrors with the envelope's status and fields (an unknown, closed or foreign cart
// is a NotFoundError `No such entity with cartId = …`); the adapter maps its backend's errors.
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
} from '@vitrine/commerce-engine/carts/cart.types'
import type {
  CatalogueImport,
  CatalogueImportSummary,
} from '@vitrine/commerce-engine/catalogue/catalogue.types'
import type { CouponDefinition, CouponOutcome } from '@vitrine/commerce-engine/coupons/coupon.types'
import type {
  CustomerKeyGrant,
  CustomerProfile,
  CustomerProfileChange,
  CustomerProfileChangeResult,
  CustomerRecord,
  CustomerSignUp,
  CustomerSignUpResult,
  CustomerTokens,
} from '@vitrine/commerce-engine/customers/customer.types'
import type {
  OrderDetailRecord,
  OrderPage,
  OrderPlacement,
  OrderPlacementOutcome,
  OrderSummary,
} from '@vitrine/commerce-engine/orders/order.types'
import type {
  StockLevel,
  StockLine,
  StockReservation,
} from '@vitrine/commerce-engine/stock/stock.types'
import type { SelectedServicePoint } from '@vitrine/contracts/service-points'
import type {
  CreatedPayment,
  OrderPaymentView,
  PayableOrder,
  PaymentReport,
  PaymentReportOutcome,
} from '@vitrine/commerce-engine/payments/payment.types'
import type {
  SharedWishlistRecord,
  WishlistItemRecord,
  WishlistRecord,
} from '@vitrine/commerce-engine/wishlists/wishlist.types'
import type {
  NewsletterConfirmation,
  NewsletterConfirmOutcome,
  NewsletterSubscribeOutcome,
  NewsletterSubscription,
} from '@vitrine/commerce-engine/newsletter/newsletter.types'
import type {
  ReturnableOrder,
  ReturnOwner,
  ReturnPage,
  ReturnReason,
  ReturnReasonDefinition,
  ReturnRecord,
  ReturnRequestInput,
  ReturnStatus,
} from '@vitrine/commerce-engine/returns/return.types'
import type {
  ReviewInput,
  ReviewPage,
  ReviewQuery,
  ReviewRecord,
  ReviewStatus,
} from '@vitrine/commerce-engine/reviews/review.types'
import type { Adapter } from '../adapter.js'

export type * from '@vitrine/commerce-engine/carts/cart.types'
export type * from '@vitrine/commerce-engine/catalogue/catalogue.types'
export type * from '@vitrine/commerce-engine/coupons/coupon.types'
export type * from '@vitrine/commerce-engine/customers/customer.types'
export type * from '@vitrine/commerce-engine/orders/order.types'
export type * from '@vitrine/commerce-engine/payments/payment.types'
export type * from '@vitrine/commerce-engine/stock/stock.types'
export type * from '@vitrine/commerce-engine/wishlists/wishlist.types'
export type * from '@vitrine/commerce-engine/newsletter/newsletter.types'
export type * from '@vitrine/commerce-engine/returns/return.types'
export type * from '@vitrine/commerce-engine/reviews/review.types'

export const COMMERCE_PORT = 'commerce'

export interface CommercePort extends Adapter {
  /** Loads prices, tax classes, options, tax rules and stock; running it twice changes nothing. */
  importCatalogue(input: CatalogueImport): Promise<CatalogueImportSummary>

  /** Stock of the known skus among `skus` (unknown skus are left out), in the order asked. */
  readStock(skus: readonly string[]): Promise<StockLevel[]>
  /** Reserves every line or none (conditional update: reserved never passes what is on hand). */
  reserveStock(lines: readonly StockLine[]): Promise<StockReservation>
  /** Gives reserved units back (a cancelled order). */
  releaseStock(lines: readonly StockLine[]): Promise<void>

  /** The customer a token belongs to, or null for an unknown or expired token. */
  findCustomerIdByToken(token: string): Promise<number | null>

  /** Creates an empty cart and returns its id (32 random hex characters). */
  createCart(input: { customerId: number | null; storeCode: string }): Promise<string>
  listCartLines(cartId: string, access: CartAccess, scope: PricingScope): Promise<CartLine[]>
  /** Adds a line (merging into the same sku + options) or, with `itemId`, sets its quantity. */
  saveCartLine(
    cartId: string,
    access: CartAccess,
    input: CartLineInput,
    scope: PricingScope,
  ): Promise<CartLine>
  removeCartLine(cartId: string, access: CartAccess, itemId: number): Promise<void>
  collectTotals(cartId: string, access: CartAccess, scope: PricingScope): Promise<CartTotals>
  listPaymentMethods(cartId: string, access: CartAccess): Promise<PaymentMethodOffer[]>
  estimateShippingMethods(
    cartId: string,
    access: CartAccess,
    address: AddressInput,
    scope: PricingScope,
  ): Promise<ShippingMethodOffer[]>
  saveShippingInformation(
    cartId: string,
    access: CartAccess,
    input: ShippingInformationInput,
    scope: PricingScope,
  ): Promise<{ paymentMethods: PaymentMethodOffer[]; totals: CartTotals }>
  selectMethods(
    cartId: string,
    access: CartAccess,
    input: MethodsInput,
    scope: PricingScope,
  ): Promise<CartTotals>

  /**
   * Replaces the cart's coupons with the usable ones among `codes`; one outcome per code. With
   * `requireAll`, one unusable code leaves the cart's coupons as they were.
   */
  applyCoupons(
    cartId: string,
    access: CartAccess,
    codes: readonly string[],
    scope: PricingScope,
    options?: { requireAll?: boolean },
  ): Promise<CouponOutcome[]>
  removeCoupons(cartId: string, access: CartAccess): Promise<void>
  listCartCoupons(cartId: string, access: CartAccess): Promise<string[]>
  /** Stores (or, with null, forgets) the cart's pickup point (spec 000 §4); answers it. */
  selectServicePoint(
    cartId: string,
    access: CartAccess,
    point: SelectedServicePoint | null,
  ): Promise<SelectedServicePoint | null>
  /** The cart's stored pickup point, if any. */
  readServicePoint(cartId: string, access: CartAccess): Promise<SelectedServicePoint | null>
  /** Creates or replaces a coupon rule (operators, tests, the embedded seed). */
  saveCoupon(coupon: CouponDefinition): Promise<void>
  /** Counts one use of every code or of none; false when a code is used up or unknown. */
  redeemCoupons(codes: readonly string[]): Promise<boolean>

  /**
   * A new account, not confirmed yet, and the key that confirms it. 400 `A customer with the same
   * email already exists …` when the e-mail is taken; 400 with spec 001 §5's text for a weak password.
   */
  createCustomer(input: CustomerSignUp): Promise<CustomerSignUpResult>
  /**
   * The customer with this e-mail and password, else null (same time taken either way). A customer
   * that is not confirmed comes back with `isConfirmed: false`: the caller refuses the login.
   */
  authenticateCustomer(email: string, password: string): Promise<CustomerRecord | null>
  /** The customer with their saved addresses. */
  readCustomer(customerId: number): Promise<CustomerProfile | null>
  isEmailAvailable(email: string): Promise<boolean>
  /** Confirms the account with its live confirmation key (used up); null when the key does not fit. */
  activateCustomer(email: string, key: string): Promise<CustomerProfile | null>
  /** A new confirmation key (earlier ones stop working); null: no such account, or confirmed. */
  grantConfirmationKey(email: string): Promise<CustomerKeyGrant | null>
  /** A new single-use password reset token (earlier ones stop working); null: no such account. */
  grantPasswordReset(email: string): Promise<CustomerKeyGrant | null>
  /** Sets the password with a live reset token (used up) and ends every session; false otherwise. */
  resetPassword(email: string, token: string, newPassword: string): Promise<boolean>
  /**
   * false when the current password is wrong. Otherwise every other session of the customer ends;
   * the one `currentToken` (the caller's access token) belongs to stays (D218).
   */
  changePassword(
    customerId: number,
    currentPassword: string,
    newPassword: string,
    currentToken: string | null,
  ): Promise<boolean>
  /**
   * Names, e-mail and (when given) the whole address list. A new e-mail revokes every token and
   * comes back with a confirmation key for the new address. 403 for another customer's address.
   */
  updateCustomerProfile(
    customerId: number,
    change: CustomerProfileChange,
  ): Promise<CustomerProfileChangeResult | null>
  issueCustomerTokens(customerId: number): Promise<CustomerTokens>
  /**
   * Rotates a refresh token (D218): marks it used, retires the session's access token and issues a
   * new pair in the same session; null when it is unknown, used or expired. A used one coming back
   * after the grace ends its whole session.
   */
  refreshCustomerTokens(
    refreshToken: string,
  ): Promise<{ customerId: number; tokens: CustomerTokens } | null>
  /** Logs out (D218): ends the session of this access or refresh token; false when none. */
  revokeCustomerSession(token: string): Promise<boolean>
  /**
   * Moves a guest cart's lines into the customer's active cart (created when missing): the same
   * product and options add up, capped at the stock; the guest cart is closed. Answers the
   * customer's cart id. The customer's own cart id merges nothing.
   */
  mergeGuestCart(guestCartId: string, customerId: number, scope: PricingScope): Promise<string>

  /**
   * Places an order in one transaction: lines priced by the server, stock reserved, coupons
   * redeemed, the cart closed, the answer stored with the idempotency key and order hash. A
   * repeat (same key, or same order hash) answers the first order and places nothing.
   */
  placeOrder(input: OrderPlacement, scope: PricingScope): Promise<OrderPlacementOutcome>
  /** The customer's orders, newest first; one page of them when `page` is given. */
  listCustomerOrders(customerId: number, page?: OrderPage): Promise<OrderSummary[]>
  /** How many orders the customer has placed. */
  countCustomerOrders(customerId: number): Promise<number>

  /** spec 000 §7 payment-token: the cart's token (the same one when asked again). */
  issuePaymentToken(cartId: string, access: CartAccess): Promise<string>
  /** The order placed from the token's cart with its latest payment; null before the order. */
  findPayableOrder(token: string): Promise<PayableOrder | null>
  /** Whether this payment id is one of the shop's (D142). */
  hasPayment(id: string): Promise<boolean>
  recordCreatedPayment(payment: CreatedPayment): Promise<void>
  /** Applies the provider's report through the transition table (D142, D143). */
  applyPaymentReport(report: PaymentReport): Promise<PaymentReportOutcome>
  readOrderPayment(token: string): Promise<OrderPaymentView | null>
  /** One of the customer's orders; null for someone else's, a guest's or an unknown order. */
  readCustomerOrder(customerId: number, orderId: number): Promise<OrderDetailRecord | null>
  /** Any order by id, for the shop's own mail; never answered to a caller as it is. */
  readOrderForShop(orderId: number): Promise<OrderDetailRecord | null>

  /** The customer's wishlists, the default first (created on the first read, spec 001 §4). */
  listWishlists(customerId: number): Promise<WishlistRecord[]>
  /** One of the customer's lists; another customer's or an unknown id is a 404. */
  readWishlist(customerId: number, wishlistId: number): Promise<WishlistRecord>
  /**
   * A new list named `name` (1–50 characters); 400 `Only 5 wishlist(s) can be created.` at 5,
   * also when two creates arrive together at 4 (exactly one succeeds).
   */
  createWishlist(customerId: number, name: string): Promise<WishlistRecord>
  renameWishlist(customerId: number, wishlistId: number, name: string): Promise<WishlistRecord>
  /** Deletes the list with its items; the default list is a 400. */
  deleteWishlist(customerId: number, wishlistId: number): Promise<void>
  /** The list's unguessable sharing code (made once, then the same). */
  shareWishlist(customerId: number, wishlistId: number): Promise<string>
  /** A shared list's name and items; an unknown code is a 404. */
  readSharedWishlist(sharingCode: string): Promise<SharedWishlistRecord>
  /** Adds a catalogue product (quantity 1); an unknown product id is a 400 naming it. */
  addWishlistItem(
    customerId: number,
    wishlistId: number,
    productId: number,
  ): Promise<WishlistItemRecord>
  /** Removes an item of one of the customer's lists; any other item id is a 404. */
  removeWishlistItem(customerId: number, wishlistId: number, itemId: number): Promise<void>
  /**
   * spec 001 §4, D222: a pending subscription and the key its confirmation mail carries; an
   * address subscribed already answers `already-subscribed`.
   */
  subscribeToNewsletter(input: NewsletterSubscription): Promise<NewsletterSubscribeOutcome>
  /**
   * D222: the mailed key subscribes the address; a mailbox's first confirmation gets the
   * single-use 10 % coupon (D162), bound to that mailbox.
   */
  confirmNewsletterSubscription(input: NewsletterConfirmation): Promise<NewsletterConfirmOutcome>
  isSubscribedToNewsletter(email: string): Promise<boolean>
  /** false when the address was not subscribed (nothing changes). */
  unsubscribeFromNewsletter(email: string): Promise<boolean>

  /** The active return reasons in the store view's language, in their order. */
  listReturnReasons(storeCode: string): Promise<ReturnReason[]>
  /** Creates or replaces a return reason (operators, tests). */
  saveReturnReason(reason: ReturnReasonDefinition): Promise<void>
  /** The order with what is left to return; null when `owner` may not return it (D164). */
  readReturnableOrder(orderId: number | null, owner: ReturnOwner): Promise<ReturnableOrder | null>
  /**
   * Stores a return in status requested. 404 for an order the owner may not return; 400 for a
   * missing reason (`Please select your return reason.`), a line that is not the order's or more
   * units than are left, and after the free-return window (D165).
   */
  createReturn(input: ReturnRequestInput): Promise<ReturnRecord>
  /** One of the customer's returns; null for another customer's, a guest's or an unknown one. */
  readCustomerReturn(customerId: number, returnId: number): Promise<ReturnRecord | null>
  /** A page of the customer's returns, newest first, and how many there are. */
  listCustomerReturns(
    customerId: number,
    page: ReturnPage,
  ): Promise<{ items: ReturnRecord[]; total: number }>
  /** An operator's status change; 409 when the transition table does not allow it (D166). */
  changeReturnStatus(returnId: number, status: ReturnStatus): Promise<ReturnRecord>

  /** A shopper's review, pending until approved (D230); an unknown product is a 404. */
  createReview(input: ReviewInput): Promise<ReviewRecord>
  /** Reviews of a status (of a product, in a store view), newest first, and how many. */
  listReviews(query: ReviewQuery): Promise<ReviewPage>
  /** An operator's moderation; an unknown review is a 404. */
  setReviewStatus(reviewId: number, status: ReviewStatus): Promise<ReviewRecord>
}
