// The international address lookup of the shipping address (spec 000 §3 "Postcode lookup state",
// §4; 001 §4, §7, §8): for a country the lookup serves other than the Netherlands, what the shopper
// typed (postcode, street, house number, joined as 001 §7 says) is sent with the country's ISO3
// code as context; a suggestion of precision Address fills the address, a broader one (a street)
// narrows the next request to it. An identical repeated request is skipped; no suggestion gives
// the 'Address hasn't been found…' message; a request failure switches to manual input.
import {
  joinAutocompleteQuery,
  type AutocompleteMatch,
  type PostcodeCountry,
} from '@vitrine/contracts/postcode'

export interface SuggestionRequest {
  q: string
  context: string
}

export interface AddressSuggestionsState {
  lastRequest: SuggestionRequest | null
  requesting: boolean
  matches: readonly AutocompleteMatch[]
  notFound: boolean
  manualInput: boolean
}

export type AddressSuggestionsEvent =
  | { type: 'requested'; request: SuggestionRequest }
  | { type: 'suggested'; matches: readonly AutocompleteMatch[] }
  | { type: 'chosen' }
  | { type: 'failed' }
  | { type: 'manualChosen' }

export const initialAddressSuggestions: AddressSuggestionsState = {
  lastRequest: null,
  requesting: false,
  matches: [],
  notFound: false,
  manualInput: false,
}

/** The lookup's context for a country it serves (ISO3 in lower case); null when it does not. */
export function findCountryContext(
  countries: readonly PostcodeCountry[],
  countryCode: string,
): string | null {
  const country = countries.find((candidate) => candidate.iso2 === countryCode.toUpperCase())
  return country ? country.iso3.toLowerCase() : null
}

/** The request for what the shopper typed; null when nothing was typed. */
export function buildSuggestionRequest(
  context: string,
  fields: { postcode: string; street: string; houseNumber: string },
): SuggestionRequest | null {
  const q = joinAutocompleteQuery(fields)
  return q === '' ? null : { q, context }
}

/** spec 000 §4: an identical repeat of the last request is skipped. */
export function shouldSuggest(state: AddressSuggestionsState, request: SuggestionRequest): boolean {
  const last = state.lastRequest
  return !state.manualInput && !(last?.q === request.q && last.context === request.context)
}

export function addressSuggestionsReducer(
  state: AddressSuggestionsState,
  event: AddressSuggestionsEvent,
): AddressSuggestionsState {
  switch (event.type) {
    case 'requested':
      return { ...state, lastRequest: event.request, requesting: true, notFound: false }
    case 'suggested':
      return {
        ...state,
        requesting: false,
        matches: event.matches,
        notFound: event.matches.length === 0,
      }
    case 'chosen':
      return { ...state, requesting: false, matches: [], notFound: false }
    case 'failed':
      // spec 001 §8: a network failure switches to manual input.
      return { ...state, requesting: false, matches: [], notFound: false, manualInput: true }
    case 'manualChosen':
      return { ...state, matches: [], notFound: false, manualInput: true }
  }
}

/** A session id for Postcode.eu's X-Autocomplete-Session: one per address entry. */
export function newAutocompleteSession(random: () => string = () => crypto.randomUUID()): string {
  return `vitrine-${random()}`.slice(0, 64)
}
