// The postcode lookup add-on (spec 000 §3 "Postcode lookup state", §5; spec 001 §4, §5, §7, §8;
// vsf-api-contract §4.4, §5.3):
//  - `GET /api/ext/postcode/autocomplete/{postcode}/{houseNumber}/{affix}`: a Dutch address from a
//    postcode and house number; the affix is `-` when there is none (001 §5: "'-' if none");
//  - `GET /api/ext/postcode/countries`: the countries the lookup serves, `iso2` and `iso3`;
//  - `GET /api/ext/postcode/international/autocomplete?q&context` with the header
//    `X-Autocomplete-Session`: address suggestions; `q` is postcode, street, house number and affix
//    joined by spaces (001 §7), `context` the country's ISO3 code in lower case (or a match's context).
import { z } from 'zod'
import { envelopeOf } from './envelope.js'
import { StoreCodeQuerySchema } from './request-query.js'

/** spec 001 §5: the house number must be filled, '-' if none (the affix likewise). */
export const NO_AFFIX = '-'
export const HOUSE_NUMBER_REQUIRED_MESSAGE = 'Housenr. is a required field'
export const ADDRESS_NOT_FOUND_MESSAGE = 'No address has this postcode and house number.'

export const DUTCH_POSTCODE_PATTERN = /^[1-9]\d{3}\s?[A-Za-z]{2}$/

export const DutchAddressParamsSchema = z.strictObject({
  postcode: z
    .string()
    .trim()
    .regex(DUTCH_POSTCODE_PATTERN, 'Expected a Dutch postcode, e.g. 1012AB')
    .transform((code) => code.replace(/\s/g, '').toUpperCase()),
  houseNumber: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,4}$/, HOUSE_NUMBER_REQUIRED_MESSAGE)
    .transform(Number),
  affix: z
    .string()
    .trim()
    .regex(/^(-|[A-Za-z0-9]{1,6})$/, "Expected a house number addition, or '-' for none")
    .transform((affix) => (affix === NO_AFFIX ? null : affix.toUpperCase())),
})
export type DutchAddressQuery = z.output<typeof DutchAddressParamsSchema>

export const DutchAddressSchema = z.object({
  street: z.string(),
  houseNumber: z.number().int(),
  /** The addition found; null when none was asked (a wrong one is a 404). */
  houseNumberAddition: z.string().nullable(),
  postcode: z.string(),
  city: z.string(),
  /** Every addition the house number has ('' = none). */
  houseNumberAdditions: z.array(z.string()),
})
export type DutchAddress = z.infer<typeof DutchAddressSchema>
export const DutchAddressEnvelopeSchema = envelopeOf(DutchAddressSchema)

export const PostcodeCountrySchema = z.object({
  iso2: z.string().length(2),
  iso3: z.string().length(3),
  name: z.string(),
})
export type PostcodeCountry = z.infer<typeof PostcodeCountrySchema>
export const PostcodeCountriesEnvelopeSchema = envelopeOf(z.array(PostcodeCountrySchema))
export const PostcodeCountriesQuerySchema = z.strictObject({ storeCode: StoreCodeQuerySchema })

/** Postcode.eu's rule for the session header (vsf-api-contract §5.3). */
export const AUTOCOMPLETE_SESSION_PATTERN = /^[A-Za-z0-9._-]{8,64}$/

export const AutocompleteHeadersSchema = z.looseObject({
  'x-autocomplete-session': z
    .string({ error: 'The X-Autocomplete-Session header is required' })
    .regex(AUTOCOMPLETE_SESSION_PATTERN, '8 to 64 characters of A-Z, a-z, 0-9, ".", "_" or "-"')
    .describe('One value per address-entry session'),
})

/** A country's ISO3 code in lower case (`nld`), or a match's context (`deu-2b1f…`). */
export const AUTOCOMPLETE_CONTEXT_PATTERN = /^[a-z]{3}(-[A-Za-z0-9_=-]{1,200})?$/

export const AutocompleteQuerySchema = z.strictObject({
  q: z.string().trim().min(1, 'Field is required').max(255),
  context: z
    .string()
    .regex(AUTOCOMPLETE_CONTEXT_PATTERN, 'Expected a country ISO3 code in lower case, e.g. nld'),
  language: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Expected a language such as nl-NL')
    .optional(),
  storeCode: StoreCodeQuerySchema,
})
export type AutocompleteQuery = z.infer<typeof AutocompleteQuerySchema>

export const AUTOCOMPLETE_PRECISIONS = ['Locality', 'PostalCode', 'Street', 'Address'] as const

export const AutocompleteMatchSchema = z.object({
  value: z.string(),
  label: z.string(),
  description: z.string(),
  precision: z.enum(AUTOCOMPLETE_PRECISIONS),
  context: z.string(),
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
})
export type AutocompleteMatch = z.infer<typeof AutocompleteMatchSchema>

export const AutocompleteResultSchema = z.object({
  newContext: z.string(),
  matches: z.array(AutocompleteMatchSchema),
})
export type AutocompleteResult = z.infer<typeof AutocompleteResultSchema>
export const AutocompleteEnvelopeSchema = envelopeOf(AutocompleteResultSchema)

/** An address chosen among the suggestions (a match of precision Address), as its parts. */
export const InternationalAddressSchema = z.object({
  street: z.string(),
  /** The house number with its addition as written in the country (`12`, `12 A`, `12/3`). */
  building: z.string(),
  postcode: z.string(),
  city: z.string(),
  /** The country's ISO2 code. */
  countryCode: z.string().length(2),
})
export type InternationalAddress = z.infer<typeof InternationalAddressSchema>
export const InternationalAddressEnvelopeSchema = envelopeOf(InternationalAddressSchema)

export const InternationalAddressQuerySchema = z.strictObject({
  context: z
    .string()
    .regex(AUTOCOMPLETE_CONTEXT_PATTERN, 'Expected the context of a match of precision Address'),
  storeCode: StoreCodeQuerySchema,
})

/** spec 001 §7: the query of the international autocomplete, its parts joined by spaces. */
export function joinAutocompleteQuery(parts: {
  postcode?: string
  street?: string
  houseNumber?: string
  affix?: string
}): string {
  return [parts.postcode, parts.street, parts.houseNumber, parts.affix]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '' && part !== NO_AFFIX)
    .join(' ')
}
