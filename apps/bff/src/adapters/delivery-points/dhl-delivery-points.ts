// The production delivery-points adapter: DHL Parcel's parcel-shop-locations API (vsf-api-contract
// §5.2), which needs no key. `GET {base}/parcel-shop-locations/{cc}?postalCode=&limit=&
// showUnavailable=false` answers the points nearest first; `GET …/{cc}/{id}` one point. Answers
// are cached per country and postcode (and per id) in the cache port. When DHL fails (down, slow
// past the time-out, an error status, an answer of another shape) a search answers an empty
// list and logs one warning line; the shopper can still choose another shipping method.
import type { AdapterStatus } from '@vitrine/contracts/health'
import { ServicePointSchema, type ServicePoint } from '@vitrine/contracts/service-points'
import type { Dispatcher } from 'undici'
import { z } from 'zod'
import type { CachePort } from '../cache/cache.port.js'
import { getJson } from '../http-json.js'
import { DEFAULT_SERVICE_POINT_LIMIT } from './embedded-delivery-points.js'
import {
  DELIVERY_POINTS_PORT,
  DeliveryPointsUnavailableError,
  readCountryOfPointId,
  type DeliveryPointsPort,
  type ServicePointSearch,
} from './delivery-points.port.js'

interface WarnLogger {
  warn(object: Record<string, unknown>, message: string): void
}

export interface DhlDeliveryPointsOptions {
  baseUrl: string
  timeoutMs: number
  cache: CachePort
  cacheTtlSeconds: number
  logger: WarnLogger
  limit?: number
  dispatcher?: Dispatcher
}

const text = z.union([z.string(), z.number()]).transform(String)

/** What we read of a DHL location; DHL's other fields pass unread. */
const DhlLocationSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  shopType: z.string().optional(),
  address: z.looseObject({
    countryCode: z.string(),
    zipCode: text.optional(),
    postalCode: text.optional(),
    city: z.string(),
    street: z.string(),
    number: text.optional(),
    addition: text.nullish(),
  }),
  geoLocation: z.looseObject({ latitude: z.number(), longitude: z.number() }).nullish(),
  distance: z.number().nullish(),
  openingTimes: z
    .array(z.looseObject({ weekDay: z.number(), timeFrom: z.string(), timeTo: z.string() }))
    .nullish(),
})
type DhlLocation = z.infer<typeof DhlLocationSchema>

/** DHL's location in the contract's shape; null when it does not fit (it is then left out). */
export function toServicePoint(location: DhlLocation): ServicePoint | null {
  const { address } = location
  const candidate = {
    id: location.id,
    // spec 000 §3: the picker tells packstations apart; DHL's other kinds are shops to it.
    shopType: location.shopType === 'packStation' ? 'packStation' : 'parcelShop',
    name: location.name,
    address: {
      countryCode: address.countryCode.toUpperCase(),
      zipCode: (address.zipCode ?? address.postalCode ?? '').replace(/\s/g, ''),
      city: address.city,
      street: address.street,
      number: address.number ?? '',
      ...(address.addition ? { addition: address.addition } : {}),
    },
    ...(location.geoLocation
      ? {
          geoLocation: {
            latitude: location.geoLocation.latitude,
            longitude: location.geoLocation.longitude,
          },
        }
      : {}),
    ...(typeof location.distance === 'number' && location.distance >= 0
      ? { distance: Math.round(location.distance) }
      : {}),
    openingTimes: (location.openingTimes ?? []).map(({ weekDay, timeFrom, timeTo }) => ({
      weekDay,
      timeFrom,
      timeTo,
    })),
  }
  const parsed = ServicePointSchema.safeParse(candidate)
  return parsed.success ? parsed.data : null
}

function readLocations(body: unknown): ServicePoint[] {
  const list = z.array(z.unknown()).parse(body)
  return list.flatMap((item) => {
    const location = DhlLocationSchema.safeParse(item)
    const point = location.success ? toServicePoint(location.data) : null
    return point ? [point] : []
  })
}

export class DhlDeliveryPoints implements DeliveryPointsPort {
  readonly #options: DhlDeliveryPointsOptions
  #lastFailure: string | null = null

  constructor(options: DhlDeliveryPointsOptions) {
    this.#options = options
  }

  async findNear({ countryCode, postalCode }: ServicePointSearch): Promise<ServicePoint[]> {
    const key = `dhl-parcel:near:${countryCode}:${postalCode}`
    const cached = await this.#options.cache.get(key)
    if (Array.isArray(cached)) return cached as ServicePoint[]
    const url = this.#url(countryCode)
    url.searchParams.set('postalCode', postalCode)
    url.searchParams.set('limit', String(this.#options.limit ?? DEFAULT_SERVICE_POINT_LIMIT))
    url.searchParams.set('showUnavailable', 'false')
    let points: ServicePoint[]
    try {
      const answer = await this.#get(url)
      if (answer.status !== 200) throw new Error(`DHL answered ${answer.status}`)
      points = readLocations(answer.body)
    } catch (error) {
      this.#noteFailure(error, { countryCode, postalCode })
      return []
    }
    this.#lastFailure = null
    await this.#options.cache.set(key, points, { ttlSeconds: this.#options.cacheTtlSeconds })
    return points
  }

  async findById(id: string): Promise<ServicePoint | null> {
    const countryCode = readCountryOfPointId(id)
    if (countryCode === null) return null
    const key = `dhl-parcel:point:${id}`
    const cached = await this.#options.cache.get(key)
    if (cached && typeof cached === 'object') return cached as ServicePoint
    const url = this.#url(countryCode, id)
    try {
      const answer = await this.#get(url)
      if (answer.status === 404) return null
      if (answer.status !== 200) throw new Error(`DHL answered ${answer.status}`)
      const location = DhlLocationSchema.safeParse(answer.body)
      const point = location.success ? toServicePoint(location.data) : null
      if (point === null) return null
      this.#lastFailure = null
      await this.#options.cache.set(key, point, { ttlSeconds: this.#options.cacheTtlSeconds })
      return point
    } catch (error) {
      this.#noteFailure(error, { id })
      throw new DeliveryPointsUnavailableError(error)
    }
  }

  status(): AdapterStatus {
    // DHL being down never stops the shop: the servicepoint method just finds no points.
    return {
      port: DELIVERY_POINTS_PORT,
      adapter: 'dhl-parcel',
      status: this.#lastFailure === null ? 'up' : 'degraded',
      ...(this.#lastFailure === null ? {} : { detail: this.#lastFailure }),
    }
  }

  async close(): Promise<void> {}

  #url(countryCode: string, id?: string): URL {
    const path = ['parcel-shop-locations', countryCode, ...(id === undefined ? [] : [id])]
      .map(encodeURIComponent)
      .join('/')
    return new URL(path, this.#options.baseUrl.replace(/\/?$/, '/'))
  }

  #get(url: URL) {
    return getJson(url, {
      timeoutMs: this.#options.timeoutMs,
      ...(this.#options.dispatcher ? { dispatcher: this.#options.dispatcher } : {}),
    })
  }

  #noteFailure(error: unknown, context: Record<string, unknown>): void {
    this.#lastFailure = error instanceof Error ? error.message : String(error)
    this.#options.logger.warn(
      { err: error, adapter: 'dhl-parcel', ...context },
      'DHL parcel-shop-locations failed',
    )
  }
}
