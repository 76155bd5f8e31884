// What only the DHL Parcel adapter does: the cache per country and postcode, and an empty list
// with a log line (never an error for the shopper) when DHL fails, is slow or answers oddly.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startDhlParcelServer } from '../../../test/dhl-parcel-server.js'
import { startLocalHttpServer, type LocalHttpServer } from '../../../test/local-http-server.js'
import { MemoryCache } from '../cache/memory-cache.js'
import { DeliveryPointsUnavailableError } from './delivery-points.port.js'
import { DhlDeliveryPoints, toServicePoint } from './dhl-delivery-points.js'

describe('DHL Parcel delivery points', () => {
  let server: LocalHttpServer
  let cache: MemoryCache
  let warnings: Array<Record<string, unknown>>

  const build = (baseUrl = server.url, timeoutMs = 2000) =>
    new DhlDeliveryPoints({
      baseUrl,
      timeoutMs,
      cache,
      cacheTtlSeconds: 60,
      logger: { warn: (object, message) => warnings.push({ ...object, message }) },
    })

  beforeEach(async () => {
    server = await startDhlParcelServer()
    cache = new MemoryCache({ maxEntries: 100, defaultTtlSeconds: 60 })
    warnings = []
  })

  afterEach(async () => {
    await cache.close()
    await server.close()
  })

  it('asks DHL for the postcode with a limit and without unavailable shops', async () => {
    await build().findNear({ countryCode: 'NL', postalCode: '1012AB' })
    expect(server.requests.map((request) => request.path)).toEqual([
      '/parcel-shop-locations/NL?postalCode=1012AB&limit=10&showUnavailable=false',
    ])
  })

  it('asks DHL once per country and postcode, then answers from the cache', async () => {
    const points = build()
    const first = await points.findNear({ countryCode: 'NL', postalCode: '1012AB' })
    const second = await points.findNear({ countryCode: 'NL', postalCode: '1012AB' })
    await points.findNear({ countryCode: 'BE', postalCode: '1012' })
    expect(second).toEqual(first)
    expect(server.requests).toHaveLength(2)
  })

  it('keeps the distance DHL reports, in whole metres', async () => {
    const [nearest] = await build().findNear({ countryCode: 'NL', postalCode: '1012AB' })
    expect(nearest?.distance).toBe(0)
  })

  it('answers an empty list and logs a line when DHL answers an error, and caches nothing', async () => {
    server.setMode('fail')
    const points = build()
    expect(await points.findNear({ countryCode: 'NL', postalCode: '1012AB' })).toEqual([])
    expect(warnings).toEqual([
      expect.objectContaining({
        adapter: 'dhl-parcel',
        message: 'DHL parcel-shop-locations failed',
      }),
    ])
    expect(points.status()).toMatchObject({ status: 'degraded' })
    server.setMode('normal')
    expect(
      (await points.findNear({ countryCode: 'NL', postalCode: '1012AB' })).length,
    ).toBeGreaterThan(0)
    expect(points.status()).toMatchObject({ status: 'up' })
  })

  it('gives up after the time-out with an empty list', async () => {
    server.setMode('slow')
    expect(
      await build(server.url, 100).findNear({ countryCode: 'DE', postalCode: '10115' }),
    ).toEqual([])
    expect(warnings).toHaveLength(1)
  })

  it('answers an empty list when DHL cannot be reached at all', async () => {
    const gone = await startLocalHttpServer(() => ({ status: 200, body: [] }))
    const url = gone.url
    await gone.close()
    expect(await build(url).findNear({ countryCode: 'NL', postalCode: '1012AB' })).toEqual([])
    expect(warnings).toHaveLength(1)
  })

  it('answers an empty list when the answer is not a list of locations', async () => {
    const odd = await startLocalHttpServer(() => ({ status: 200, body: { locations: 'soon' } }))
    try {
      expect(await build(odd.url).findNear({ countryCode: 'NL', postalCode: '1012AB' })).toEqual([])
      expect(warnings).toHaveLength(1)
    } finally {
      await odd.close()
    }
  })

  it('leaves out a location it cannot read and keeps the others', async () => {
    const mixed = await startLocalHttpServer(() => ({
      status: 200,
      body: [
        { id: 'broken' },
        {
          id: '8004-NL-1',
          name: 'Shop',
          shopType: 'servicePoint',
          address: {
            countryCode: 'nl',
            postalCode: '1012 AB',
            city: 'Amsterdam',
            street: 'Dam',
            number: 1,
          },
          openingTimes: [{ weekDay: 1, timeFrom: '09:00', timeTo: '17:00' }],
        },
      ],
    }))
    try {
      expect(await build(mixed.url).findNear({ countryCode: 'NL', postalCode: '1012AB' })).toEqual([
        {
          id: '8004-NL-1',
          name: 'Shop',
          shopType: 'parcelShop',
          address: {
            countryCode: 'NL',
            zipCode: '1012AB',
            city: 'Amsterdam',
            street: 'Dam',
            number: '1',
          },
          openingTimes: [{ weekDay: 1, timeFrom: '09:00', timeTo: '17:00' }],
        },
      ])
    } finally {
      await mixed.close()
    }
  })

  it('finds a point by id at the country its id names, cached afterwards', async () => {
    const points = build()
    expect(await points.findById('8004-BE-900004')).toMatchObject({ name: 'Boekenhuis Korenmarkt' })
    expect(await points.findById('8004-BE-900004')).toMatchObject({ name: 'Boekenhuis Korenmarkt' })
    expect(server.requests.map((request) => request.path)).toEqual([
      '/parcel-shop-locations/BE/8004-BE-900004',
    ])
    expect(await points.findById('no-country-in-it')).toBeNull()
  })

  it('says the directory is unavailable when a lookup by id fails', async () => {
    server.setMode('fail')
    await expect(build().findById('8004-BE-900004')).rejects.toBeInstanceOf(
      DeliveryPointsUnavailableError,
    )
  })

  it('leaves out a location whose opening times are not hours of a day', () => {
    expect(
      toServicePoint({
        id: 'x-NL-1',
        name: 'Odd',
        address: { countryCode: 'NL', zipCode: '1012AB', city: 'A', street: 'B', number: '1' },
        openingTimes: [{ weekDay: 9, timeFrom: 'noon', timeTo: 'late' }],
      }),
    ).toBeNull()
  })
})
