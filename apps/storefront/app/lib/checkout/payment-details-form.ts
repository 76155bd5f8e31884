// The payment form (spec 000 §3 paymentDetails; 001 §5 tax id at least 3 characters): the payment
// method among the server's, and the billing address — the shipping address unless "different"
// is chosen, then its own address fields — with company and tax id. Browser and action alike.
import { z } from 'zod'
import { AddressFieldsSchema } from './address-fields'
import { checkForm, readFormFields } from './form-fields'

const BillingExtrasSchema = z.object({
  company: z.string().trim().default(''),
  taxId: z
    .string()
    .trim()
    .refine((taxId) => taxId === '' || taxId.length >= 3, 'validation.taxIdMin3')
    .default(''),
  paymentMethod: z.string().trim().min(1, 'validation.required'),
})

export const PaymentDetailsFormSchema = z.discriminatedUnion('useAlternateBilling', [
  BillingExtrasSchema.extend({ useAlternateBilling: z.literal(false) }),
  BillingExtrasSchema.extend(AddressFieldsSchema.shape).extend({
    useAlternateBilling: z.literal(true),
  }),
])

export type PaymentDetails = z.infer<typeof PaymentDetailsFormSchema>
export type PaymentDetailsField =
  | keyof z.input<typeof BillingExtrasSchema>
  | keyof z.input<typeof AddressFieldsSchema>
  | 'useAlternateBilling'

export const PAYMENT_DETAILS_CHECKBOXES = ['useAlternateBilling'] as const

export function checkPaymentDetails(fields: unknown) {
  return checkForm<typeof PaymentDetailsFormSchema, PaymentDetailsField>(
    PaymentDetailsFormSchema,
    fields,
  )
}

export function readPaymentDetails(formData: FormData) {
  return readFormFields(formData, PAYMENT_DETAILS_CHECKBOXES)
}
