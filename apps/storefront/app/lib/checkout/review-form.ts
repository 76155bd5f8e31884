// The review form (spec 001 §5): the terms and conditions must be accepted before the order is
// placed. Used in the browser and the route action.
import { z } from 'zod'
import { checkForm, readFormFields } from './form-fields'

export const ReviewFormSchema = z.object({
  acceptTerms: z.literal(true, 'validation.acceptTerms'),
})

export type ReviewField = keyof z.input<typeof ReviewFormSchema>

export function checkReview(fields: unknown) {
  return checkForm<typeof ReviewFormSchema, ReviewField>(ReviewFormSchema, fields)
}

export function readReview(formData: FormData) {
  return readFormFields(formData, ['acceptTerms'])
}
