// The returns calls (RMA; spec 001 §3, §5, §7, §9; D163–D166): reasons, the customer's returns
// (10 a page), one return, the returnable lines of an order, a return request (also as a guest,
// with the order number and the last name on the order) and the operator's status change.
import { z } from 'zod'
import { envelopeOf } from './envelope.js'
import { StoreCodeQuerySchema, TokenQuerySchema } from './request-query.js'

/** spec 001 §5 */
export const RETURN_REASON_REQUIRED_MESSAGE = 'Please select your return reason.'
export const ORDER_ID_NUMBERS_MESSAGE = 'Your Order ID can only contain numbers'
export const ORDER_ID_REQUIRED_MESSAGE = 'Please provide an Order ID'
export const LAST_NAME_REQUIRED_MESSAGE = 'Please provide your last name on your order'
export const SIZE_REQUIRED_MESSAGE = 'Please select a size'
export const QUANTITY_ABOVE_ZERO_MESSAGE = 'Quantity must be above 0'
/** spec 001 §8 */
export const RETURN_NOT_SAVED_MESSAGE =
  'Something went wrong saving your return. Please contact customer service.'
/** spec 001 §5 */
const FIELD_REQUIRED = 'Field is required'
/** spec 001 §9 */
export const RETURNS_PAGE_SIZE = 10

export const RETURN_STATUS_CODES = [
  'requested',
  'approved',
  'denied',
  'received',
  'processed',
  'rejected',
] as const
export type ReturnStatusCode = (typeof RETURN_STATUS_CODES)[number]

export const ReturnReasonsSchema = z.object({
  options: z.array(z.object({ value: z.string(), label: z.string() })),
})
export type ReturnReasons = z.infer<typeof ReturnReasonsSchema>
export const ReturnReasonsEnvelopeSchema = envelopeOf(ReturnReasonsSchema)

export const ReturnsListQuerySchema = z.strictObject({
  token: TokenQuerySchema,
  storeCode: StoreCodeQuerySchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(RETURNS_PAGE_SIZE),
  currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
})

export const ReturnIdParamsSchema = z.strictObject({
  returnId: z.coerce.number().int().min(1).max(2_147_483_647),
})
export const OrderIdParamsSchema = z.strictObject({
  orderId: z.coerce.number().int().min(1).max(2_147_483_647),
})

export const ReturnItemSchema = z.object({
  id: z.number().int(),
  orderItemId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  qty: z.number().int(),
  exchangeSize: z.string().nullable(),
})

export const ReturnSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  status: z.enum(RETURN_STATUS_CODES),
  reason: z.string(),
  comment: z.string(),
  isFree: z.boolean(),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
  items: z.array(ReturnItemSchema),
})
export type ReturnAnswer = z.infer<typeof ReturnSchema>
export const ReturnEnvelopeSchema = envelopeOf(ReturnSchema)

export const ReturnsListSchema = z.object({
  items: z.array(ReturnSchema),
  search_criteria: z.object({ page_size: z.number().int(), current_page: z.number().int() }),
  total_count: z.number().int(),
})
export type ReturnsList = z.infer<typeof ReturnsListSchema>
export const ReturnsListEnvelopeSchema = envelopeOf(ReturnsListSchema)

export const ReturnableOrderSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  createdAt: z.string(),
  isReturnable: z.boolean(),
  returnableUntil: z.string(),
  items: z.array(
    z.object({
      orderItemId: z.number().int(),
      sku: z.string(),
      name: z.string(),
      qtyOrdered: z.number().int(),
      qtyReturnable: z.number().int(),
      priceInclTax: z.number(),
      sizes: z.array(z.string()),
    }),
  ),
})
export type ReturnableOrder = z.infer<typeof ReturnableOrderSchema>
export const ReturnableOrderEnvelopeSchema = envelopeOf(ReturnableOrderSchema)

export const ReturnLineBodySchema = z.strictObject({
  orderItemId: z.number().int().min(1).max(2_147_483_647),
  qty: z.number().int(QUANTITY_ABOVE_ZERO_MESSAGE).min(1, QUANTITY_ABOVE_ZERO_MESSAGE).max(10_000),
  exchangeSize: z.string().trim().min(1, SIZE_REQUIRED_MESSAGE).max(100).nullable().optional(),
})

const ReturnRequestFields = {
  reason: z.string().trim().min(1, RETURN_REASON_REQUIRED_MESSAGE).max(100),
  comment: z.string().trim().max(2000).default(''),
  items: z.array(ReturnLineBodySchema).min(1, FIELD_REQUIRED).max(100),
}

export const ReturnRequestBodySchema = z.strictObject({
  orderId: z.number().int().min(1).max(2_147_483_647),
  ...ReturnRequestFields,
})
export type ReturnRequestBody = z.infer<typeof ReturnRequestBodySchema>

/** spec 001 §5: the order id (numbers only) and the last name on the order. */
export const GuestOrderFields = {
  orderId: z
    .string()
    .trim()
    .min(1, ORDER_ID_REQUIRED_MESSAGE)
    .max(32)
    .regex(/^\d+$/, ORDER_ID_NUMBERS_MESSAGE),
  lastName: z.string().trim().min(1, LAST_NAME_REQUIRED_MESSAGE).max(255),
  captchaToken: z
    .string()
    .max(4096)
    .optional()
    .describe('Needed only after many missed lookups of this order number (D220)'),
}

export const GuestOrderBodySchema = z.strictObject(GuestOrderFields)
export type GuestOrderBody = z.infer<typeof GuestOrderBodySchema>

export const GuestReturnBodySchema = z.strictObject({
  ...GuestOrderFields,
  ...ReturnRequestFields,
})
export type GuestReturnBody = z.infer<typeof GuestReturnBodySchema>

export const ReturnStatusBodySchema = z.strictObject({ status: z.enum(RETURN_STATUS_CODES) })

export const ReturnReasonBodySchema = z.strictObject({
  labels: z.strictObject({
    en: z.string().trim().min(1).max(200),
    nl: z.string().trim().min(1).max(200),
    de: z.string().trim().min(1).max(200),
  }),
  position: z.number().int().min(0).max(100_000).default(0),
  isActive: z.boolean().default(true),
})
export const ReturnReasonParamsSchema = z.strictObject({
  code: z
    .string()
    .regex(/^[a-z0-9-]{1,50}$/, 'A reason code is 1 to 50 lower-case letters, digits or dashes.'),
})
