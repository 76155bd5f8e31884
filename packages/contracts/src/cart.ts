// The `/api/cart/*` requests and answers (vsf-api-contract §1.3; spec 000 §3 "Cart item",
// "Totals shown", "Shipping method", "Payment method"; §7). Shapes follow Magento's guest-cart
// answers as vue-storefront-api forwards them; amounts are decimals with two digits (EUR).
import { z } from 'zod'
import { envelopeOf } from './envelope.js'
import { StoreCodeQuerySchema, StoreQuerySchema, TokenQuerySchema } from './request-query.js'

const ServerIdSchema = z.union([z.string().min(1).max(64), z.number().int()])

export const CartQuerySchema = z.strictObject({
  cartId: z.string().min(1).max(64).describe('The cart id from POST /api/cart/create'),
  token: TokenQuerySchema,
  storeCode: StoreCodeQuerySchema,
})
export type CartQuery = z.infer<typeof CartQuerySchema>

export const CartCreateQuerySchema = StoreQuerySchema

export const ProductOptionSchema = z.object({
  extension_attributes: z
    .object({
      configurable_item_options: z
        .array(
          z.looseObject({
            option_id: ServerIdSchema,
            option_value: ServerIdSchema,
          }),
        )
        .max(20)
        .optional(),
      bundle_options: z
        .array(
          z.looseObject({
            option_id: ServerIdSchema,
            option_qty: z.union([z.number().int().min(0), z.string().regex(/^\d+$/)]).optional(),
            option_selections: z.array(ServerIdSchema).max(50),
          }),
        )
        .max(50)
        .optional(),
      custom_options: z
        .array(
          z.looseObject({
            option_id: ServerIdSchema,
            option_value: z.union([z.string().max(1000), z.number()]),
          }),
        )
        .max(50)
        .optional(),
    })
    .optional(),
})
export type ProductOption = z.infer<typeof ProductOptionSchema>

/** spec 000 §9 has no upper limit; this one keeps a typo from reserving a warehouse. */
export const MAX_CART_ITEM_QTY = 10_000

export const CartItemInputSchema = z.looseObject({
  sku: z.string().min(1).max(128),
  qty: z.number().int().positive().max(MAX_CART_ITEM_QTY),
  product_option: ProductOptionSchema.optional(),
  quoteId: ServerIdSchema.optional(),
  item_id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).optional(),
})

export const CartUpdateBodySchema = z.strictObject({ cartItem: CartItemInputSchema })
export type CartUpdateBody = z.infer<typeof CartUpdateBodySchema>

export const CartDeleteBodySchema = z.strictObject({
  cartItem: z.looseObject({
    sku: z.string().optional(),
    item_id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]),
    quoteId: ServerIdSchema.optional(),
  }),
})

export const CartItemSchema = z.object({
  item_id: z.number().int(),
  sku: z.string(),
  qty: z.number().int(),
  name: z.string(),
  price: z.number().describe('Unit price excl. tax'),
  price_incl_tax: z.number(),
  product_type: z.string(),
  quote_id: z.string(),
  product_option: ProductOptionSchema.optional(),
})
export type CartItem = z.infer<typeof CartItemSchema>

export const TotalsItemSchema = z.object({
  item_id: z.number().int(),
  name: z.string(),
  qty: z.number().int(),
  price: z.number(),
  price_incl_tax: z.number(),
  row_total: z.number(),
  row_total_incl_tax: z.number(),
  row_total_with_discount: z.number(),
  tax_amount: z.number(),
  tax_percent: z.number(),
  discount_amount: z.number(),
  discount_percent: z.number(),
  options: z.string().describe('JSON list of `{label, value}`, as Magento sends it'),
})

export const TotalSegmentSchema = z.object({
  code: z.enum(['subtotal', 'shipping', 'payment', 'discount', 'tax', 'grand_total']),
  title: z.string(),
  value: z.number(),
})

