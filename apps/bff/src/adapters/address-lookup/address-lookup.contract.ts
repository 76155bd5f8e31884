// The address-lookup port's contract (spec 000 §3, §5; 001 §4, §5, §7; vsf-api-contract §5.3), run
// by address-lookup.test.ts against the embedded adapter and the Postcode.eu adapter (on a local
// server shaped like Postcode.eu's API).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AddressLookupPort } from './address-lookup.port.js'

export interface AddressLookupHarness {
  lookup: AddressLookupPort
  dispose(): Promise<void>
}

const session = 'contract-session-1'

export function describeAddressLookupContract(
  adapterName: string,
  createHarness: () => Promise<AddressLookupHarness>,
) {
  describe(`address-lookup port contract: ${adapterName}`, () => {
    let harness: AddressLookupHarness
    let lookup: AddressLookupPort

    beforeEach(async () => {
      harness = await createHarness()
      lookup = harness.lookup
    })

    afterEach(async () => {
      await harness.dispose()
    })

    it('reports itself up on the address-lookup port', () => {
      expect(lookup.status()).toMatchObject({
        port: 'address-lookup',
        adapter: adapterName,
        status: 'up',
      })
    })

    it('finds the street and city of a Dutch postcode and house number', async () => {
      expect(
        await lookup.lookupDutchAddress({ postcode: '1012AB', houseNumber: 1, affix: null }),
      ).toEqual({
        street: 'Damrak',
        houseNumber: 1,
        houseNumberAddition: null,
        postcode: '1012AB',
        city: 'Amsterdam',
        houseNumberAdditions: ['', 'A', 'B'],
      })
    })

    it('finds an address with an addition the house number has', async () => {
      expect(
        await lookup.lookupDutchAddress({ postcode: '1012AB', houseNumber: 2, affix: 'H' }),
      ).toMatchObject({ street: 'Damrak', houseNumberAddition: 'H' })
    })

    it('finds nothing for an addition the house number does not have', async () => {
      expect(
        await lookup.lookupDutchAddress({ postcode: '1012AB', houseNumber: 2, affix: 'Z' }),
      ).toBeNull()
    })

    it('finds nothing for a postcode or house number that does not exist', async () => {
      expect(
        await lookup.lookupDutchAddress({ postcode: '9999ZZ', houseNumber: 1, affix: null }),
      ).toBeNull()
      expect(
        await lookup.lookupDutchAddress({ postcode: '1012AB', houseNumber: 999, affix: null }),
      ).toBeNull()
    })

    it('suggests streets for a postcode and a street typed in a country', async () => {
      const result = await lookup.autocomplete({ context: 'deu', term: '10115 inval', session })
      expect(result.newContext).toBe('deu')
      expect(result.matches).toEqual([
        expect.objectContaining({
          label: 'Invalidenstraße',
          description: '10115 Berlin',
          precision: 'Street',
          highlights: [[0, 5]],
        }),
      ])
    })

    it('suggests whole addresses once a house number is typed', async () => {
      const result = await lookup.autocomplete({ context: 'bel', term: 'Meir 77', session })
      expect(result.matches).toEqual([
        expect.objectContaining({
          value: 'Meir 77, 2000 Antwerpen',
          label: 'Meir 77',
          precision: 'Address',
        }),
      ])
    })

    it('gives the parts of the address a match of precision Address stands for', async () => {
      const [match] = (await lookup.autocomplete({ context: 'bel', term: 'Meir 77', session }))
        .matches
      expect(await lookup.readAddress({ context: match?.context ?? '', session })).toEqual({
        street: 'Meir',
        building: '77',
        postcode: '2000',
        city: 'Antwerpen',
        countryCode: 'BE',
      })
      expect(await lookup.readAddress({ context: 'bel-unknown', session })).toBeNull()
    })

    it('suggests nothing for what matches no address', async () => {
      expect(
        (await lookup.autocomplete({ context: 'nld', term: 'Nowhere 5', session })).matches,
      ).toEqual([])
    })

    it('lists the Netherlands, Belgium and Germany among its countries', async () => {
      expect(await lookup.listCountries()).toEqual(
        expect.arrayContaining([
          { iso2: 'NL', iso3: 'nld', name: 'Netherlands' },
          { iso2: 'BE', iso3: 'bel', name: 'Belgium' },
          { iso2: 'DE', iso3: 'deu', name: 'Germany' },
        ]),
      )
    })
  })
}
