// The postcode lookup add-on over HTTP with the embedded sample addresses (spec 000 §5, §7;
// 001 §4, §5, §7): the Dutch lookup, its refusals naming the field, the countries directory and
// the international autocomplete with its session header; a lookup that is down is a 503.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/helpers.js'
import type { App } from '../../app.js'
import { AddressLookupUnavailableError } from '../../adapters/address-lookup/address-lookup.port.js'
import { EmbeddedAddressLookup } from '../../adapters/address-lookup/embedded-address-lookup.js'

let app: App

beforeAll(async () => {
  app = await buildTestApp()
})

afterAll(async () => {
  await app.close()
})

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers })

describe('GET /api/ext/postcode/autocomplete/{postcode}/{houseNumber}/{affix}', () => {
  it('answers the street and city of a Dutch postcode and house number', async () => {
    const response = await get('/api/ext/postcode/autocomplete/1012ab/1/-')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      code: 200,
      result: {
        street: 'Damrak',
        houseNumber: 1,
        houseNumberAddition: null,
        postcode: '1012AB',
        city: 'Amsterdam',
        houseNumberAdditions: ['', 'A', 'B'],
      },
    })
  })

  it('answers an address with an addition', async () => {
    const response = await get('/api/ext/postcode/autocomplete/1012%20AB/2/h')
    expect(response.json()).toMatchObject({ result: { houseNumberAddition: 'H' } })
  })

  it('answers 404 when no address has the postcode and number', async () => {
    const response = await get('/api/ext/postcode/autocomplete/1012AB/999/-')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      code: 404,
      result: 'No address has this postcode and house number.',
    })
  })

  it.each([
    ['/api/ext/postcode/autocomplete/ABCD12/1/-', 'params.postcode'],
    ['/api/ext/postcode/autocomplete/1012AB/0/-', 'params.houseNumber'],
    ['/api/ext/postcode/autocomplete/1012AB/one/-', 'params.houseNumber'],
    ['/api/ext/postcode/autocomplete/1012AB/1/%3Cb%3E', 'params.affix'],
    ['/api/ext/postcode/autocomplete/1012AB/1/-?extra=1', 'extra'],
  ])('refuses %s naming the field', async (url, field) => {
    const response = await get(url)
    expect(response.statusCode).toBe(400)
    expect(JSON.stringify(response.json())).toContain(field)
  })

  it('says a missing house number in the spec’s words', async () => {
    const response = await get('/api/ext/postcode/autocomplete/1012AB/0/-')
    expect(response.json()).toMatchObject({
      errors: [{ field: 'params.houseNumber', message: 'Housenr. is a required field' }],
    })
  })
})

describe('GET /api/ext/postcode/countries', () => {
  it('lists the countries with iso2 and iso3', async () => {
    const response = await get('/api/ext/postcode/countries', { 'x-vs-store-code': 'nl' })
    expect(response.json()).toEqual({
      code: 200,
      result: [
        { iso2: 'NL', iso3: 'nld', name: 'Netherlands' },
        { iso2: 'BE', iso3: 'bel', name: 'Belgium' },
        { iso2: 'DE', iso3: 'deu', name: 'Germany' },
      ],
    })
  })
})

describe('GET /api/ext/postcode/international/autocomplete', () => {
  const session = { 'x-autocomplete-session': 'shopper-session-1' }

  it('suggests addresses for the joined query in a country context', async () => {
    const response = await get(
      '/api/ext/postcode/international/autocomplete?q=10115%20Chausseestra%C3%9Fe%2014&context=deu',
      session,
    )
    expect(response.json()).toMatchObject({
      code: 200,
      result: {
        newContext: 'deu',
        matches: [
          { label: 'Chausseestraße 14', description: '10115 Berlin', precision: 'Address' },
        ],
      },
    })
  })

  it.each([
    ['?q=Dam&context=nld', {}, 'headers.x-autocomplete-session'],
    ['?q=Dam&context=nld', { 'x-autocomplete-session': 'short' }, 'headers.x-autocomplete-session'],
    ['?q=Dam&context=NLD', session, 'query.context'],
    ['?q=&context=nld', session, 'query.q'],
    ['?context=nld', session, 'query.q'],
  ])('refuses %s naming the field', async (query, headers, field) => {
    const response = await get(`/api/ext/postcode/international/autocomplete${query}`, headers)
    expect(response.statusCode).toBe(400)
    expect(JSON.stringify(response.json())).toContain(field)
  })
})

describe('GET /api/ext/postcode/international/address', () => {
  const session = { 'x-autocomplete-session': 'shopper-session-1' }

  it('answers the parts of the address a suggestion stands for', async () => {
    const suggested = await get(
      '/api/ext/postcode/international/autocomplete?q=2000%20Meir%2077&context=bel',
      session,
    )
    const [match] = suggested.json<{ result: { matches: Array<{ context: string }> } }>().result
      .matches
    const response = await get(
      `/api/ext/postcode/international/address?context=${encodeURIComponent(match?.context ?? '')}`,
      session,
    )
    expect(response.json()).toEqual({
      code: 200,
      result: {
        street: 'Meir',
        building: '77',
        postcode: '2000',
        city: 'Antwerpen',
        countryCode: 'BE',
      },
    })
  })

  it('answers 404 for a context that names no address, and 400 without a session', async () => {
    expect(
      (await get('/api/ext/postcode/international/address?context=bel-x1', session)).statusCode,
    ).toBe(404)
    const refused = await get('/api/ext/postcode/international/address?context=bel-a1n1', {})
    expect(refused.statusCode).toBe(400)
    expect(JSON.stringify(refused.json())).toContain('headers.x-autocomplete-session')
  })
})

describe('a lookup service that cannot answer', () => {
  it('answers 503, so the shop switches to typing the address', async () => {
    class DownLookup extends EmbeddedAddressLookup {
      override async lookupDutchAddress(): Promise<never> {
        throw new AddressLookupUnavailableError(new Error('connection refused'))
      }
    }
    const down = await buildTestApp({}, { adapters: { addressLookup: new DownLookup() } })
    try {
      const response = await down.inject({
        method: 'GET',
        url: '/api/ext/postcode/autocomplete/1012AB/1/-',
      })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        code: 503,
        result: 'The address lookup is unavailable. Please type the address.',
      })
    } finally {
      await down.close()
    }
  })
})
