// Store view and token resolution as an API caller meets it (ARCHITECTURE §3, vsf-api-contract §0).
import type { App } from '../app.js'
import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/helpers.js'

let app: App | undefined

afterEach(async () => {
  await app?.close()
  app = undefined
})

async function buildAppWithContextRoute() {
  const built = await buildTestApp()
  built.get('/api/test/context', async (request) => ({
    code: 200,
    result: {
      storeCode: request.storeView.storeCode,
      locale: request.storeView.i18n.defaultLocale,
      token: request.authToken,
    },
  }))
  return built
}

async function readContext(url: string, headers: Record<string, string> = {}) {
  app ??= await buildAppWithContextRoute()
  const response = await app.inject({ method: 'GET', url, headers })
  return { status: response.statusCode, body: response.json() as Record<string, unknown> }
}

describe('store view resolution', () => {
  it('serves the default store when nothing names one', async () => {
    expect(await readContext('/api/test/context')).toMatchObject({
      status: 200,
      body: { result: { storeCode: 'default', locale: 'en-US' } },
    })
  })

  it('reads the store from the x-vs-store-code header', async () => {
    const { body } = await readContext('/api/test/context', { 'x-vs-store-code': 'de' })
    expect(body.result).toMatchObject({ storeCode: 'de', locale: 'de-DE' })
  })

  it('reads the store from the storeCode query parameter', async () => {
    const { body } = await readContext('/api/test/context?storeCode=nl')
    expect(body.result).toMatchObject({ storeCode: 'nl', locale: 'nl-NL' })
  })

  it('prefers the header over the query, as vue-storefront-api does', async () => {
    const { body } = await readContext('/api/test/context?storeCode=nl', {
      'x-vs-store-code': 'de',
    })
    expect(body.result).toMatchObject({ storeCode: 'de' })
  })

  it('routes /nl/api/... and /de/api/... to the unprefixed route for that store', async () => {
    expect((await readContext('/nl/api/test/context')).body.result).toMatchObject({
      storeCode: 'nl',
    })
    expect((await readContext('/de/api/test/context?x=1')).body.result).toMatchObject({
      storeCode: 'de',
    })
  })

  it('lets the path prefix win over header and query', async () => {
    const { body } = await readContext('/nl/api/test/context?storeCode=de', {
      'x-vs-store-code': 'de',
    })
    expect(body.result).toMatchObject({ storeCode: 'nl' })
  })

  it('does not treat an unknown prefix or a non-API path as a store prefix', async () => {
    expect((await readContext('/fr/api/test/context')).status).toBe(404)
    expect((await readContext('/nl/healthz')).status).toBe(404)
  })

  it('answers an unknown store code with a 400 naming the header field', async () => {
    const { status, body } = await readContext('/api/test/context', { 'x-vs-store-code': 'fr' })
    expect(status).toBe(400)
    expect(body).toMatchObject({
      code: 400,
      errors: [
        { field: 'headers.x-vs-store-code', message: expect.stringContaining('default, nl, de') },
      ],
    })
  })

  it('answers an unknown storeCode query with a 400 naming the query field', async () => {
    const { status, body } = await readContext('/api/test/context?storeCode=xx')
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 400, errors: [{ field: 'query.storeCode' }] })
  })
})

describe('customer token', () => {
  it('is absent for an anonymous caller', async () => {
    expect((await readContext('/api/test/context')).body.result).toMatchObject({ token: null })
  })

  it('comes from Authorization: Bearer', async () => {
    const { body } = await readContext('/api/test/context', { authorization: 'Bearer abc123' })
    expect(body.result).toMatchObject({ token: 'abc123' })
  })

  it('comes from ?token= for vue-storefront-api callers', async () => {
    expect((await readContext('/api/test/context?token=xyz')).body.result).toMatchObject({
      token: 'xyz',
    })
  })

  it('prefers the Bearer header over ?token=', async () => {
    const { body } = await readContext('/api/test/context?token=from-query', {
      authorization: 'Bearer from-header',
    })
    expect(body.result).toMatchObject({ token: 'from-header' })
  })
})
