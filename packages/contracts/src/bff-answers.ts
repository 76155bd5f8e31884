// The answer of every BFF path the typed client calls, as types only: importing this module costs
// the browser nothing (no zod). The schemas that check these answers on the server are in
// bff-answer-schemas.ts; `bffAnswerSchemas` there must name a schema for every key here.
import type { z } from 'zod'
import type { CartItem, CartTotals, PaymentMethodSchema, ShippingMethodSchema } from './cart.js'
import type { CatalogQueryResult } from './catalog-query.js'
import type { CouponResult } from './coupons.js'
import type { Health, Readiness } from './health.js'
import type { AutocompleteResult, DutchAddress, PostcodeCountry } from './postcode.js'
import type { SelectedServicePoint, ServicePoint } from './service-points.js'
import type { OrderPayment } from './payments.js'
import type { StockRecord } from './stock.js'
import type { UrlMapResult } from './url-map.js'

type PaymentMethod = z.infer<typeof PaymentMethodSchema>
type ShippingMethod = z.infer<typeof ShippingMethodSchema>

export interface BffAnswers {
  '/healthz': Health
  '/readyz': Readiness
  '/api/catalog': CatalogQueryResult
  '/api/url/map': UrlMapResult
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
  '/api/ext/mollie/payment-token': string
  '/api/ext/mollie/start-transaction': string
  '/api/ext/mollie/payment-status': OrderPayment
}

export type BffPath = keyof BffAnswers
