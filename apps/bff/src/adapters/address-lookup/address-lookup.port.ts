// The address-lookup port (ARCHITECTURE §1 "Address lookup"; spec 000 §3, 001 §4, §7): a Dutch
// address from postcode and house number, address suggestions for other countries, and the
// countries served. The embedded adapter serves the bundled sample addresses (NL, BE, DE); the
// production adapter asks Postcode.eu (vsf-api-contract §5.3).
import type {
  AutocompleteResult,
  DutchAddress,
  DutchAddressQuery,
  InternationalAddress,
  PostcodeCountry,
} from '@vitrine/contracts/postcode'
import type { Adapter } from '../adapter.js'

export const ADDRESS_LOOKUP_PORT = 'address-lookup'

export interface AutocompleteRequest {
  /** A country's ISO3 code in lower case, or the context of an earlier match. */
  context: string
  term: string
  language?: string
  /** The shopper's X-Autocomplete-Session, passed on unchanged. */
  session: string
}

/** The lookup service could not answer (down, slow, refused our key, or answered oddly). */
export class AddressLookupUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The address lookup is unavailable.', { cause })
    this.name = 'AddressLookupUnavailableError'
  }
}

export interface AddressLookupPort extends Adapter {
  /**
   * The address at a Dutch postcode and house number (with the addition, when one is asked);
   * null when there is none, including when only the asked addition does not exist.
   */
  lookupDutchAddress(query: DutchAddressQuery): Promise<DutchAddress | null>
  /** Suggestions for what the shopper typed, within a country or an earlier match's context. */
  autocomplete(request: AutocompleteRequest): Promise<AutocompleteResult>
  /** The address a match of precision Address stands for; null for an unknown context. */
  readAddress(request: { context: string; session: string }): Promise<InternationalAddress | null>
  /** The countries the international lookup serves. */
  listCountries(): Promise<PostcodeCountry[]>
}
