// The vue-storefront-api response envelope: `{ code, result }`, where `code` equals the HTTP status.
// Errors keep that shape with a human message in `result`; validation errors add a machine-readable
// `errors` list naming each wrong field (ARCHITECTURE §3).
import { z } from 'zod'

/** Wraps a result schema in the `{ code, result }` envelope. */
export function envelopeOf<T extends z.ZodType>(result: T) {
  return z.object({
    code: z.number().int().min(100).max(599),
    result,
  })
}

export const FieldErrorSchema = z.object({
  field: z.string().describe('Dotted path of the wrong field, e.g. `body.cartItem.qty`'),
  message: z.string(),
})
export type FieldError = z.infer<typeof FieldErrorSchema>

export const ErrorEnvelopeSchema = z
  .object({
    code: z.number().int().min(400).max(599),
    result: z.string().describe('A human-readable message; never a stack trace'),
    errors: z.array(FieldErrorSchema).optional(),
  })
  .describe('Error answer')
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>

/** Builds a success envelope. */
export function okEnvelope<T>(result: T, code = 200): { code: number; result: T } {
  return { code, result }
}
