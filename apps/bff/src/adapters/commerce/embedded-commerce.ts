// The commerce port on the built-in engine (@vitrine/commerce-engine: Drizzle on PGlite or
// PostgreSQL). Each call goes to the engine as it is; the engine's domain errors come back as the
// BFF's AppErrors (commerce-errors.ts) and its health as the port's readiness status.
import type { SelectedServicePoint } from '@vitrine/contracts/service-points'
import {
  CommerceEngine,
  type CommerceEngineOptions,
} from '@vitrine/commerce-engine/commerce-engine'
import type { AdapterStatus } from '@vitrine/contracts/health'
import {
  COMMERCE_PORT,
  type AddressInput,
  type CartAccess,
  type CartLine,
  type CartLineInput,
  type CartTotals,
  type CatalogueImport,
  type CatalogueImportSummary,
  type CommercePort,
  type CouponDefinition,
  type CouponOutcome,
  type CreatedPayment,
  type CustomerKeyGrant,
  type CustomerProfile,
  type CustomerProfileChange,
  type CustomerProfileChangeResult,
  type CustomerRecord,
  type CustomerSignUp,
  type CustomerSignUpResult,
  type CustomerTokens,
  type MethodsInput,
  type NewsletterConfirmation,
  type NewsletterConfirmOutcome,
  type NewsletterSubscribeOutcome,
  type NewsletterSubscription,
  type ReturnableOrder,
  type ReturnOwner,
  type ReturnPage,
  type ReturnReason,
  type ReturnReasonDefinition,
  type ReturnRecord,
  type ReturnRequestInput,
  type ReturnStatus,
  type ReviewInput,
  type ReviewPage,
  type ReviewQuery,
  type ReviewRecord,
  type ReviewStatus,
  type OrderDetailRecord,
  type OrderPage,
  type OrderPaymentView,
  type OrderPlacement,
  type OrderPlacementOutcome,
  type OrderSummary,
  type PayableOrder,
  type PaymentMethodOffer,
  type PaymentReport,
  type PaymentReportOutcome,
  type PricingScope,
  type ShippingInformationInput,
  type ShippingMethodOffer,
  type StockLevel,
  type StockLine,
  type StockReservation,
  type SharedWishlistRecord,
  type WishlistItemRecord,
  type WishlistRecord,
} from './commerce.port.js'
import { toAppError, type CallKind } from './commerce-errors.js'

export type EmbeddedCommerceOptions = CommerceEngineOptions

/** Runs an engine call; a domain error it throws becomes the AppError for a call of `kind`. */
async function mapErrors<T>(kind: CallKind, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw toAppError(error, kind)
  }
}

export class EmbeddedCommerce implements CommercePort {
  private constructor(private readonly engine: CommerceEngine) {}

  /** Opens the database now: migrations and the coupon seed run before this resolves. */
  static async open(options: EmbeddedCommerceOptions): Promise<EmbeddedCommerce> {
    return new EmbeddedCommerce(await CommerceEngine.open(options))
  }

  /** Opens the database on first use (COMMERCE_LAZY_START: test apps that never touch it). */
  static createLazily(options: EmbeddedCommerceOptions): EmbeddedCommerce {
    return new EmbeddedCommerce(CommerceEngine.createLazily(options))
  }

  status(): AdapterStatus {
    return {
      port: COMMERCE_PORT,
      adapter: `embedded-${this.engine.kind}`,
      ...this.engine.health(),
    }
  }

  close(): Promise<void> {
    return this.engine.close()
  }

  importCatalogue(input: CatalogueImport): Promise<CatalogueImportSummary> {
    return this.engine.importCatalogue(input)
  }

  readStock(skus: readonly string[]): Promise<StockLevel[]> {
    return this.engine.readStock(skus)
  }

  reserveStock(lines: readonly StockLine[]): Promise<StockReservation> {
    return this.engine.reserveStock(lines)
  }

  releaseStock(lines: readonly StockLine[]): Promise<void> {
    return this.engine.releaseStock(lines)
  }