export const CartTotalsSchema = z.object({
  grand_total: z.number(),
  base_grand_total: z.number(),
  subtotal: z.number(),
  base_subtotal: z.number(),
  subtotal_incl_tax: z.number(),
  discount_amount: z.number().describe('Negative, as Magento sends it'),
  shipping_amount: z.number(),
  shipping_incl_tax: z.number(),
  shipping_tax_amount: z.number(),
  payment_cost_incl_tax: z.number(),
  tax_amount: z.number(),
  coupon_code: z.string().nullable(),
  base_currency_code: z.string(),
  quote_currency_code: z.string(),
  items_qty: z.number().int(),
  items: z.array(TotalsItemSchema),
  total_segments: z.array(TotalSegmentSchema),
})
export type CartTotals = z.infer<typeof CartTotalsSchema>

export const PaymentMethodSchema = z.object({
  code: z.string(),
  title: z.string(),
  cost_incl_tax: z.number(),
})

export const ShippingMethodSchema = z.object({
  carrier_code: z.string(),
  method_code: z.string(),
  carrier_title: z.string(),
  method_title: z.string(),
  amount: z.number(),
  base_amount: z.number(),
  available: z.boolean(),
  error_message: z.string(),
  price_excl_tax: z.number(),
  price_incl_tax: z.number(),
})

const CountrySchema = z.string().regex(/^[A-Za-z]{2}$/, 'Expected a two-letter ISO country code')

export const ShippingAddressSchema = z.looseObject({
  country_id: CountrySchema,
  region: z.string().max(200).optional(),
  region_id: z.union([z.number().int(), z.string()]).optional(),
  region_code: z.string().max(50).optional(),
  postcode: z.string().max(20).optional(),
  street: z.array(z.string().max(200)).max(4).optional(),
  city: z.string().max(200).optional(),
})

export const ShippingMethodsBodySchema = z.strictObject({ address: ShippingAddressSchema })

/** vsf sends camelCase `countryId` here (Magento's address interface); snake case is accepted. */
export const CheckoutAddressSchema = z
  .looseObject({
    countryId: CountrySchema.optional(),
    country_id: CountrySchema.optional(),
  })
  .refine((address) => address.countryId !== undefined || address.country_id !== undefined, {
    message: 'countryId is required',
    path: ['countryId'],
  })

const MethodCodeSchema = z.string().regex(/^[a-zA-Z_]+$/, 'Letters only')

// Vue Storefront 1 sends the method in camelCase; Magento's own REST body (and our order body)
// spells it in snake_case. Both are accepted, so neither kind of caller is silently ignored.
export const ShippingInformationBodySchema = z.strictObject({
  addressInformation: z
    .looseObject({
      shippingAddress: CheckoutAddressSchema,
      billingAddress: CheckoutAddressSchema.optional(),
      shippingCarrierCode: MethodCodeSchema.optional(),
      shippingMethodCode: MethodCodeSchema.optional(),
      shipping_carrier_code: MethodCodeSchema.optional(),
      shipping_method_code: MethodCodeSchema.optional(),
    })
    .transform(({ shipping_carrier_code, shipping_method_code, ...information }) => ({
      ...information,
      shippingCarrierCode: information.shippingCarrierCode ?? shipping_carrier_code,
      shippingMethodCode: information.shippingMethodCode ?? shipping_method_code,
    })),
})

export const CollectTotalsBodySchema = z.strictObject({
  methods: z.looseObject({
    paymentMethod: z.looseObject({ method: MethodCodeSchema }).optional(),
    shippingCarrierCode: MethodCodeSchema.optional(),
    shippingMethodCode: MethodCodeSchema.optional(),
  }),
})

export const ApplyCouponQuerySchema = CartQuerySchema.extend({
  coupon: z.string().trim().min(1).max(255).describe('A coupon code (or a comma list of codes)'),
})

export const CartIdEnvelopeSchema = envelopeOf(z.string())
export const CartItemEnvelopeSchema = envelopeOf(CartItemSchema)
export const CartItemsEnvelopeSchema = envelopeOf(z.array(CartItemSchema))
export const CartTotalsEnvelopeSchema = envelopeOf(CartTotalsSchema)
export const PaymentMethodsEnvelopeSchema = envelopeOf(z.array(PaymentMethodSchema))
export const ShippingMethodsEnvelopeSchema = envelopeOf(z.array(ShippingMethodSchema))
export const ShippingInformationEnvelopeSchema = envelopeOf(
  z.object({ payment_methods: z.array(PaymentMethodSchema), totals: CartTotalsSchema }),
)
export const TrueEnvelopeSchema = envelopeOf(z.literal(true))
