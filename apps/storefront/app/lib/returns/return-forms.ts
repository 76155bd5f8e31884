// The return forms' rules (spec 001 §5), checked by the route actions with Conform's
// parseWithZod: the guest lookup (order ID numbers only and required, the last name on the order
// required) and the request (a reason required, a quantity per line, an optional exchange size).
// Every message is a catalogue key.
import { z } from 'zod'

export const GuestLookupFormSchema = z.object({
  orderId: z
    .string({ error: 'validation.orderIdRequired' })
    .trim()
    .max(32, 'validation.orderIdNumeric')
    .regex(/^\d+$/, 'validation.orderIdNumeric'),
  lastName: z.string({ error: 'validation.lastNameRequired' }).trim().max(255),
})

export const ReturnRequestFormSchema = z.object({
  reason: z.string({ error: 'validation.returnReasonRequired' }).trim().max(100),
  comment: z.string().trim().max(2000).optional(),
  lines: z
    .array(
      z.object({
        orderItemId: z.coerce.number().int().min(1),
        qty: z.coerce.number().int('validation.quantityInteger').min(0).max(10_000).default(0),
        exchangeSize: z.string().trim().max(100).optional(),
      }),
    )
    .default([])
    .refine((lines) => lines.some((line) => line.qty > 0), 'validation.quantityAboveZero'),
})

export type ReturnRequestForm = z.infer<typeof ReturnRequestFormSchema>

/** The lines with a quantity, as the BFF takes them. */
export function toReturnItems(form: ReturnRequestForm) {
  return form.lines
    .filter((line) => line.qty > 0)
    .map((line) => ({
      orderItemId: line.orderItemId,
      qty: line.qty,
      ...(line.exchangeSize ? { exchangeSize: line.exchangeSize } : {}),
    }))
}
