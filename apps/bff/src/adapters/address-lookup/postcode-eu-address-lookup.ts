// The production address-lookup adapter: Postcode.eu (vsf-api-contract §5.3) with HTTP Basic
// `key:secret`.
//  - `GET /nl/v1/addresses/postcode/{postcode}/{houseNumber}/{addition?}`: 404 is "no address";
//    a 200 whose houseNumberAddition is null while one was asked means that addition does not
//    exist, which we answer as "no address" too (D161);
//  - `GET /international/v1/autocomplete/{context}/{term}/{language?}` with the shopper's
//    X-Autocomplete-Session header passed on;
//  - `GET /international/v1/address/{context}` (same header): the parts of a chosen address;
//  - `GET /international/v1/supported-countries`.
// Answers are cached in the cache port (a session never takes part in a key). A failure (down,
// slow, 401/403 for a wrong key, 5xx, an odd body) is an AddressLookupUnavailableError, logged once.
import type { AdapterStatus } from '@vitrine/contracts/health'
import {
  AUTOCOMPLETE_PRECISIONS,
  type AutocompleteMatch,
  type AutocompleteResult,
  type DutchAddress,
  type DutchAddressQuery,
  type InternationalAddress,
  type PostcodeCountry,
} from '@vitrine/contracts/postcode'
import type { Dispatcher } from 'undici'
import { z } from 'zod'
import type { CachePort, JsonValue } from '../cache/cache.port.js'
import { getJson } from '../http-json.js'
import {
  ADDRESS_LOOKUP_PORT,
  AddressLookupUnavailableError,
  type AddressLookupPort,
  type AutocompleteRequest,
} from './address-lookup.port.js'

interface WarnLogger {
  warn(object: Record<string, unknown>, message: string): void
}

export interface PostcodeEuOptions {
  baseUrl: string
  key: string
  secret: string
  timeoutMs: number
  cache: CachePort
  cacheTtlSeconds: number
  logger: WarnLogger
  dispatcher?: Dispatcher
}

const DutchAnswerSchema = z.looseObject({
  street: z.string(),
  houseNumber: z.number().int(),
  houseNumberAddition: z.string().nullable(),
  postcode: z.string(),
  city: z.string(),
  houseNumberAdditions: z.array(z.string()).default([]),
})

const AutocompleteAnswerSchema = z.looseObject({
  newContext: z.string(),
  matches: z.array(
    z.looseObject({
      value: z.string(),
      label: z.string(),
      description: z.string().nullish(),
      precision: z.string(),
      context: z.string(),
      highlights: z.array(z.tuple([z.number().int(), z.number().int()])).default([]),
    }),
  ),
})

const AddressAnswerSchema = z.looseObject({
  address: z.looseObject({
    street: z.string(),
    building: z.string(),
    postcode: z.string(),
    locality: z.string(),
  }),
})

const CountriesAnswerSchema = z.array(
  z.looseObject({
    name: z.string(),
    iso2: z.string().length(2).optional(),
    iso2Code: z.string().length(2).optional(),
    iso3: z.string().length(3).optional(),
    iso3Code: z.string().length(3).optional(),
  }),
)

const isPrecision = (value: string): value is AutocompleteMatch['precision'] =>
  (AUTOCOMPLETE_PRECISIONS as readonly string[]).includes(value)

export class PostcodeEuAddressLookup implements AddressLookupPort {
  readonly #options: PostcodeEuOptions
  readonly #authorization: string
  #lastFailure: string | null = null

  constructor(options: PostcodeEuOptions) {
    this.#options = options
    this.#authorization = `Basic ${Buffer.from(`${options.key}:${options.secret}`).toString('base64')}`
  }

