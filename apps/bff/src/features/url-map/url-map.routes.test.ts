// POST /api/url/resolve as the storefront's URL resolution sees it (spec 000 §2), on the tiny seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import {
  buildImportedApp,
  createCatalogFixture,
  type CatalogFixture,
} from '../catalog-import/catalog-fixture.test-helpers.js'

let fixture: CatalogFixture
let app: App

beforeAll(async () => {
  fixture = await createCatalogFixture()
  app = await buildImportedApp(fixture)
})

afterAll(async () => {
  await app?.close()
  await fixture?.cleanUp()
})

interface MapAnswer {
  code: number
  result: { type: string; item: Record<string, unknown> }
}

async function map(url: string, headers: Record<string, string> = {}, extra: object = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/url/resolve',
    payload: { url, ...extra },
    headers,
  })
  return { status: response.statusCode, body: response.json() as MapAnswer }
}

describe('POST /api/url/resolve', () => {
  it('resolves a product url_path to the product, priced for the store view', async () => {
    const { status, body } = await map(
      '/women/jewellery/earrings/pearl-drop-earrings-23.html?size=1',
    )
    expect(status).toBe(200)
    expect(body.result.type).toBe('product')
    expect(body.result.item).toMatchObject({ sku: 'EAR-0001', price_incl_tax: 79.99 })
  })

  it('resolves a category path without its leading slash, and keeps only the asked fields', async () => {
    const { body } = await map('/women/clothing/dresses/', {}, { includeFields: ['id', 'name'] })
    expect(body.result).toEqual({ type: 'category', item: { id: 5, name: 'Dresses' } })
  })

  it('resolves a CMS page by its identifier', async () => {
    const { body } = await map('about-us')
    expect(body.result.type).toBe('cms_page')
    expect(body.result.item.identifier).toBe('about-us')
  })

  it('answers a 301 rewrite entry as a permanent redirect, in the store view of the request', async () => {
    expect((await map('ladies')).body.result).toEqual({
      type: 'redirect',
      redirect: { target: '/women', status: 301 },
    })
    expect((await map('/nl/ladies')).body.result).toEqual({
      type: 'redirect',
      redirect: { target: '/nl/dames', status: 301 },
    })
  })

  it("resolves a store view's own url keys in its own catalogue", async () => {
    const category = await map('/nl/dames/sieraden/oorbellen')
    expect(category.body.result).toMatchObject({ type: 'category', item: { name: 'Oorbellen' } })
    const product = await map('/de/damen/schmuck/ohrringe/perlen-ohrhaenger-23.html')
    expect(product.body.result).toMatchObject({
      type: 'product',
      item: { sku: 'EAR-0001', name: 'Perlen-Ohrhänger' },
    })
    expect((await map('/dames/sieraden')).status).toBe(404)
  })

  it("redirects an English url key under /nl or /de to the store view's own path (D83)", async () => {
    expect((await map('/nl/women/jewellery/earrings')).body.result).toEqual({
      type: 'redirect',
      redirect: { target: '/nl/dames/sieraden/oorbellen', status: 301 },
    })
    const product = await map('women/jewellery/earrings/pearl-drop-earrings-23.html', {
      'x-vs-store-code': 'de',
    })
    expect(product.body.result).toEqual({
      type: 'redirect',
      redirect: { target: '/de/damen/schmuck/ohrringe/perlen-ohrhaenger-23.html', status: 301 },
    })
  })

  it('answers a 302 campaign path as a temporary redirect', async () => {
    const { body } = await map('summer-sale', { 'x-vs-store-code': 'de' })
    expect(body.result).toEqual({ type: 'redirect', redirect: { target: '/de/sale', status: 302 } })
  })

  it('answers 404 in the envelope when nothing maps to the path, twice the same', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const { status, body } = await map('/no/such/page')
      expect(status).toBe(404)
      expect(body).toEqual({ code: 404, result: 'No mapping found' })
    }
  })

  it('refuses a body without url, naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/url/resolve', payload: {} })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors[0].field).toBe('body.url')
  })
})

describe('POST /api/url/map, as vue-storefront-api answers it (D232)', () => {
  async function vsfMap(body: object, headers: Record<string, string> = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/url/map',
      payload: body,
      headers,
    })
    return { status: response.statusCode, body: response.json() as Record<string, unknown> | null }
  }

  it('answers the product hit, not enveloped, priced for the store view', async () => {
    const { status, body } = await vsfMap({
      url: 'women/jewellery/earrings/pearl-drop-earrings-23.html',
      includeFields: null,
      excludeFields: [],
      options: { prefetchGroupProducts: true },
      groupId: null,
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      _index: 'vue_storefront_catalog_product',
      _type: 'product',
      _id: '23',
      _score: null,
      _source: { sku: 'EAR-0001', price_incl_tax: 79.99 },
    })
  })

  it("reads the store view's own index and keeps the url fields beside the asked ones", async () => {
    const { body } = await vsfMap(
      { url: 'dames/sieraden/oorbellen', includeFields: ['name'] },
      { 'x-vs-store-code': 'nl' },
    )
    expect(body).toMatchObject({ _index: 'vue_storefront_catalog_nl_category', _type: 'category' })
    expect(Object.keys((body as { _source: object })._source).sort()).toEqual(
      expect.arrayContaining(['id', 'name', 'slug', 'url_path']),
    )
    expect((body as { _source: object })._source).not.toHaveProperty('children_data')
  })

  it('answers null (200) for a path nothing maps to, and for a rewrite that redirects', async () => {
    for (const url of ['no/such/page', 'ladies']) {
      const answer = await app.inject({ method: 'POST', url: '/api/url/map', payload: { url } })
      expect(answer.statusCode).toBe(200)
      expect(answer.body).toBe('null')
    }
  })

  it('refuses a body without url, naming the field', async () => {
    const { status, body } = await vsfMap({ includeFields: null })
    expect(status).toBe(400)
    expect((body as { errors: Array<{ field: string }> }).errors[0]?.field).toBe('body.url')
  })
})
