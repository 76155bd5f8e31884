// What only the Postcode.eu adapter does: HTTP Basic auth, the session header passed on, the
// cache (never keyed by session), and a failure reported as unavailable with one log line.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startLocalHttpServer, type LocalHttpServer } from '../../../test/local-http-server.js'
import {
  POSTCODE_EU_TEST_KEY,
  POSTCODE_EU_TEST_SECRET,
  startPostcodeEuServer,
} from '../../../test/postcode-eu-server.js'
import { MemoryCache } from '../cache/memory-cache.js'
import { AddressLookupUnavailableError } from './address-lookup.port.js'
import { PostcodeEuAddressLookup } from './postcode-eu-address-lookup.js'

describe('Postcode.eu address lookup', () => {
  let server: LocalHttpServer
  let cache: MemoryCache
  let warnings: Array<Record<string, unknown>>

  const build = (options: { url?: string; secret?: string; timeoutMs?: number } = {}) =>
    new PostcodeEuAddressLookup({
      baseUrl: options.url ?? server.url,
      key: POSTCODE_EU_TEST_KEY,
      secret: options.secret ?? POSTCODE_EU_TEST_SECRET,
      timeoutMs: options.timeoutMs ?? 2000,
      cache,
      cacheTtlSeconds: 60,
      logger: { warn: (object, message) => warnings.push({ ...object, message }) },
    })

  beforeEach(async () => {
    server = await startPostcodeEuServer()
    cache = new MemoryCache({ maxEntries: 100, defaultTtlSeconds: 60 })
    warnings = []
  })

  afterEach(async () => {
    await cache.close()
    await server.close()
  })

  it('calls the Dutch lookup with the addition as the last path part, authenticated', async () => {
    await build().lookupDutchAddress({ postcode: '1012AB', houseNumber: 2, affix: 'H' })
    expect(server.requests[0]?.path).toBe('/nl/v1/addresses/postcode/1012AB/2/H')
    expect(server.requests[0]?.headers.authorization).toMatch(/^Basic /)
  })

  it('asks once for the same address, then answers from the cache', async () => {
    const lookup = build()
    const query = { postcode: '1012AB', houseNumber: 1, affix: null }
    expect(await lookup.lookupDutchAddress(query)).toEqual(await lookup.lookupDutchAddress(query))
    expect(server.requests).toHaveLength(1)
  })

  it('passes the shopper’s session header on and caches across sessions', async () => {
    const lookup = build()
    await lookup.autocomplete({ context: 'deu', term: 'Chaussee', session: 'session-one' })
    await lookup.autocomplete({ context: 'deu', term: 'Chaussee', session: 'session-two' })
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]?.path).toBe('/international/v1/autocomplete/deu/Chaussee')
    expect(server.requests[0]?.headers['x-autocomplete-session']).toBe('session-one')
  })

  it('passes the language as the last path part', async () => {
    await build().autocomplete({
      context: 'nld',
      term: 'Dam',
      language: 'nl-NL',
      session: 'session-one',
    })
    expect(server.requests[0]?.path).toBe('/international/v1/autocomplete/nld/Dam/nl-NL')
  })

  it('answers no suggestions when Postcode.eu refuses the context', async () => {
    const refusing = await startLocalHttpServer(() => ({
      status: 400,
      body: { exception: 'Invalid context' },
    }))
    try {
      expect(
        await build({ url: refusing.url }).autocomplete({
          context: 'nld-x',
          term: 'Dam',
          session: 'session-one',
        }),
      ).toEqual({
        newContext: 'nld-x',
        matches: [],
      })
    } finally {
      await refusing.close()
    }
  })

  it('reports a wrong key as unavailable, logs it and shows itself degraded', async () => {
    const lookup = build({ secret: 'wrong' })
    await expect(lookup.listCountries()).rejects.toBeInstanceOf(AddressLookupUnavailableError)
    expect(warnings).toEqual([
      expect.objectContaining({ adapter: 'postcode-eu', message: 'Postcode.eu lookup failed' }),
    ])
    expect(lookup.status()).toMatchObject({
      status: 'degraded',
      detail: 'Postcode.eu answered 401',
    })
  })

  it('reports a time-out as unavailable', async () => {
    server.setMode('slow')
    await expect(
      build({ timeoutMs: 100 }).lookupDutchAddress({
        postcode: '1012AB',
        houseNumber: 1,
        affix: null,
      }),
    ).rejects.toBeInstanceOf(AddressLookupUnavailableError)
  })

  it('reports an answer of another shape as unavailable', async () => {
    const odd = await startLocalHttpServer(() => ({ status: 200, body: { street: 42 } }))
    try {
      await expect(
        build({ url: odd.url }).lookupDutchAddress({
          postcode: '1012AB',
          houseNumber: 1,
          affix: null,
        }),
      ).rejects.toBeInstanceOf(AddressLookupUnavailableError)
    } finally {
      await odd.close()
    }
  })

  it('leaves out suggestions of a precision it does not know', async () => {
    const answering = await startLocalHttpServer(() => ({
      status: 200,
      body: {
        newContext: 'nld',
        matches: [
          {
            value: 'A',
            label: 'A',
            description: null,
            precision: 'Building',
            context: 'nld-1',
            highlights: [],
          },
          { value: 'Dam', label: 'Dam', precision: 'Street', context: 'nld-2' },
        ],
      },
    }))
    try {
      expect(
        (
          await build({ url: answering.url }).autocomplete({
            context: 'nld',
            term: 'Dam',
            session: 'session-one',
          })
        ).matches,
      ).toEqual([
        {
          value: 'Dam',
          label: 'Dam',
          description: '',
          precision: 'Street',
          context: 'nld-2',
          highlights: [],
        },
      ])
    } finally {
      await answering.close()
    }
  })
})
