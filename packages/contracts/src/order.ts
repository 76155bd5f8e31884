// `POST /api/order` (vsf-api-contract §1.5, §2.1; spec 000 §4 "Order placement", §7): the order
// body vue-storefront sends, and the answer `{orderNumber, backendOrderId, transferedAt}` (vsf's
// spelling). Prices a client sends (`price`, `priceInclTax`, `totals`) are accepted but ignored:
// the server prices every line itself. Unknown product fields pass (vsf sends whole cart items).
import { z } from 'zod'
import { ProductOptionSchema } from './cart.js'
import { envelopeOf } from './envelope.js'
import { StoreQuerySchema } from './request-query.js'
import { PasswordSchema } from './user.js'

/** spec 000 §9 sets no limit; this one keeps one request from reserving a warehouse. */
export const MAX_ORDER_LINES = 100
export const MAX_ORDER_LINE_QTY = 10_000

const IdSchema = z.union([z.string().max(64), z.number().int().nonnegative()])
const RequiredText = z.string().trim().min(1, 'Field is required').max(255)
const CountrySchema = z.string().regex(/^[A-Za-z]{2}$/, 'Country is required')
// vsf-api's order schema: method codes are letters (underscores allowed for `mollie_methods_*`)
const MethodCodeSchema = z.string().regex(/^[a-zA-Z_]+$/, 'Letters only')

/** vsf-api §2.1: street, city, postcode, firstname and lastname are required on both addresses. */
export const OrderAddressSchema = z.looseObject({
  firstname: RequiredText,
  lastname: RequiredText,
  street: z.array(z.string().max(255)).min(1).max(4),
  city: RequiredText,
  postcode: RequiredText,
  country_id: CountrySchema,
  email: z.email('Please provide a valid e-mail address.').optional(),
  telephone: z.string().max(50).optional(),
  company: z.string().max(255).optional(),
  region: z.string().max(255).optional(),
  region_id: z.union([z.number().int(), z.string().max(20)]).optional(),
  region_code: z.string().max(50).optional(),
  vat_id: z.string().max(50).optional(),
})
export type OrderAddress = z.infer<typeof OrderAddressSchema>

export const OrderProductSchema = z.looseObject({
  sku: z.string().min(1).max(128),
  qty: z.number().int().positive().max(MAX_ORDER_LINE_QTY),
  parentSku: z.string().max(128).optional(),
  product_option: ProductOptionSchema.optional(),
})
export type OrderProduct = z.infer<typeof OrderProductSchema>

export const OrderAddressInformationSchema = z.looseObject({
  shippingAddress: OrderAddressSchema.optional(),
  billingAddress: OrderAddressSchema,
  shipping_method_code: MethodCodeSchema.optional(),
  shipping_carrier_code: MethodCodeSchema.optional(),
  payment_method_code: MethodCodeSchema,
  payment_method_additional: z.record(z.string(), z.unknown()).optional(),
  shippingExtraFields: z.record(z.string(), z.unknown()).optional(),
})

/**
 * The checkout's personal details (vsf `personalDetails`). With `createAccount`, the password
 * (spec 001 §5 rules) creates a customer account with the order.
 */
export const OrderPersonalDetailsSchema = z
  .looseObject({
    firstName: z.string().trim().max(255).optional(),
    lastName: z.string().trim().max(255).optional(),
    emailAddress: z.email('Please provide a valid e-mail address.').optional(),
    createAccount: z.boolean().optional(),
    password: z.string().max(256).optional(),
  })
  .superRefine((details, context) => {
    if (!details.createAccount) return
    if (details.emailAddress === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['emailAddress'],
        message: 'Please provide a valid e-mail address.',
      })
    }
    const password = PasswordSchema.safeParse(details.password ?? '')
    for (const issue of password.success ? [] : password.error.issues) {
      context.addIssue({ code: 'custom', path: ['password'], message: issue.message })
    }
  })

// vsf-api's order schema allows exactly these top-level keys (additionalProperties: false).
export const OrderBodySchema = z.strictObject({
  user_id: IdSchema.optional(),
  cart_id: IdSchema.optional(),
  store_code: z.string().max(32).optional(),
  store_id: IdSchema.optional(),
  products: z.array(OrderProductSchema).min(1).max(MAX_ORDER_LINES),
  addressInformation: OrderAddressInformationSchema,
  personalDetails: OrderPersonalDetailsSchema.optional(),
  // Per-attempt stamps of the offline queue (spec 000 §3); not part of the order hash.
  order_id: z.string().max(128).optional(),
  created_at: z.string().max(64).optional(),
  updated_at: z.string().max(64).optional(),
  transmited: z.boolean().optional(),
  transmited_at: z.string().max(64).nullable().optional(),
  status: z.string().max(64).optional(),
  state: z.string().max(64).optional(),
})
export type OrderBody = z.infer<typeof OrderBodySchema>

/** `Idempotency-Key` (ARCHITECTURE §3): printable ASCII, so it is safe to store and log. */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, 'Expected 1 to 255 printable ASCII characters')

export const OrderHeadersSchema = z.looseObject({
  'idempotency-key': IdempotencyKeySchema.optional().describe(
    'A repeat with the same key returns the first answer and never places a second order',
  ),
})

export const OrderQuerySchema = StoreQuerySchema

export const PlacedOrderSchema = z.object({
  orderNumber: z.string().describe('Human order number (increment id), e.g. `000000123`'),
  backendOrderId: z.string().describe('The commerce engine’s order id'),
  transferedAt: z.string().describe('When the order was placed (ISO 8601); vsf’s spelling'),
})
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>

export const PlacedOrderEnvelopeSchema = envelopeOf(PlacedOrderSchema)