  findCustomerIdByToken(token: string): Promise<number | null> {
    return this.engine.findCustomerIdByToken(token)
  }

  createCart(input: { customerId: number | null; storeCode: string }): Promise<string> {
    return mapErrors('cart', () => this.engine.createCart(input))
  }

  listCartLines(cartId: string, access: CartAccess, scope: PricingScope): Promise<CartLine[]> {
    return mapErrors('cart', () => this.engine.listCartLines(cartId, access, scope))
  }

  saveCartLine(
    cartId: string,
    access: CartAccess,
    input: CartLineInput,
    scope: PricingScope,
  ): Promise<CartLine> {
    return mapErrors('cart', () => this.engine.saveCartLine(cartId, access, input, scope))
  }

  removeCartLine(cartId: string, access: CartAccess, itemId: number): Promise<void> {
    return mapErrors('cart', () => this.engine.removeCartLine(cartId, access, itemId))
  }

  collectTotals(cartId: string, access: CartAccess, scope: PricingScope): Promise<CartTotals> {
    return mapErrors('cart', () => this.engine.collectTotals(cartId, access, scope))
  }

  listPaymentMethods(cartId: string, access: CartAccess): Promise<PaymentMethodOffer[]> {
    return mapErrors('cart', () => this.engine.listPaymentMethods(cartId, access))
  }

  estimateShippingMethods(
    cartId: string,
    access: CartAccess,
    address: AddressInput,
    scope: PricingScope,
  ): Promise<ShippingMethodOffer[]> {
    return mapErrors('cart', () =>
      this.engine.estimateShippingMethods(cartId, access, address, scope),
    )
  }

  saveShippingInformation(
    cartId: string,
    access: CartAccess,
    input: ShippingInformationInput,
    scope: PricingScope,
  ): Promise<{ paymentMethods: PaymentMethodOffer[]; totals: CartTotals }> {
    return mapErrors('cart', () =>
      this.engine.saveShippingInformation(cartId, access, input, scope),
    )
  }

  selectMethods(
    cartId: string,
    access: CartAccess,
    input: MethodsInput,
    scope: PricingScope,
  ): Promise<CartTotals> {
    return mapErrors('cart', () => this.engine.selectMethods(cartId, access, input, scope))
  }

  applyCoupons(
    cartId: string,
    access: CartAccess,
    codes: readonly string[],
    scope: PricingScope,
    options: { requireAll?: boolean } = {},
  ): Promise<CouponOutcome[]> {
    return mapErrors('cart', () => this.engine.applyCoupons(cartId, access, codes, scope, options))
  }

  removeCoupons(cartId: string, access: CartAccess): Promise<void> {
    return mapErrors('cart', () => this.engine.removeCoupons(cartId, access))
  }

  selectServicePoint(
    cartId: string,
    access: CartAccess,
    point: SelectedServicePoint | null,
  ): Promise<SelectedServicePoint | null> {
    return mapErrors('cart', () => this.engine.selectServicePoint(cartId, access, point))
  }

  readServicePoint(cartId: string, access: CartAccess): Promise<SelectedServicePoint | null> {
    return mapErrors('cart', () => this.engine.readServicePoint(cartId, access))
  }

  listCartCoupons(cartId: string, access: CartAccess): Promise<string[]> {
    return mapErrors('cart', () => this.engine.listCartCoupons(cartId, access))
  }

  saveCoupon(coupon: CouponDefinition): Promise<void> {
    return this.engine.saveCoupon(coupon)
  }

  redeemCoupons(codes: readonly string[]): Promise<boolean> {
    return this.engine.redeemCoupons(codes)
  }

  createCustomer(input: CustomerSignUp): Promise<CustomerSignUpResult> {
    return mapErrors('customer', () => this.engine.createCustomer(input))
  }

  isEmailAvailable(email: string): Promise<boolean> {
    return this.engine.isEmailAvailable(email)
  }

