import { describe, expect, it } from 'vitest'
import {
  addressSuggestionsReducer,
  buildSuggestionRequest,
  findCountryContext,
  initialAddressSuggestions,
  newAutocompleteSession,
  shouldSuggest,
} from './address-suggestions'

const countries = [
  { iso2: 'NL', iso3: 'nld', name: 'Netherlands' },
  { iso2: 'BE', iso3: 'bel', name: 'Belgium' },
]
const street = {
  value: 'Meir 77, 2000 Antwerpen',
  label: 'Meir 77',
  description: '2000 Antwerpen',
  precision: 'Address' as const,
  context: 'bel-a1n77',
  highlights: [],
}

describe('the international address lookup', () => {
  it('asks in the country’s ISO3 context, and not at all for a country it does not serve', () => {
    expect(findCountryContext(countries, 'be')).toBe('bel')
    expect(findCountryContext(countries, 'FR')).toBeNull()
  })

  it('joins postcode, street and house number into one query (001 §7)', () => {
    expect(
      buildSuggestionRequest('bel', { postcode: '2000', street: 'Meir', houseNumber: '77' }),
    ).toEqual({
      q: '2000 Meir 77',
      context: 'bel',
    })
    expect(
      buildSuggestionRequest('bel', { postcode: ' ', street: '', houseNumber: '-' }),
    ).toBeNull()
  })

  it('skips an identical repeated request, and every request once typing by hand', () => {
    const request = { q: '2000 Meir 77', context: 'bel' }
    const asked = addressSuggestionsReducer(initialAddressSuggestions, {
      type: 'requested',
      request,
    })
    expect(shouldSuggest(asked, request)).toBe(false)
    expect(shouldSuggest(asked, { ...request, context: 'bel-s1' })).toBe(true)
    const manual = addressSuggestionsReducer(asked, { type: 'manualChosen' })
    expect(shouldSuggest(manual, { q: 'other', context: 'bel' })).toBe(false)
  })

  it('shows the suggestions, the not-found message for none, and manual input after a failure', () => {
    const asked = addressSuggestionsReducer(initialAddressSuggestions, {
      type: 'requested',
      request: { q: 'Meir', context: 'bel' },
    })
    expect(
      addressSuggestionsReducer(asked, { type: 'suggested', matches: [street] }),
    ).toMatchObject({
      requesting: false,
      matches: [street],
      notFound: false,
    })
    expect(addressSuggestionsReducer(asked, { type: 'suggested', matches: [] }).notFound).toBe(true)
    expect(addressSuggestionsReducer(asked, { type: 'failed' })).toMatchObject({
      manualInput: true,
      matches: [],
    })
  })

  it('makes a session id Postcode.eu accepts', () => {
    expect(newAutocompleteSession(() => '0b7c2f0e-4f5a-4c1e-9a55-5d1f3e1f2a9b')).toMatch(
      /^[A-Za-z0-9._-]{8,64}$/,
    )
  })
})
