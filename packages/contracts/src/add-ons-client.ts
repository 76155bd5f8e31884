// Typed calls of the delivery add-ons for the storefront (spec 000 §7, 001 §7): DHL service
// points (find near a postcode, choose one for a cart) and the postcode lookup (a Dutch address,
// the countries, international suggestions). Errors arrive as BffError: 404 'no address', 503 a
// lookup that is down, 400 with the field at fault.
import type { BffClient } from './bff-client.js'
import type {
  AutocompleteResult,
  DutchAddress,
  InternationalAddress,
  PostcodeCountry,
} from './postcode.js'
import { NO_AFFIX } from './postcode.js'
import type { SelectedServicePoint, ServicePoint } from './service-points.js'

type Client = Pick<BffClient, 'call'>

export function findServicePoints(
  client: Client,
  query: { countryCode: string; postalCode: string },
): Promise<ServicePoint[]> {
  return client.call('/api/ext/dhl-parcel/servicepoints', { query })
}

/** `servicePoint` is `id`, or `id|postnumber` for a packstation. */
export function selectServicePoint(
  client: Client,
  cartId: string,
  servicePoint: string,
): Promise<SelectedServicePoint> {
  return client.call('/api/ext/dhl-parcel/select-servicepoint', {
    method: 'POST',
    query: { cartId },
    body: { servicePoint },
  })
}

export function lookUpDutchAddress(
  client: Client,
  request: { postcode: string; houseNumber: string; affix: string | null },
): Promise<DutchAddress> {
  return client.call('/api/ext/postcode/autocomplete', {
    params: [request.postcode, request.houseNumber, request.affix || NO_AFFIX],
  })
}

export function listPostcodeCountries(client: Client): Promise<PostcodeCountry[]> {
  return client.call('/api/ext/postcode/countries')
}

export function suggestAddresses(
  client: Client,
  request: { q: string; context: string; session: string },
): Promise<AutocompleteResult> {
  return client.call('/api/ext/postcode/international/autocomplete', {
    query: { q: request.q, context: request.context },
    headers: { 'x-autocomplete-session': request.session },
  })
}

/** The parts of the address a match of precision Address stands for (404 when unknown). */
export function readSuggestedAddress(
  client: Client,
  request: { context: string; session: string },
): Promise<InternationalAddress> {
  return client.call('/api/ext/postcode/international/address', {
    query: { context: request.context },
    headers: { 'x-autocomplete-session': request.session },
  })
}
