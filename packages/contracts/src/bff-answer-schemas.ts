// The zod schema of every answer in BffAnswers, for clients that check what the BFF answered
// (the storefront's server: `createBffClient({ answers: bffAnswerSchemas })`). The browser's
// client does not load this module: its answers come from the same BFF through the same origin.
import type { z } from 'zod'
import type { BffAnswers } from './bff-answers.js'
import {
  CartIdEnvelopeSchema,
  CartItemEnvelopeSchema,
  CartItemsEnvelopeSchema,
  CartTotalsEnvelopeSchema,
  PaymentMethodsEnvelopeSchema,
  ShippingInformationEnvelopeSchema,
  ShippingMethodsEnvelopeSchema,
  TrueEnvelopeSchema,
} from './cart.js'
import { CatalogQueryEnvelopeSchema } from './catalog-query.js'
import { CouponResultsEnvelopeSchema } from './coupons.js'
import { HealthEnvelopeSchema, ReadinessEnvelopeSchema } from './health.js'
import {
  AutocompleteEnvelopeSchema,
  InternationalAddressEnvelopeSchema,
  DutchAddressEnvelopeSchema,
  PostcodeCountriesEnvelopeSchema,
} from './postcode.js'
import {
  StoriesEnvelopeSchema,
  StoryEnvelopeSchema,
  ValidateEditorEnvelopeSchema,
} from './content.js'
import {
  SelectedServicePointEnvelopeSchema,
  ServicePointsEnvelopeSchema,
} from './service-points.js'
import {
  OrderPaymentEnvelopeSchema,
  PaymentTokenEnvelopeSchema,
  StartTransactionEnvelopeSchema,
} from './payments.js'
import { StockListEnvelopeSchema, StockRecordEnvelopeSchema } from './stock.js'
import { UrlMapEnvelopeSchema } from './url-map.js'
import { ReviewPageEnvelopeSchema } from './reviews.js'
import { OrderDetailEnvelopeSchema, OrderHistoryEnvelopeSchema } from './order-history.js'
import { CustomerEnvelopeSchema, LoginEnvelopeSchema } from './user.js'
import {
  BooleanEnvelopeSchema,
  TrueResultEnvelopeSchema,
  UserMeUpdateEnvelopeSchema,
} from './user-account.js'

export type BffAnswerSchemas = {
  [P in keyof BffAnswers]: z.ZodType<{ code: number; result: BffAnswers[P] }>
}

export const bffAnswerSchemas = {
  '/healthz': HealthEnvelopeSchema,
  '/readyz': ReadinessEnvelopeSchema,
  '/api/catalog': CatalogQueryEnvelopeSchema,
  '/api/url/resolve': UrlMapEnvelopeSchema,
  '/api/cart/create': CartIdEnvelopeSchema,
  '/api/cart/update': CartItemEnvelopeSchema,
  '/api/cart/delete': TrueEnvelopeSchema,
  '/api/cart/pull': CartItemsEnvelopeSchema,
  '/api/cart/totals': CartTotalsEnvelopeSchema,
  '/api/cart/payment-methods': PaymentMethodsEnvelopeSchema,
  '/api/cart/shipping-methods': ShippingMethodsEnvelopeSchema,
  '/api/cart/shipping-information': ShippingInformationEnvelopeSchema,
  '/api/cart/collect-totals': CartTotalsEnvelopeSchema,
  '/api/cart/apply-coupon': TrueEnvelopeSchema,
  '/api/cart/delete-coupon': TrueEnvelopeSchema,
  '/api/ext/amasty-coupons/coupons': CouponResultsEnvelopeSchema,
  '/api/ext/amasty-coupons/coupons-apply': CouponResultsEnvelopeSchema,
  '/api/stock/check': StockRecordEnvelopeSchema,
  '/api/stock/list': StockListEnvelopeSchema,
  '/api/ext/dhl-parcel/servicepoints': ServicePointsEnvelopeSchema,
  '/api/ext/dhl-parcel/select-servicepoint': SelectedServicePointEnvelopeSchema,
  '/api/ext/postcode/autocomplete': DutchAddressEnvelopeSchema,
  '/api/ext/postcode/countries': PostcodeCountriesEnvelopeSchema,
  '/api/ext/postcode/international/autocomplete': AutocompleteEnvelopeSchema,
  '/api/ext/postcode/international/address': InternationalAddressEnvelopeSchema,
  '/api/ext/vsf-storyblok-extension/story': StoryEnvelopeSchema,
  '/api/ext/vsf-storyblok-extension/stories': StoriesEnvelopeSchema,
  '/api/ext/vsf-storyblok-extension/validate-editor': ValidateEditorEnvelopeSchema,
  '/api/ext/vsf-storyblok-extension/draft': StoryEnvelopeSchema,
  '/api/ext/mollie/payment-token': PaymentTokenEnvelopeSchema,
  '/api/ext/mollie/start-transaction': StartTransactionEnvelopeSchema,
  '/api/ext/mollie/payment-status': OrderPaymentEnvelopeSchema,
  '/api/user/create': CustomerEnvelopeSchema,
  '/api/user/login': LoginEnvelopeSchema,
  '/api/user/refresh': LoginEnvelopeSchema,
  '/api/user/logout': TrueResultEnvelopeSchema,
  // GET answers the customer alone; POST adds `meta.loggedOut` (both fit this schema).
  '/api/user/me': UserMeUpdateEnvelopeSchema,
  '/api/user/change-password': TrueResultEnvelopeSchema,
  '/api/user/reset-password': TrueResultEnvelopeSchema,
  '/api/user/create-password': TrueResultEnvelopeSchema,
  '/api/user/is-email-available': BooleanEnvelopeSchema,
  '/api/user/activate': CustomerEnvelopeSchema,
  '/api/user/confirm': TrueResultEnvelopeSchema,
  '/api/user/order-history': OrderHistoryEnvelopeSchema,
  '/api/user/order-detail': OrderDetailEnvelopeSchema,
  '/api/review/list': ReviewPageEnvelopeSchema,
} satisfies BffAnswerSchemas
