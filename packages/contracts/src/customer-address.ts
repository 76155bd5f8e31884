// A customer's saved addresses in Magento's shape (vsf-api-contract §1.6 `GET/POST /api/user/me`;
// spec 001 §3 "User": addresses are one of the four fields a customer changes). vue-storefront
// keeps the street as `street[0]` (street name) and `street[1]` (house number, '-' when there is
// none: spec 001 §5) and sends the whole list back on every change; the list replaces the stored
// one. An address with an `id` updates that saved address (it must be the customer's own).
import { z } from 'zod'

export const FIELD_REQUIRED_MESSAGE = 'Field is required'
export const NAME_MIN_3_MESSAGE = 'Name must have at least 3 letters.'
export const HOUSE_NUMBER_REQUIRED_MESSAGE = 'Housenr. is a required field'
export const COUNTRY_REQUIRED_MESSAGE = 'Country is required'
/** spec 001 §5 asks zip codes of at least 3 characters without a text; vsf's own (D102). */
export const ZIP_MIN_3_MESSAGE = 'Zip-code must have at least 3 letters.'
/** How many addresses one customer keeps (D102). */
export const MAX_CUSTOMER_ADDRESSES = 20

const Text = (max: number) => z.string().trim().max(max)
const Required = (max: number) => Text(max).min(1, FIELD_REQUIRED_MESSAGE)

/** spec 001 §5: address names have at least 3 letters (D102). */
const AddressNameSchema = Text(255).min(3, NAME_MIN_3_MESSAGE)

export const CustomerAddressRegionSchema = z.strictObject({
  region: Text(255).optional(),
  region_code: Text(50).optional(),
  region_id: z.number().int().nonnegative().optional(),
})

/** One address as the customer sends it (strict: an unknown key is a 400 naming it). */
export const CustomerAddressInputSchema = z
  .strictObject({
    id: z.number().int().positive().optional().describe('A saved address to update'),
    customer_id: z
      .number()
      .int()
      .positive()
      .optional()
      .describe('When sent, it must be the caller’s own id (else 403)'),
    firstname: AddressNameSchema,
    lastname: Required(255),
    company: Text(255).optional(),
    street: z
      .array(Text(255))
      .min(1, FIELD_REQUIRED_MESSAGE)
      .max(3)
      .describe('[street name, house number (`-` if none), addition?]'),
    city: Required(255),
    postcode: Required(20).min(3, ZIP_MIN_3_MESSAGE),
    country_id: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, COUNTRY_REQUIRED_MESSAGE)
      .transform((code) => code.toUpperCase()),
    region: CustomerAddressRegionSchema.optional(),
    telephone: Text(50).optional(),
    vat_id: Text(50).optional(),
    default_shipping: z.boolean().optional(),
    default_billing: z.boolean().optional(),
  })
  .superRefine((address, context) => {
    if ((address.street[0] ?? '') === '') {
      context.addIssue({ code: 'custom', path: ['street', 0], message: FIELD_REQUIRED_MESSAGE })
    }
    if ((address.street[1] ?? '') === '') {
      context.addIssue({
        code: 'custom',
        path: ['street', 1],
        message: HOUSE_NUMBER_REQUIRED_MESSAGE,
      })
    }
  })
export type CustomerAddressInput = z.input<typeof CustomerAddressInputSchema>
export type CustomerAddressValues = z.output<typeof CustomerAddressInputSchema>

/** A list of addresses: at most one default shipping and one default billing address. */
export const CustomerAddressListSchema = z
  .array(CustomerAddressInputSchema)
  .max(MAX_CUSTOMER_ADDRESSES)
  .superRefine((addresses, context) => {
    for (const flag of ['default_shipping', 'default_billing'] as const) {
      if (addresses.filter((address) => address[flag]).length > 1) {
        context.addIssue({
          code: 'custom',
          message: `Only one address can be the ${flag.replace('_', ' ')} address.`,
        })
      }
    }
  })

/** A saved address as the BFF answers it (Magento's customer address). */
export const CustomerAddressSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().optional(),
  street: z.array(z.string()),
  city: z.string(),
  postcode: z.string(),
  country_id: z.string(),
  region: z.object({
    region: z.string().nullable(),
    region_code: z.string().nullable(),
    region_id: z.number().int(),
  }),
  telephone: z.string().optional(),
  vat_id: z.string().optional(),
  default_shipping: z.boolean().optional(),
  default_billing: z.boolean().optional(),
})
export type CustomerAddress = z.infer<typeof CustomerAddressSchema>
