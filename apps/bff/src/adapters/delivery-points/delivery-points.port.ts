// The delivery-points port (ARCHITECTURE §1 "Service points"; spec 000 §3 "Pickup points", §4,
// §7): DHL service points and packstations near a postcode, and one point by id. The embedded
// adapter serves the bundled sample points (NL, BE, DE); the production adapter asks DHL Parcel's
// parcel-shop-locations API (vsf-api-contract §5.2).
import type { ServicePoint } from '@vitrine/contracts/service-points'
import type { Adapter } from '../adapter.js'

export const DELIVERY_POINTS_PORT = 'delivery-points'

export interface ServicePointSearch {
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string
  /** Without spaces, upper case. */
  postalCode: string
}

/** The source of the points could not answer (down, slow, or an answer of the wrong shape). */
export class DeliveryPointsUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The service point directory is unavailable.', { cause })
    this.name = 'DeliveryPointsUnavailableError'
  }
}

export interface DeliveryPointsPort extends Adapter {
  /** The points near a postcode, nearest first; empty when there are none or the source fails. */
  findNear(search: ServicePointSearch): Promise<ServicePoint[]>
  /**
   * One point by its id (the country is part of DHL's ids); null when no point has it. Throws
   * DeliveryPointsUnavailableError when the source cannot say.
   */
  findById(id: string): Promise<ServicePoint | null>
}

/** DHL ids carry the country: `8004-NL-272403` (vsf-api-contract §5.2). */
export function readCountryOfPointId(id: string): string | null {
  return /^.*-([A-Z]{2})-.*$/.exec(id)?.[1] ?? null
}
