import { describe, expect, it } from 'vitest'
import {
  buildLookupRequest,
  initialPostcodeLookup,
  postcodeLookupReducer,
  readHouseNumber,
  shouldRequest,
  splitEmphasis,
} from './postcode-lookup'

describe('the house number field', () => {
  it.each([
    ['12', { houseNumber: '12', affix: null }],
    ['12 a', { houseNumber: '12', affix: 'A' }],
    ['12-bis', { houseNumber: '12', affix: 'BIS' }],
    ['7/2', { houseNumber: '7', affix: '2' }],
    ['-', null],
    ['', null],
    ['twelve', null],
  ])('reads %j', (value, expected) => {
    expect(readHouseNumber(value)).toEqual(expected)
  })
})

describe('a lookup request', () => {
  it('is built for a Dutch postcode and house number only', () => {
    expect(buildLookupRequest('nl', '1012 ab', '1 b')).toEqual({
      countryCode: 'NL',
      postcode: '1012AB',
      houseNumber: '1',
      affix: 'B',
    })
    expect(buildLookupRequest('DE', '10115', '1')).toBeNull()
    expect(buildLookupRequest('NL', '1012', '1')).toBeNull()
    expect(buildLookupRequest('NL', '1012AB', '-')).toBeNull()
  })

  it('is skipped when it repeats the last one, and after manual input is chosen', () => {
    const request = buildLookupRequest('NL', '1012AB', '1')!
    const asked = postcodeLookupReducer(initialPostcodeLookup, { type: 'requested', request })
    expect(shouldRequest(initialPostcodeLookup, request)).toBe(true)
    expect(shouldRequest(asked, { ...request })).toBe(false)
    expect(shouldRequest(asked, { ...request, houseNumber: '2' })).toBe(true)
    const manual = postcodeLookupReducer(asked, { type: 'manualChosen' })
    expect(shouldRequest(manual, { ...request, houseNumber: '2' })).toBe(false)
  })
})

describe('the lookup state', () => {
  const request = buildLookupRequest('NL', '1012AB', '1')!
  const asked = postcodeLookupReducer(initialPostcodeLookup, { type: 'requested', request })

  it('holds the address found', () => {
    const address = { street: 'Damrak', city: 'Amsterdam', postcode: '1012AB' }
    expect(postcodeLookupReducer(asked, { type: 'found', address })).toMatchObject({
      requesting: false,
      address,
      notFound: false,
    })
  })

  it('shows the message when no address has been found, until the next request', () => {
    const missing = postcodeLookupReducer(asked, { type: 'notFound' })
    expect(missing).toMatchObject({ notFound: true, manualInput: false, address: null })
    expect(postcodeLookupReducer(missing, { type: 'requested', request })).toMatchObject({
      notFound: false,
      requesting: true,
    })
  })

  it('switches to manual input after a failure', () => {
    expect(postcodeLookupReducer(asked, { type: 'failed' })).toMatchObject({
      manualInput: true,
      requesting: false,
    })
  })
})

describe('the message with its emphasis', () => {
  it('splits around the bold part', () => {
    expect(splitEmphasis("Address hasn't been found. Click <b>here</b> to fill manually.")).toEqual(
      ["Address hasn't been found. Click ", 'here', ' to fill manually.'],
    )
    expect(splitEmphasis('No markup')).toEqual(['No markup', '', ''])
  })
})