  activateCustomer(email: string, key: string): Promise<CustomerProfile | null> {
    return this.engine.activateCustomer(email, key)
  }

  grantConfirmationKey(email: string): Promise<CustomerKeyGrant | null> {
    return this.engine.grantConfirmationKey(email)
  }

  grantPasswordReset(email: string): Promise<CustomerKeyGrant | null> {
    return this.engine.grantPasswordReset(email)
  }

  resetPassword(email: string, token: string, newPassword: string): Promise<boolean> {
    return mapErrors('password-reset', () => this.engine.resetPassword(email, token, newPassword))
  }

  changePassword(
    customerId: number,
    currentPassword: string,
    newPassword: string,
    currentToken: string | null,
  ): Promise<boolean> {
    return mapErrors('password-change', () =>
      this.engine.changePassword(customerId, currentPassword, newPassword, currentToken),
    )
  }

  updateCustomerProfile(
    customerId: number,
    change: CustomerProfileChange,
  ): Promise<CustomerProfileChangeResult | null> {
    return mapErrors('customer', () => this.engine.updateCustomerProfile(customerId, change))
  }

  authenticateCustomer(email: string, password: string): Promise<CustomerRecord | null> {
    return this.engine.authenticateCustomer(email, password)
  }

  readCustomer(customerId: number): Promise<CustomerProfile | null> {
    return this.engine.readCustomer(customerId)
  }

  issueCustomerTokens(customerId: number): Promise<CustomerTokens> {
    return this.engine.issueCustomerTokens(customerId)
  }

  refreshCustomerTokens(
    refreshToken: string,
  ): Promise<{ customerId: number; tokens: CustomerTokens } | null> {
    return this.engine.refreshCustomerTokens(refreshToken)
  }

  revokeCustomerSession(token: string): Promise<boolean> {
    return this.engine.revokeCustomerSession(token)
  }

  mergeGuestCart(guestCartId: string, customerId: number, scope: PricingScope): Promise<string> {
    return mapErrors('cart', () => this.engine.mergeGuestCart(guestCartId, customerId, scope))
  }

  placeOrder(input: OrderPlacement, scope: PricingScope): Promise<OrderPlacementOutcome> {
    return mapErrors('order', () => this.engine.placeOrder(input, scope))
  }

  listCustomerOrders(customerId: number, page?: OrderPage): Promise<OrderSummary[]> {
    return this.engine.listCustomerOrders(customerId, page)
  }

  countCustomerOrders(customerId: number): Promise<number> {
    return this.engine.countCustomerOrders(customerId)
  }

  issuePaymentToken(cartId: string, access: CartAccess): Promise<string> {
    return mapErrors('cart', () => this.engine.issuePaymentToken(cartId, access))
  }

  findPayableOrder(token: string): Promise<PayableOrder | null> {
    return this.engine.findPayableOrder(token)
  }

  hasPayment(id: string): Promise<boolean> {
    return this.engine.hasPayment(id)
  }

  recordCreatedPayment(payment: CreatedPayment): Promise<void> {
    return this.engine.recordCreatedPayment(payment)
  }

  applyPaymentReport(report: PaymentReport): Promise<PaymentReportOutcome> {
    return this.engine.applyPaymentReport(report)
  }

  readOrderPayment(token: string): Promise<OrderPaymentView | null> {
    return this.engine.readOrderPayment(token)
  }

  readCustomerOrder(customerId: number, orderId: number): Promise<OrderDetailRecord | null> {
    return this.engine.readCustomerOrder(customerId, orderId)
  }

  readOrderForShop(orderId: number): Promise<OrderDetailRecord | null> {
    return this.engine.readOrderForShop(orderId)
  }

  listWishlists(customerId: number): Promise<WishlistRecord[]> {
    return mapErrors('wishlist', () => this.engine.listWishlists(customerId))
  }

  readWishlist(customerId: number, wishlistId: number): Promise<WishlistRecord> {
    return mapErrors('wishlist', () => this.engine.readWishlist(customerId, wishlistId))
  }

