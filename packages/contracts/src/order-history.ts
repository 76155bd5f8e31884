// GET /api/user/order-history (vsf-api-contract §1.6): the logged-in customer's orders, newest
// first, in the shape of Magento's order search result that vue-storefront reads.
import { z } from 'zod'
import { StoreCodeQuerySchema, TokenQuerySchema } from './request-query.js'

/** vsf's default page size for the order history. */
export const ORDER_HISTORY_DEFAULT_PAGE_SIZE = 20
export const ORDER_HISTORY_MAX_PAGE_SIZE = 100

export const OrderHistoryQuerySchema = z.strictObject({
  token: TokenQuerySchema,
  storeCode: StoreCodeQuerySchema,
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(ORDER_HISTORY_MAX_PAGE_SIZE)
    .default(ORDER_HISTORY_DEFAULT_PAGE_SIZE),
  currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
})
export type OrderHistoryQuery = z.infer<typeof OrderHistoryQuerySchema>

export const OrderHistoryItemSchema = z.object({
  sku: z.string(),
  name: z.string(),
  qty_ordered: z.number().int(),
  price_incl_tax: z.number(),
  row_total_incl_tax: z.number(),
  discount_amount: z.number(),
})

export const OrderHistoryOrderSchema = z.object({
  entity_id: z.number().int(),
  increment_id: z.string(),
  created_at: z.string().describe('UTC, Magento format `YYYY-MM-DD HH:MM:SS`'),
  customer_email: z.string(),
  order_currency_code: z.string(),
  status: z.string(),
  grand_total: z.number(),
  tax_amount: z.number(),
  shipping_incl_tax: z.number(),
  discount_amount: z.number(),
  coupon_code: z.string().nullable(),
  payment: z.object({ method: z.string() }),
  items: z.array(OrderHistoryItemSchema),
})
export type OrderHistoryOrder = z.infer<typeof OrderHistoryOrderSchema>

export const OrderHistoryEnvelopeSchema = z.object({
  code: z.number().int(),
  result: z.object({
    items: z.array(OrderHistoryOrderSchema),
    search_criteria: z.object({ page_size: z.number().int(), current_page: z.number().int() }),
    total_count: z.number().int(),
  }),
})
export type OrderHistoryEnvelope = z.infer<typeof OrderHistoryEnvelopeSchema>

/** GET /api/user/order-detail: one of the caller's orders by its `entity_id` (spec 001 §2). */
export const OrderDetailQuerySchema = z.strictObject({
  token: TokenQuerySchema,
  storeCode: StoreCodeQuerySchema,
  orderId: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .describe('The order’s `entity_id`, as in `/my-account/orders/{orderId}`'),
})
export type OrderDetailQuery = z.infer<typeof OrderDetailQuerySchema>

/** An order address as the order stored it (Magento's order address). */
export const OrderDetailAddressSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().optional(),
  street: z.array(z.string()),
  city: z.string(),
  postcode: z.string(),
  country_id: z.string(),
  telephone: z.string().optional(),
  email: z.string().optional(),
})

export const OrderDetailSchema = OrderHistoryOrderSchema.extend({
  subtotal_incl_tax: z.number(),
  billing_address: OrderDetailAddressSchema,
  shipping_address: OrderDetailAddressSchema.nullable(),
  shipping_method: z.string().nullable().describe('`carrier_method`, null for virtual orders'),
})
export type OrderDetail = z.infer<typeof OrderDetailSchema>

export const OrderDetailEnvelopeSchema = z.object({
  code: z.number().int(),
  result: OrderDetailSchema,
})
