// A local server shaped like DHL Parcel's parcel-shop-locations API (vsf-api-contract §5.2), for
// the delivery-points contract suite: `GET /parcel-shop-locations/{cc}?postalCode=&limit=` answers
// DHL items (with the fields DHL adds that we do not read) nearest first, `GET
// /parcel-shop-locations/{cc}/{id}` one item or 404. It serves the bundled sample points, so the
// embedded and the DHL adapter must agree on them.
import { SAMPLE_SERVICE_POINTS } from '../src/adapters/delivery-points/sample-service-points.js'
import { startLocalHttpServer, type LocalHttpServer } from './local-http-server.js'

function toDhlItem(
  point: (typeof SAMPLE_SERVICE_POINTS)[number],
  index: number,
  distance?: number,
) {
  return {
    id: point.id,
    harmonisedId: `H${index}`,
    psfKey: `psf-${index}`,
    shopType: point.shopType,
    name: point.name,
    keyword: point.name.toUpperCase(),
    address: {
      countryCode: point.address.countryCode,
      zipCode: point.address.zipCode,
      city: point.address.city,
      street: point.address.street,
      number: point.address.number,
      addition: point.address.addition ?? '',
      isBusiness: true,
    },
    geoLocation: point.geoLocation,
    ...(distance === undefined ? {} : { distance }),
    openingTimes: point.openingTimes,
    closurePeriods: [],
    serviceTypes: ['parcel-last-mile', 'parcel-first-mile'],
  }
}

const leadingNumber = (code: string) => Number(/^\d+/.exec(code)?.[0] ?? Number.NaN)

export function startDhlParcelServer(): Promise<LocalHttpServer> {
  return startLocalHttpServer((_request, url) => {
    const match = /^\/parcel-shop-locations\/([A-Z]{2})(?:\/([^/]+))?$/.exec(url.pathname)
    if (!match) return { status: 404, body: { key: 'NOT_FOUND', message: 'Not found' } }
    const [, country, id] = match
    if (id !== undefined) {
      const index = SAMPLE_SERVICE_POINTS.findIndex((point) => point.id === decodeURIComponent(id))
      const point = SAMPLE_SERVICE_POINTS[index]
      return point && point.address.countryCode === country
        ? { status: 200, body: toDhlItem(point, index) }
        : { status: 404, body: { key: 'NOT_FOUND', message: 'Parcel shop not found' } }
    }
    const postalCode = url.searchParams.get('postalCode') ?? url.searchParams.get('zipCode')
    if (!postalCode)
      return { status: 400, body: { key: 'BAD_REQUEST', message: 'postalCode required' } }
    const limit = Number(url.searchParams.get('limit') ?? 15)
    const target = leadingNumber(postalCode.replace(/\s/g, ''))
    const items = SAMPLE_SERVICE_POINTS.map((point, index) => ({ point, index }))
      .filter(({ point }) => point.address.countryCode === country)
      .map(({ point, index }) => ({
        point,
        index,
        distance: Math.abs(leadingNumber(point.address.zipCode) - target) * 250,
      }))
      .sort((a, b) => a.distance - b.distance || a.point.id.localeCompare(b.point.id))
      .slice(0, limit)
      .map(({ point, index, distance }) => toDhlItem(point, index, distance))
    return { status: 200, body: items }
  })
}
