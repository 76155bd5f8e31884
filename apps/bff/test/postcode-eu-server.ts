// A local server shaped like Postcode.eu's API (vsf-api-contract §5.3), for the address-lookup
// contract suite: HTTP Basic auth (key `test-key`, secret `test-secret`, else 401), the Dutch
// postcode lookup with Postcode.eu's full answer (200 with houseNumberAddition null when only the
// asked addition is missing; 404 when there is no address), the international autocomplete
// and the address details of a match (both require a valid X-Autocomplete-Session), and the
// supported countries.
import { EmbeddedAddressLookup } from '../src/adapters/address-lookup/embedded-address-lookup.js'
import { SAMPLE_STREETS } from '../src/adapters/address-lookup/sample-addresses.js'
import { startLocalHttpServer, type LocalHttpServer } from './local-http-server.js'

export const POSTCODE_EU_TEST_KEY = 'test-key'
export const POSTCODE_EU_TEST_SECRET = 'test-secret'

const expectedAuthorization = `Basic ${Buffer.from(`${POSTCODE_EU_TEST_KEY}:${POSTCODE_EU_TEST_SECRET}`).toString('base64')}`

function dutchAddress(postcode: string, houseNumber: number, addition: string | undefined) {
  const street = SAMPLE_STREETS.find(
    (candidate) =>
      candidate.country === 'nld' &&
      candidate.postcode === postcode &&
      houseNumber >= candidate.numbers[0] &&
      houseNumber <= candidate.numbers[1],
  )
  if (!street) return null
  const additions = street.additions?.[houseNumber] ?? ['']
  const found = addition === undefined ? '' : additions.includes(addition) ? addition : null
  return {
    street: street.street,
    streetNen: street.street,
    houseNumber,
    houseNumberAddition: found,
    postcode: street.postcode,
    city: street.city,
    cityShort: street.city,
    cityId: '1024',
    municipality: street.city,
    municipalityShort: street.city,
    municipalityId: '363',
    province: 'Noord-Holland',
    rdX: 121000,
    rdY: 487000,
    latitude: 52.37,
    longitude: 4.89,
    bagNumberDesignationId: '0363200000000001',
    bagAddressableObjectId: '0363010000000001',
    addressType: 'building',
    purposes: ['office'],
    surfaceArea: 120,
    houseNumberAdditions: additions,
  }
}

export function startPostcodeEuServer(): Promise<LocalHttpServer> {
  const catalogue = new EmbeddedAddressLookup()
  return startLocalHttpServer(async (request, url) => {
    if (request.headers.authorization !== expectedAuthorization) {
      return {
        status: 401,
        body: {
          exception: 'Authorization required',
          exceptionId:
            'PostcodeNl_Controller_Plugin_HttpBasicAuthentication_NotAuthorizedException',
        },
      }
    }
    const parts = url.pathname.split('/').slice(1).map(decodeURIComponent)
    if (parts.slice(0, 4).join('/') === 'nl/v1/addresses/postcode') {
      const [postcode = '', houseNumber = '', addition] = parts.slice(4)
      const address = dutchAddress(postcode, Number(houseNumber), addition)
      return address
        ? { status: 200, body: address }
        : {
            status: 404,
            body: {
              exception: 'Combination does not exist.',
              exceptionId: 'PostcodeNl_Service_PostcodeAddress_AddressNotFoundException',
            },
          }
    }
    if (parts.slice(0, 3).join('/') === 'international/v1/autocomplete') {
      const session = request.headers['x-autocomplete-session']
      if (typeof session !== 'string' || !/^[A-Za-z0-9._-]{8,64}$/.test(session)) {
        return {
          status: 400,
          body: { exception: 'Missing or invalid X-Autocomplete-Session header' },
        }
      }
      const [context = '', term = '', language] = parts.slice(3)
      // Postcode.eu's matching is its own; the sample data's stands in for it here.
      const answer = await catalogue.autocomplete({
        context,
        term,
        session,
        ...(language ? { language } : {}),
      })
      return { status: 200, body: answer }
    }
    if (parts.slice(0, 3).join('/') === 'international/v1/address') {
      const session = request.headers['x-autocomplete-session']
      if (typeof session !== 'string' || !/^[A-Za-z0-9._-]{8,64}$/.test(session)) {
        return {
          status: 400,
          body: { exception: 'Missing or invalid X-Autocomplete-Session header' },
        }
      }
      const address = await catalogue.readAddress({ context: parts[3] ?? '' })
      if (!address) return { status: 404, body: { exception: 'Address not found' } }
      const [number = '', ...addition] = address.building.split(' ')
      return {
        status: 200,
        body: {
          language: 'nl',
          address: {
            country: address.countryCode,
            locality: address.city,
            street: address.street,
            postcode: address.postcode,
            building: address.building,
            buildingNumber: Number(number),
            buildingNumberAddition: addition.join(' ') || null,
            region: null,
          },
          mailLines: [
            `${address.street} ${address.building}`,
            `${address.postcode} ${address.city}`,
          ],
          geoLocation: { latitude: 50.85, longitude: 4.35 },
          isPoBox: false,
          country: {
            name: address.countryCode,
            iso3Code: parts[3]?.slice(0, 3).toUpperCase(),
            iso2Code: address.countryCode,
          },
          details: {},
        },
      }
    }
    if (url.pathname === '/international/v1/supported-countries') {
      return {
        status: 200,
        body: [
          { name: 'Netherlands', iso3: 'NLD', iso2: 'NL' },
          { name: 'Belgium', iso3: 'BEL', iso2: 'BE' },
          { name: 'Germany', iso3: 'DEU', iso2: 'DE' },
          { name: 'Luxembourg', iso3: 'LUX', iso2: 'LU' },
        ],
      }
    }
    return { status: 404, body: { exception: 'Not found' } }
  })
}
