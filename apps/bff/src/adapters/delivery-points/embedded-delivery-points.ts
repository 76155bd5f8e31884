// The embedded delivery-points adapter (D160): the bundled sample points (sample-service-points.ts),
// searched without any network. "Near" is measured on the postcodes themselves: NL and BE
// postcodes count up across the country as DE ones do, so the points whose postcode number is
// closest to the searched one come first (same number: by id), at most `limit` of them.
import type { AdapterStatus } from '@vitrine/contracts/health'
import type { ServicePoint } from '@vitrine/contracts/service-points'
import {
  DELIVERY_POINTS_PORT,
  type DeliveryPointsPort,
  type ServicePointSearch,
} from './delivery-points.port.js'
import { SAMPLE_SERVICE_POINTS } from './sample-service-points.js'

export const DEFAULT_SERVICE_POINT_LIMIT = 10

/** The leading digits of a postcode as a number (`1012JS` → 1012, `10115` → 10115). */
function postcodeNumber(postalCode: string): number | null {
  const digits = /^\d+/.exec(postalCode)?.[0]
  return digits === undefined ? null : Number(digits)
}

export class EmbeddedDeliveryPoints implements DeliveryPointsPort {
  readonly #points: readonly ServicePoint[]
  readonly #limit: number

  constructor(options: { points?: readonly ServicePoint[]; limit?: number } = {}) {
    this.#points = options.points ?? SAMPLE_SERVICE_POINTS
    this.#limit = options.limit ?? DEFAULT_SERVICE_POINT_LIMIT
  }

  async findNear({ countryCode, postalCode }: ServicePointSearch): Promise<ServicePoint[]> {
    const target = postcodeNumber(postalCode)
    if (target === null) return []
    return this.#points
      .filter((point) => point.address.countryCode === countryCode)
      .map((point) => ({
        point,
        gap: Math.abs((postcodeNumber(point.address.zipCode) ?? Infinity) - target),
      }))
      .sort((a, b) => a.gap - b.gap || a.point.id.localeCompare(b.point.id))
      .slice(0, this.#limit)
      .map(({ point }) => structuredClone(point))
  }

  async findById(id: string): Promise<ServicePoint | null> {
    const point = this.#points.find((candidate) => candidate.id === id)
    return point ? structuredClone(point) : null
  }

  status(): AdapterStatus {
    return { port: DELIVERY_POINTS_PORT, adapter: 'embedded', status: 'up' }
  }

  async close(): Promise<void> {}
}
