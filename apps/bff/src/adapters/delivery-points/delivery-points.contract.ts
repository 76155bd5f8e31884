// The delivery-points port's contract (spec 000 §3, §4, §7; vsf-api-contract §5.2), run by
// delivery-points.test.ts against the embedded adapter and the DHL Parcel adapter (on a local
// server shaped like DHL's API).
import { ServicePointSchema } from '@vitrine/contracts/service-points'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DeliveryPointsPort } from './delivery-points.port.js'

export interface DeliveryPointsHarness {
  points: DeliveryPointsPort
  dispose(): Promise<void>
}

export function describeDeliveryPointsContract(
  adapterName: string,
  createHarness: () => Promise<DeliveryPointsHarness>,
) {
  describe(`delivery-points port contract: ${adapterName}`, () => {
    let harness: DeliveryPointsHarness
    let points: DeliveryPointsPort

    beforeEach(async () => {
      harness = await createHarness()
      points = harness.points
    })

    afterEach(async () => {
      await harness.dispose()
    })

    it('reports itself up on the delivery-points port', () => {
      expect(points.status()).toMatchObject({
        port: 'delivery-points',
        adapter: adapterName,
        status: 'up',
      })
    })

    it('finds Dutch service points for an Amsterdam postcode, the nearest first', async () => {
      const found = await points.findNear({ countryCode: 'NL', postalCode: '1012AB' })
      expect(found.length).toBeGreaterThan(2)
      for (const point of found) expect(ServicePointSchema.parse(point)).toEqual(point)
      expect(found.every((point) => point.address.countryCode === 'NL')).toBe(true)
      expect(found[0]).toMatchObject({ address: { city: 'Amsterdam', zipCode: '1012JS' } })
      expect(found.slice(0, 3).map((point) => point.address.city)).toEqual([
        'Amsterdam',
        'Amsterdam',
        'Amsterdam',
      ])
    })

    it('gives every point its opening hours, Monday to Sunday as weekDay 1 to 7', async () => {
      const [nearest] = await points.findNear({ countryCode: 'NL', postalCode: '1012AB' })
      expect(nearest?.openingTimes).toContainEqual({
        weekDay: 1,
        timeFrom: '09:00',
        timeTo: '18:00',
      })
      expect(nearest?.openingTimes).toContainEqual({
        weekDay: 7,
        timeFrom: '12:00',
        timeTo: '17:00',
      })
    })

    it('finds German packstations beside the shops', async () => {
      const found = await points.findNear({ countryCode: 'DE', postalCode: '10115' })
      expect(
        found
          .slice(0, 2)
          .map((point) => point.shopType)
          .sort(),
      ).toEqual(['packStation', 'parcelShop'])
      expect(found.find((point) => point.shopType === 'packStation')?.name).toBe('Packstation 101')
    })

    it('finds Belgian service points', async () => {
      const found = await points.findNear({ countryCode: 'BE', postalCode: '9000' })
      expect(found[0]?.address).toMatchObject({ city: 'Gent', countryCode: 'BE' })
    })

    it('answers an empty list for a country without points', async () => {
      expect(await points.findNear({ countryCode: 'FR', postalCode: '75001' })).toEqual([])
    })

    it('finds one point by its id, and null for an id no point has', async () => {
      expect(await points.findById('8003-DE-101151')).toMatchObject({
        id: '8003-DE-101151',
        shopType: 'packStation',
        address: { city: 'Berlin', zipCode: '10115' },
      })
      expect(await points.findById('8004-NL-999999')).toBeNull()
    })
  })
}
