// The embedded address-lookup adapter (D161): the bundled sample streets (sample-addresses.ts),
// searched without any network.
//  - Dutch lookup: the street on the postcode whose house numbers include the number; an asked
//    addition must be one the number has.
//  - Autocomplete, shaped like Postcode.eu's: every word typed must match the start of a word of
//    the street or place, the start of the postcode (4 characters or more), or be a house number
//    the street has. With a house number the matches are addresses (precision Address), else
//    streets (precision Street), whose context narrows the next call to that street.
import type { AdapterStatus } from '@vitrine/contracts/health'
import type {
  AutocompleteMatch,
  AutocompleteResult,
  DutchAddress,
  DutchAddressQuery,
  InternationalAddress,
  PostcodeCountry,
} from '@vitrine/contracts/postcode'
import {
  ADDRESS_LOOKUP_PORT,
  type AddressLookupPort,
  type AutocompleteRequest,
} from './address-lookup.port.js'
import { SAMPLE_COUNTRIES, SAMPLE_STREETS, type SampleStreet } from './sample-addresses.js'

const MAX_MATCHES = 10

function additionsOf(street: SampleStreet, houseNumber: number): readonly string[] {
  return street.additions?.[houseNumber] ?? ['']
}

/** Where each typed word starts a word of the label: Postcode.eu's `highlights`. */
function highlight(label: string, words: readonly string[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = []
  for (const match of label.matchAll(/[^\s,]+/g)) {
    const word = match[0].toLowerCase()
    const typed = words.find((candidate) => word.startsWith(candidate))
    if (typed !== undefined) ranges.push([match.index, match.index + typed.length])
  }
  return ranges
}

interface StreetMatch {
  index: number
  street: SampleStreet
  houseNumber: number | null
}

function matchStreet(
  street: SampleStreet,
  words: readonly string[],
): StreetMatch['houseNumber'] | false {
  const names = `${street.street} ${street.city}`.toLowerCase().split(/[\s-]+/)
  const postcode = street.postcode.toLowerCase()
  let houseNumber: number | null = null
  for (const word of words) {
    if (word.length >= 4 && postcode.startsWith(word)) continue
    if (names.some((name) => name.startsWith(word))) continue
    const number = /^\d{1,5}$/.test(word) ? Number(word) : Number.NaN
    if (number >= street.numbers[0] && number <= street.numbers[1] && houseNumber === null) {
      houseNumber = number
      continue
    }
    return false
  }
  return houseNumber
}

function toMatch(
  { index, street, houseNumber }: StreetMatch,
  words: readonly string[],
): AutocompleteMatch {
  const where = `${street.postcode} ${street.city}`
  const label = houseNumber === null ? street.street : `${street.street} ${houseNumber}`
  return {
    value: `${label}, ${where}`,
    label,
    description: where,
    precision: houseNumber === null ? 'Street' : 'Address',
    context:
      houseNumber === null
        ? `${street.country}-s${index}`
        : `${street.country}-a${index}n${houseNumber}`,
    highlights: highlight(label, words),
  }
}

export class EmbeddedAddressLookup implements AddressLookupPort {
  async lookupDutchAddress(query: DutchAddressQuery): Promise<DutchAddress | null> {
    const street = SAMPLE_STREETS.find(
      (candidate) =>
        candidate.country === 'nld' &&
        candidate.postcode === query.postcode &&
        query.houseNumber >= candidate.numbers[0] &&
        query.houseNumber <= candidate.numbers[1],
    )
    if (!street) return null
    const additions = additionsOf(street, query.houseNumber)
    if (query.affix !== null && !additions.includes(query.affix)) return null
    return {
      street: street.street,
      houseNumber: query.houseNumber,
      houseNumberAddition: query.affix,
      postcode: street.postcode,
      city: street.city,
      houseNumberAdditions: [...additions],
    }
  }

  async autocomplete(request: AutocompleteRequest): Promise<AutocompleteResult> {
    const [country = '', narrowed] = request.context.split('-')
    const streetIndex = /^s(\d+)$/.exec(narrowed ?? '')?.[1]
    const words = request.term
      .toLowerCase()
      .split(/[\s,]+/)
      .filter((word) => word !== '')
    const matches = SAMPLE_STREETS.flatMap((street, index): StreetMatch[] => {
      if (street.country !== country) return []
      if (streetIndex !== undefined && Number(streetIndex) !== index) return []
      const houseNumber = matchStreet(street, words)
      return houseNumber === false ? [] : [{ index, street, houseNumber }]
    })
      .slice(0, MAX_MATCHES)
      .map((match) => toMatch(match, words))
    return { newContext: request.context, matches }
  }

  async readAddress(request: { context: string }): Promise<InternationalAddress | null> {
    const match = /^([a-z]{3})-a(\d+)n(\d+)$/.exec(request.context)
    if (!match) return null
    const street = SAMPLE_STREETS[Number(match[2])]
    const houseNumber = Number(match[3])
    const country = SAMPLE_COUNTRIES.find((candidate) => candidate.iso3 === match[1])
    if (!street || !country || street.country !== country.iso3) return null
    if (houseNumber < street.numbers[0] || houseNumber > street.numbers[1]) return null
    return {
      street: street.street,
      building: String(houseNumber),
      postcode: street.postcode,
      city: street.city,
      countryCode: country.iso2,
    }
  }

  async listCountries(): Promise<PostcodeCountry[]> {
    return SAMPLE_COUNTRIES.map((country) => ({ ...country }))
  }

  status(): AdapterStatus {
    return { port: ADDRESS_LOOKUP_PORT, adapter: 'embedded', status: 'up' }
  }

  async close(): Promise<void> {}
}