  createWishlist(customerId: number, name: string): Promise<WishlistRecord> {
    return mapErrors('wishlist', () => this.engine.createWishlist(customerId, name))
  }

  renameWishlist(customerId: number, wishlistId: number, name: string): Promise<WishlistRecord> {
    return mapErrors('wishlist', () => this.engine.renameWishlist(customerId, wishlistId, name))
  }

  deleteWishlist(customerId: number, wishlistId: number): Promise<void> {
    return mapErrors('wishlist', () => this.engine.deleteWishlist(customerId, wishlistId))
  }

  shareWishlist(customerId: number, wishlistId: number): Promise<string> {
    return mapErrors('wishlist', () => this.engine.shareWishlist(customerId, wishlistId))
  }

  readSharedWishlist(sharingCode: string): Promise<SharedWishlistRecord> {
    return mapErrors('wishlist', () => this.engine.readSharedWishlist(sharingCode))
  }

  addWishlistItem(
    customerId: number,
    wishlistId: number,
    productId: number,
  ): Promise<WishlistItemRecord> {
    return mapErrors('wishlist', () =>
      this.engine.addWishlistItem(customerId, wishlistId, productId),
    )
  }

  removeWishlistItem(customerId: number, wishlistId: number, itemId: number): Promise<void> {
    return mapErrors('wishlist', () =>
      this.engine.removeWishlistItem(customerId, wishlistId, itemId),
    )
  }

  subscribeToNewsletter(input: NewsletterSubscription): Promise<NewsletterSubscribeOutcome> {
    return mapErrors('newsletter', () => this.engine.subscribeToNewsletter(input))
  }

  confirmNewsletterSubscription(input: NewsletterConfirmation): Promise<NewsletterConfirmOutcome> {
    return mapErrors('newsletter', () => this.engine.confirmNewsletterSubscription(input))
  }

  isSubscribedToNewsletter(email: string): Promise<boolean> {
    return mapErrors('newsletter', () => this.engine.isSubscribedToNewsletter(email))
  }

  unsubscribeFromNewsletter(email: string): Promise<boolean> {
    return mapErrors('newsletter', () => this.engine.unsubscribeFromNewsletter(email))
  }

  listReturnReasons(storeCode: string): Promise<ReturnReason[]> {
    return mapErrors('return', () => this.engine.listReturnReasons(storeCode))
  }

  saveReturnReason(reason: ReturnReasonDefinition): Promise<void> {
    return mapErrors('return', () => this.engine.saveReturnReason(reason))
  }

  readReturnableOrder(orderId: number | null, owner: ReturnOwner): Promise<ReturnableOrder | null> {
    return mapErrors('return', () => this.engine.readReturnableOrder(orderId, owner))
  }

  createReturn(input: ReturnRequestInput): Promise<ReturnRecord> {
    return mapErrors('return', () => this.engine.createReturn(input))
  }

  readCustomerReturn(customerId: number, returnId: number): Promise<ReturnRecord | null> {
    return mapErrors('return', () => this.engine.readCustomerReturn(customerId, returnId))
  }

  listCustomerReturns(
    customerId: number,
    page: ReturnPage,
  ): Promise<{ items: ReturnRecord[]; total: number }> {
    return mapErrors('return', () => this.engine.listCustomerReturns(customerId, page))
  }

  changeReturnStatus(returnId: number, status: ReturnStatus): Promise<ReturnRecord> {
    return mapErrors('return', () => this.engine.changeReturnStatus(returnId, status))
  }

  createReview(input: ReviewInput): Promise<ReviewRecord> {
    return mapErrors('review', () => this.engine.createReview(input))
  }

  listReviews(query: ReviewQuery): Promise<ReviewPage> {
    return mapErrors('review', () => this.engine.listReviews(query))
  }

  setReviewStatus(reviewId: number, status: ReviewStatus): Promise<ReviewRecord> {
    return mapErrors('review', () => this.engine.setReviewStatus(reviewId, status))
  }
}
