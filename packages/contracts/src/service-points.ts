// The DHL Parcel service-point add-on (spec 000 §3 "Pickup points", §4, §7; vsf-api-contract §4.3,
// §5.2): `GET /api/ext/dhl-parcel/servicepoints?countryCode&postalCode` answers the points near a
// postcode (an array, else empty), and `POST /api/ext/dhl-parcel/select-servicepoint?token&cartId`
// stores the shopper's choice with the cart. A point keeps DHL's item shape (id, shopType, name,
// address, openingTimes) so an integrator used to DHL's answer reads it as it is. A packstation
// needs the shopper's DHL postnumber, sent after a pipe: `servicePoint: "<id>|<postnumber>"`.
import { z } from 'zod'
import { envelopeOf } from './envelope.js'
import { CartQuerySchema } from './cart.js'
import { StoreCodeQuerySchema } from './request-query.js'

/** spec 000 §3: the point kinds the picker tells apart; DHL's other kinds count as shops. */
export const SERVICE_POINT_SHOP_TYPES = ['parcelShop', 'packStation'] as const
export type ServicePointShopType = (typeof SERVICE_POINT_SHOP_TYPES)[number]

/** DHL's ids look like `8004-NL-272403` (vsf-api-contract §5.2): the country is inside. */
export const SERVICE_POINT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/
/** A DHL postnumber (Postnummer): the customer number DHL gives a packstation user. */
export const POSTNUMBER_PATTERN = /^\d{6,10}$/

export const PACKSTATION_POSTNUMBER_MESSAGE = 'A packstation needs your DHL postnumber.'
export const POSTNUMBER_NOT_TAKEN_MESSAGE = 'Only a packstation takes a postnumber.'
export const UNKNOWN_SERVICE_POINT_MESSAGE = 'This service point does not exist.'

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/

export const OpeningTimeSchema = z.object({
  /** 1 = Monday … 7 = Sunday, as DHL counts. */
  weekDay: z.number().int().min(1).max(7),
  timeFrom: z.string().regex(HOUR),
  timeTo: z.string().regex(HOUR),
})
export type OpeningTime = z.infer<typeof OpeningTimeSchema>

export const ServicePointAddressSchema = z.object({
  countryCode: z.string().length(2),
  zipCode: z.string(),
  city: z.string(),
  street: z.string(),
  number: z.string(),
  addition: z.string().optional(),
})

export const ServicePointSchema = z.object({
  id: z.string().regex(SERVICE_POINT_ID_PATTERN),
  shopType: z.enum(SERVICE_POINT_SHOP_TYPES),
  name: z.string(),
  address: ServicePointAddressSchema,
  geoLocation: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
  /** Metres from the searched postcode, when the source knows it. */
  distance: z.number().int().nonnegative().optional(),
  openingTimes: z.array(OpeningTimeSchema),
})
export type ServicePoint = z.infer<typeof ServicePointSchema>

const CountryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Expected a two-letter ISO country code')
  .transform((code) => code.toUpperCase())

/** Letters, digits, spaces and a hyphen: NL `1012 AB`, BE `1000`, DE `10115`. */
const PostalCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'Expected a postcode')
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())

export const ServicePointsQuerySchema = z.strictObject({
  countryCode: CountryCodeSchema.describe('ISO 3166-1 alpha-2, e.g. NL'),
  postalCode: PostalCodeSchema.describe('The shopper’s postcode, e.g. 1012AB'),
  storeCode: StoreCodeQuerySchema,
})
export type ServicePointsQuery = z.infer<typeof ServicePointsQuerySchema>

export const ServicePointsEnvelopeSchema = envelopeOf(z.array(ServicePointSchema))

export const SelectServicePointQuerySchema = CartQuerySchema

/** `id` or `id|postnumber` (spec 000 §7). */
export const ServicePointChoiceSchema = z
  .string()
  .trim()
  .transform((value, context) => {
    const [id = '', postnumber, ...rest] = value.split('|')
    if (!SERVICE_POINT_ID_PATTERN.test(id) || rest.length > 0) {
      context.addIssue({ code: 'custom', message: 'Expected a service point id' })
      return z.NEVER
    }
    if (postnumber !== undefined && !POSTNUMBER_PATTERN.test(postnumber)) {
      context.addIssue({ code: 'custom', message: 'A postnumber has 6 to 10 digits.' })
      return z.NEVER
    }
    return postnumber === undefined ? { id } : { id, postnumber }
  })
export type ServicePointChoice = z.output<typeof ServicePointChoiceSchema>

export const SelectServicePointBodySchema = z.strictObject({
  servicePoint: ServicePointChoiceSchema.describe(
    '`<id>` or, for a packstation, `<id>|<postnumber>`',
  ),
})

/** The point stored with the cart and carried onto the order. */
export const SelectedServicePointSchema = ServicePointSchema.extend({
  postnumber: z.string().regex(POSTNUMBER_PATTERN).optional(),
})
export type SelectedServicePoint = z.infer<typeof SelectedServicePointSchema>

export const SelectedServicePointEnvelopeSchema = envelopeOf(SelectedServicePointSchema)

/** The choice as one value again: `id` or `id|postnumber`. */
export function formatServicePointChoice(choice: { id: string; postnumber?: string }): string {
  return choice.postnumber === undefined ? choice.id : `${choice.id}|${choice.postnumber}`
}
