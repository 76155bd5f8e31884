import { describe, expect, it } from 'vitest'
import {
  findServicePoints,
  listPostcodeCountries,
  lookUpDutchAddress,
  selectServicePoint,
  suggestAddresses,
} from './add-ons-client.js'
import { createBffClient, type BffFetchInit } from './bff-client.js'

function recordingClient(result: unknown) {
  const calls: Array<{ url: string; init: BffFetchInit }> = []
  const client = createBffClient({
    baseUrl: 'http://shop.test',
    fetch: async (url, init) => {
      calls.push({ url, init })
      return { ok: true, status: 200, json: async () => ({ code: 200, result }) }
    },
  })
  return { client, calls }
}

describe('the add-ons client', () => {
  it('asks for service points by country and postcode', async () => {
    const { client, calls } = recordingClient([])
    expect(await findServicePoints(client, { countryCode: 'NL', postalCode: '1012AB' })).toEqual([])
    expect(calls[0]?.url).toBe(
      'http://shop.test/api/ext/dhl-parcel/servicepoints?countryCode=NL&postalCode=1012AB',
    )
  })

  it('posts the chosen point for a cart', async () => {
    const { client, calls } = recordingClient({ id: 'x' })
    await selectServicePoint(client, 'cart1', '8003-DE-1|123456')
    expect(calls[0]?.url).toBe(
      'http://shop.test/api/ext/dhl-parcel/select-servicepoint?cartId=cart1',
    )
    expect(calls[0]?.init.body).toBe('{"servicePoint":"8003-DE-1|123456"}')
  })

  it("puts postcode, house number and affix ('-' when none) in the path", async () => {
    const { client, calls } = recordingClient({})
    await lookUpDutchAddress(client, { postcode: '1012 AB', houseNumber: '1', affix: null })
    await lookUpDutchAddress(client, { postcode: '1012AB', houseNumber: '2', affix: 'h' })
    expect(calls.map((call) => call.url)).toEqual([
      'http://shop.test/api/ext/postcode/autocomplete/1012%20AB/1/-',
      'http://shop.test/api/ext/postcode/autocomplete/1012AB/2/h',
    ])
  })

  it('sends the autocomplete session as a header and lists countries', async () => {
    const { client, calls } = recordingClient([])
    await suggestAddresses(client, { q: 'Dam 1', context: 'nld', session: 'session-1' })
    await listPostcodeCountries(client)
    expect(calls[0]?.url).toBe(
      'http://shop.test/api/ext/postcode/international/autocomplete?q=Dam+1&context=nld',
    )
    expect(calls[0]?.init.headers['x-autocomplete-session']).toBe('session-1')
    expect(calls[1]?.url).toBe('http://shop.test/api/ext/postcode/countries')
  })
})