  async lookupDutchAddress(query: DutchAddressQuery): Promise<DutchAddress | null> {
    const parts = ['nl', 'v1', 'addresses', 'postcode', query.postcode, String(query.houseNumber)]
    if (query.affix !== null) parts.push(query.affix)
    const found = await this.#cached(`postcode-eu:nl:${parts.slice(4).join(':')}`, async () => {
      const answer = await this.#get(parts)
      if (answer.status === 404) return null
      this.#expectOk(answer.status)
      const address = DutchAnswerSchema.parse(answer.body)
      // vsf-api-contract §5.3: a 200 can still mean "that addition does not exist".
      if (query.affix !== null && address.houseNumberAddition === null) return null
      return {
        street: address.street,
        houseNumber: address.houseNumber,
        houseNumberAddition: query.affix === null ? null : address.houseNumberAddition,
        postcode: address.postcode,
        city: address.city,
        houseNumberAdditions: address.houseNumberAdditions,
      } satisfies DutchAddress
    })
    return found as DutchAddress | null
  }

  async autocomplete(request: AutocompleteRequest): Promise<AutocompleteResult> {
    const parts = ['international', 'v1', 'autocomplete', request.context, request.term]
    if (request.language) parts.push(request.language)
    const key = `postcode-eu:autocomplete:${parts.slice(3).join('\u0000')}`
    const result = await this.#cached(key, async () => {
      const answer = await this.#get(parts, { 'X-Autocomplete-Session': request.session })
      // An unknown or stale context is Postcode.eu's 400/404: nothing to suggest.
      if (answer.status === 400 || answer.status === 404) {
        return { newContext: request.context, matches: [] }
      }
      this.#expectOk(answer.status)
      const parsed = AutocompleteAnswerSchema.parse(answer.body)
      return {
        newContext: parsed.newContext,
        matches: parsed.matches.flatMap((match) =>
          isPrecision(match.precision)
            ? [
                {
                  value: match.value,
                  label: match.label,
                  description: match.description ?? '',
                  precision: match.precision,
                  context: match.context,
                  highlights: match.highlights,
                },
              ]
            : [],
        ),
      } satisfies AutocompleteResult
    })
    return result as AutocompleteResult
  }

  async readAddress(request: {
    context: string
    session: string
  }): Promise<InternationalAddress | null> {
    const parts = ['international', 'v1', 'address', request.context]
    const found = await this.#cached(`postcode-eu:address:${request.context}`, async () => {
      const answer = await this.#get(parts, { 'X-Autocomplete-Session': request.session })
      if (answer.status === 400 || answer.status === 404) return null
      this.#expectOk(answer.status)
      const parsed = AddressAnswerSchema.parse(answer.body)
      // A context starts with the country's ISO3 code; the directory names its ISO2 code.
      const iso3 = request.context.slice(0, 3)
      const country = (await this.listCountries()).find((candidate) => candidate.iso3 === iso3)
      if (!country) return null
      return {
        street: parsed.address.street,
        building: parsed.address.building,
        postcode: parsed.address.postcode,
        city: parsed.address.locality,
        countryCode: country.iso2,
      } satisfies InternationalAddress
    })
    return found as InternationalAddress | null
  }

  async listCountries(): Promise<PostcodeCountry[]> {
    const countries = await this.#cached('postcode-eu:countries', async () => {
      const answer = await this.#get(['international', 'v1', 'supported-countries'])
      this.#expectOk(answer.status)
      return CountriesAnswerSchema.parse(answer.body).flatMap((country) => {
        const iso2 = country.iso2 ?? country.iso2Code
        const iso3 = country.iso3 ?? country.iso3Code
        return iso2 && iso3
          ? [{ iso2: iso2.toUpperCase(), iso3: iso3.toLowerCase(), name: country.name }]
          : []
      }) satisfies PostcodeCountry[]
    })
    return countries as PostcodeCountry[]
  }

  status(): AdapterStatus {
    return {
      port: ADDRESS_LOOKUP_PORT,
      adapter: 'postcode-eu',
      status: this.#lastFailure === null ? 'up' : 'degraded',
      ...(this.#lastFailure === null ? {} : { detail: this.#lastFailure }),
    }
  }

  async close(): Promise<void> {}

  #expectOk(status: number): void {
    if (status !== 200) throw new Error(`Postcode.eu answered ${status}`)
  }

  async #cached(key: string, load: () => Promise<JsonValue>): Promise<JsonValue> {
    const stored = await this.#options.cache.get(key)
    if (stored !== undefined) return stored
    let value: JsonValue
    try {
      value = await load()
    } catch (error) {
      this.#lastFailure = error instanceof Error ? error.message : String(error)
      this.#options.logger.warn({ err: error, adapter: 'postcode-eu' }, 'Postcode.eu lookup failed')
      throw new AddressLookupUnavailableError(error)
    }
    this.#lastFailure = null
    await this.#options.cache.set(key, value, { ttlSeconds: this.#options.cacheTtlSeconds })
    return value
  }

  #get(parts: readonly string[], headers: Record<string, string> = {}) {
    const url = new URL(
      parts.map(encodeURIComponent).join('/'),
      this.#options.baseUrl.replace(/\/?$/, '/'),
    )
    return getJson(url, {
      headers: { authorization: this.#authorization, ...headers },
      timeoutMs: this.#options.timeoutMs,
      ...(this.#options.dispatcher ? { dispatcher: this.#options.dispatcher } : {}),
    })
  }
}
