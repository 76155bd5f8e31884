// The address fields shared by the shipping and payment forms (spec 000 §3 shippingDetails and
// paymentDetails; 001 §5: names at least 2 letters, country required, house number required ('-'
// if none), zip code at least 3 characters).
import { z } from 'zod'

const required = () => z.string().trim().min(1, 'validation.required')

export const AddressFieldsSchema = z.object({
  firstName: required().min(2, 'validation.nameMin2'),
  lastName: required(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'validation.countryRequired')
    .transform((code) => code.toUpperCase()),
  streetAddress: required(),
  apartmentNumber: z.string().trim().min(1, 'validation.houseNumberRequired'),
  city: required(),
  state: z.string().trim().default(''),
  zipCode: required().min(3, 'validation.zipMin3'),
  phoneNumber: z.string().trim().default(''),
})

export type AddressFields = z.infer<typeof AddressFieldsSchema>
export type AddressField = keyof AddressFields

export const ADDRESS_FIELD_NAMES = [
  'firstName',
  'lastName',
  'country',
  'streetAddress',
  'apartmentNumber',
  'city',
  'state',
  'zipCode',
  'phoneNumber',
] as const satisfies readonly AddressField[]
