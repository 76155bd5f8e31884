import { describe, expect, it } from 'vitest'
import {
  AutocompleteHeadersSchema,
  AutocompleteQuerySchema,
  DutchAddressParamsSchema,
  joinAutocompleteQuery,
} from './postcode.js'

describe('the Dutch postcode lookup path', () => {
  it("reads '-' as no affix and normalizes postcode and affix", () => {
    expect(
      DutchAddressParamsSchema.parse({ postcode: '1012 ab', houseNumber: '7', affix: '-' }),
    ).toEqual({
      postcode: '1012AB',
      houseNumber: 7,
      affix: null,
    })
    expect(
      DutchAddressParamsSchema.parse({ postcode: '1012AB', houseNumber: '7', affix: 'bis' }),
    ).toMatchObject({
      affix: 'BIS',
    })
  })

  it('needs a house number (spec 001 §5)', () => {
    const parsed = DutchAddressParamsSchema.safeParse({
      postcode: '1012AB',
      houseNumber: '',
      affix: '-',
    })
    expect(parsed.error?.issues[0]?.message).toBe('Housenr. is a required field')
  })

  it('refuses a postcode that is not Dutch', () => {
    expect(
      DutchAddressParamsSchema.safeParse({ postcode: '0123AB', houseNumber: '1', affix: '-' })
        .success,
    ).toBe(false)
  })
})

describe('the international autocomplete', () => {
  it('joins postcode, street, house number and affix with spaces (spec 001 §7)', () => {
    expect(
      joinAutocompleteQuery({
        postcode: '10115',
        street: ' Chausseestraße ',
        houseNumber: '14',
        affix: '-',
      }),
    ).toBe('10115 Chausseestraße 14')
    expect(joinAutocompleteQuery({ street: 'Meir', houseNumber: '7', affix: 'b' })).toBe('Meir 7 b')
    expect(joinAutocompleteQuery({})).toBe('')
  })

  it('takes a country ISO3 code in lower case or a match context', () => {
    expect(AutocompleteQuerySchema.safeParse({ q: 'Dam', context: 'nld' }).success).toBe(true)
    expect(AutocompleteQuerySchema.safeParse({ q: 'Dam', context: 'deu-s12' }).success).toBe(true)
    expect(AutocompleteQuerySchema.safeParse({ q: 'Dam', context: 'NL' }).success).toBe(false)
  })

  it('needs a session header of 8 to 64 safe characters', () => {
    expect(
      AutocompleteHeadersSchema.safeParse({ 'x-autocomplete-session': 'abc.DEF_12-3' }).success,
    ).toBe(true)
    expect(AutocompleteHeadersSchema.safeParse({ 'x-autocomplete-session': 'short' }).success).toBe(
      false,
    )
    expect(AutocompleteHeadersSchema.safeParse({}).success).toBe(false)
  })
})
