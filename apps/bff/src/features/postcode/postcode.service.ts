// The postcode lookup add-on's rules (spec 000 §3, §5; 001 §4, §5, §7, §8): the Dutch address
// for a postcode and house number (404 when there is none, which the shop shows as 'Address
// hasn't been found…'), suggestions for other countries, the countries served. A lookup service
// that cannot answer is a 503: the shop then switches to typing the address by hand.
import {
  ADDRESS_NOT_FOUND_MESSAGE,
  type AutocompleteQuery,
  type AutocompleteResult,
  type DutchAddress,
  type DutchAddressQuery,
  type InternationalAddress,
  type PostcodeCountry,
} from '@vitrine/contracts/postcode'
import {
  AddressLookupUnavailableError,
  type AddressLookupPort,
} from '../../adapters/address-lookup/address-lookup.port.js'
import { NotFoundError, ServiceUnavailableError } from '../../errors.js'

export const ADDRESS_LOOKUP_UNAVAILABLE_MESSAGE =
  'The address lookup is unavailable. Please type the address.'

async function unlessUnavailable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof AddressLookupUnavailableError) {
      throw new ServiceUnavailableError(ADDRESS_LOOKUP_UNAVAILABLE_MESSAGE)
    }
    throw error
  }
}

export async function lookUpDutchAddress(
  lookup: AddressLookupPort,
  query: DutchAddressQuery,
): Promise<DutchAddress> {
  const address = await unlessUnavailable(() => lookup.lookupDutchAddress(query))
  if (!address) throw new NotFoundError(ADDRESS_NOT_FOUND_MESSAGE)
  return address
}

export function suggestAddresses(
  lookup: AddressLookupPort,
  query: AutocompleteQuery,
  session: string,
): Promise<AutocompleteResult> {
  return unlessUnavailable(() =>
    lookup.autocomplete({
      context: query.context,
      term: query.q,
      session,
      ...(query.language ? { language: query.language } : {}),
    }),
  )
}

/** The parts of a suggested address; 404 when the context names no address. */
export async function readSuggestedAddress(
  lookup: AddressLookupPort,
  context: string,
  session: string,
): Promise<InternationalAddress> {
  const address = await unlessUnavailable(() => lookup.readAddress({ context, session }))
  if (!address) throw new NotFoundError(SUGGESTED_ADDRESS_NOT_FOUND_MESSAGE)
  return address
}

export const SUGGESTED_ADDRESS_NOT_FOUND_MESSAGE = 'No address has this context.'

export function listPostcodeCountries(lookup: AddressLookupPort): Promise<PostcodeCountry[]> {
  return unlessUnavailable(() => lookup.listCountries())
}
