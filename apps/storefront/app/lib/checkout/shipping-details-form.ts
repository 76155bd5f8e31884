// The shipping form (spec 000 §3 shippingDetails, §4 "Pickup-point shipping"): the address, the
// method chosen among the server's (`{carrier_code}_{method_code}`), and the pickup point the DHL
// add-on fills when the method code is servicepoint. Used in the browser and the route action.
import { z } from 'zod'
import { AddressFieldsSchema } from './address-fields'
import { checkForm, readFormFields } from './form-fields'

export const ShippingDetailsFormSchema = AddressFieldsSchema.extend({
  shippingMethod: z.string().trim().min(1, 'validation.required'),
  /** The chosen pickup point's id (`id` or `id|postnumber`), filled by the pickup-point add-on. */
  pickupPoint: z.string().trim().max(200).default(''),
  /** How the chosen point reads (name, address, postnumber), for the review. */
  pickupPointLabel: z.string().trim().max(400).default(''),
})

export type ShippingDetails = z.infer<typeof ShippingDetailsFormSchema>
export type ShippingDetailsField = keyof z.input<typeof ShippingDetailsFormSchema>

export function checkShippingDetails(fields: unknown) {
  return checkForm<typeof ShippingDetailsFormSchema, ShippingDetailsField>(
    ShippingDetailsFormSchema,
    fields,
  )
}

export function readShippingDetails(formData: FormData) {
  return readFormFields(formData)
}
