// The answer of every BFF path the typed client calls, as types only: importing this module costs
// the browser nothing (no zod). The schemas that check these answers on the server are in
// bff-answer-schemas.ts; `bffAnswerSchemas` there must name a schema for every key here.
import type { z } from 'zod'
import type { CartItem, CartTotals, PaymentMethodSchema, ShippingMethodSchema } from './cart.js'
import type { CatalogQueryResult } from './catalog-query.js'
import type { CouponResult } from './coupons.js'
import type { OrderDetail, OrderHistoryEnvelope } from './order-history.js'
import type { Customer } from './user.js'
import type { Health, Readiness } from './health.js'
import type {
  AutocompleteResult,
  DutchAddress,
  InternationalAddress,
  PostcodeCountry,
} from './postcode.js'
import type { Story } from './content.js'
import type { SelectedServicePoint, ServicePoint } from './service-points.js'
import type { OrderPayment } from './payments.js'
import type { StockRecord } from './stock.js'
import type { UrlMapResult } from './url-map.js'
import type { ReviewPage } from './reviews.js'

type PaymentMethod = z.infer<typeof PaymentMethodSchema>
type ShippingMethod = z.infer<typeof ShippingMethodSchema>

export interface BffAnswers {
  '/healthz': Health
  '/readyz': Readiness
  '/api/catalog': CatalogQueryResult
  '/api/url/resolve': UrlMapResult
  '/api/cart/create': string
  '/api/cart/update': CartItem
  '/api/cart/delete': true
  '/api/cart/pull': CartItem[]
  '/api/cart/totals': CartTotals
  '/api/cart/payment-methods': PaymentMethod[]
  '/api/cart/shipping-methods': ShippingMethod[]
  '/api/cart/shipping-information': { payment_methods: PaymentMethod[]; totals: CartTotals }
  '/api/cart/collect-totals': CartTotals
  '/api/cart/apply-coupon': true
  '/api/cart/delete-coupon': true
  '/api/ext/amasty-coupons/coupons': CouponResult[]
  '/api/ext/amasty-coupons/coupons-apply': CouponResult[]
  '/api/stock/check': StockRecord
  '/api/stock/list': StockRecord[]
  '/api/ext/dhl-parcel/servicepoints': ServicePoint[]
  '/api/ext/dhl-parcel/select-servicepoint': SelectedServicePoint
  /** Called with params postcode, house number, affix. */
  '/api/ext/postcode/autocomplete': DutchAddress
  '/api/ext/postcode/countries': PostcodeCountry[]
  '/api/ext/postcode/international/autocomplete': AutocompleteResult
  '/api/ext/postcode/international/address': InternationalAddress
  /** Called with the full slug's segments as params (001 §7 "CMS"). */
  '/api/ext/vsf-storyblok-extension/story': { story: Story }
  '/api/ext/vsf-storyblok-extension/stories': { stories: Story[] }
  '/api/ext/vsf-storyblok-extension/validate-editor': { previewToken: string; error: false }
  /** Called with the story id as param and the editor's spaceId, timestamp, token (000 §2). */
  '/api/ext/vsf-storyblok-extension/draft': { story: Story }
  '/api/ext/mollie/payment-token': string
  '/api/ext/mollie/start-transaction': string
  '/api/ext/mollie/payment-status': OrderPayment
  '/api/user/create': Customer
  '/api/user/login': string
  '/api/user/refresh': string
  /** Ends the session of the token (D218). */
  '/api/user/logout': true
  '/api/user/me': Customer
  '/api/user/change-password': true
  '/api/user/reset-password': true
  '/api/user/create-password': true
  '/api/user/is-email-available': boolean
  '/api/user/activate': Customer
  '/api/user/confirm': true
  '/api/user/order-history': OrderHistoryEnvelope['result']
  '/api/user/order-detail': OrderDetail
  /** A product's approved reviews in the store view (D230). */
  '/api/review/list': ReviewPage
}

/** The `meta` of the paths that answer one besides `result`. */
export interface BffMetas {
  '/api/user/login': { refreshToken: string; cartId?: string }
  '/api/user/refresh': { refreshToken: string; cartId?: string }
  /** POST only: `loggedOut` when the e-mail changed (the tokens are revoked). */
  '/api/user/me': { loggedOut: boolean } | undefined
}

export type BffPath = keyof BffAnswers
