// The Vue Storefront 1 compatibility suite (D228–D230): the calls a VSF 1.12 front end makes
// during one visit (menu, category with filters and sort, search, a configurable product and its
// review, cart, totals, shipping and payment methods, order, sign-up, login, me, order history),
// each with the request VSF sends and the parts of the answer VSF reads, written from
// vsf-api-contract §0, §1 and §6. Runs on the embedded search engine always, and on Elasticsearch when ELASTICSEARCH_URL
// is set. The visit is one story: each step uses what the previous ones answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { confirmFromMail, dutchAddress } from '../../test/commerce-app.js'
import type { App } from '../app.js'
import {
  buildImportedApp,
  createCatalogFixture,
  type CatalogFixture,
} from '../features/catalog-import/catalog-fixture.test-helpers.js'

const elasticsearchUrl = process.env.ELASTICSEARCH_URL?.trim()
const engines: Array<[string, Record<string, string>]> = [['embedded search', {}]]
if (elasticsearchUrl) {
  engines.push([
    'Elasticsearch',
    {
      SEARCH_ENGINE: 'elasticsearch',
      ELASTICSEARCH_URL: elasticsearchUrl,
      ELASTICSEARCH_INDEX_PREFIX: `vsf_compat_${process.pid}`,
    },
  ])
} else {
  console.info(
    '\nℹ VSF1 compatibility suite against Elasticsearch NOT REGISTERED: ELASTICSEARCH_URL is unset.\n',
  )
}

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const INDEX = '/api/catalog/vue_storefront_catalog'
const address = { ...dutchAddress, telephone: '0201234567' }

describe.each(engines)('a Vue Storefront 1.12 visit, on the %s', (_engine, overrides) => {
  let fixture: CatalogFixture
  let app: App
  const visit: Json = {}

  beforeAll(async () => {
    fixture = await createCatalogFixture()
    app = await buildImportedApp({ ...fixture, buildApp: () => fixture.buildApp(overrides) })
  })

  afterAll(async () => {
    await app?.close()
    await fixture?.cleanUp()
  })

  /** A call as VSF makes it: JSON body, `storeCode` appended, the answer parsed. */
  async function call(method: 'GET' | 'POST', url: string, body?: unknown, headers = {}) {
    const separator = url.includes('?') ? '&' : '?'
    const response = await app.inject({
      method,
      url: `${url}${separator}storeCode=default`,
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    })
    return { status: response.statusCode, body: response.json() as Json }
  }

  /** A SearchQuery sent as VSF's api-search-query adapter sends it (queryMethod GET). */
  async function searchQuery(type: string, query: Json, params = '') {
    const request = encodeURIComponent(JSON.stringify(query))
    return call(
      'GET',
      `${INDEX}/${type}/_search?request_format=search-query&response_format=standard&request=${request}${params}`,
    )
  }

  it('GET /api/ answers its version', async () => {
    const { status, body } = await call('GET', '/api/')
    expect(status).toBe(200)
    expect(body.version).toEqual(expect.any(String))
  })

  it('loads the menu: active categories up to level 3, and the filterable attributes', async () => {
    const categories = await searchQuery(
      'category',
      {
        _appliedFilters: [
          { attribute: 'is_active', value: { eq: true }, scope: 'default' },
          { attribute: 'level', value: { lte: 3 }, scope: 'default' },
        ],
        _availableFilters: [],
        _appliedSort: [{ field: 'position', options: 'asc' }],
        _searchText: '',
      },
      '&size=4000&from=0',
    )
    expect(categories.status).toBe(200)
    const names = categories.body.hits.hits.map((hit: Json) => hit._source.name)
    expect(names).toEqual(expect.arrayContaining(['Women', 'Men', 'Hats & Caps']))
    visit.caps = categories.body.hits.hits.find(
      (hit: Json) => hit._source.name === 'Hats & Caps' && hit._source.parent_id === 3,
    )?._source
    expect(visit.caps?.url_path).toEqual(expect.any(String))

    const attributes = await searchQuery(
      'attribute',
      {
        _appliedFilters: [
          { attribute: 'attribute_code', value: { in: ['color', 'size'] }, scope: 'default' },
        ],
      },
      '&size=10',
    )
    const colour = attributes.body.hits.hits.find(
      (hit: Json) => hit._source.attribute_code === 'color',
    )?._source
    expect(colour?.options?.length).toBeGreaterThan(0)
  })

  it('opens the category by its url, then lists it with a colour, a price range and a sort', async () => {
    // VSF 1.12 resolves a url by its url_path (urlModule.enableMapFallbackUrl is off by default)
    const mapped = await searchQuery(
      'category',
      { _appliedFilters: [{ attribute: 'url_path', value: { eq: visit.caps.url_path } }] },
      '&size=1',
    )
    expect(mapped.body.hits.hits[0]._source.id).toBe(visit.caps.id)

    const categoryIds = [visit.caps.id, ...visit.caps.children_data.map((child: Json) => child.id)]
    const listing = await searchQuery(
      'product',
      {
        _appliedFilters: [
          { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
          { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
          { attribute: 'category_ids', value: { in: categoryIds }, scope: 'default' },
          { attribute: 'color', value: { in: [5001] }, scope: 'catalog' },
          { attribute: 'price', value: { gte: 0, lte: 100 }, scope: 'catalog' },
        ],
        _availableFilters: ['color', 'size', 'price'].map((field) => ({
          field,
          scope: 'catalog',
          options: {},
        })),
        _appliedSort: [{ field: 'final_price', options: 'asc' }],
        _searchText: '',
      },
      '&size=50&from=0&sort=',
    )
    expect(listing.status).toBe(200)
    expect(listing.body.hits.total).toBeGreaterThan(0)
    for (const hit of listing.body.hits.hits) {
      expect(hit._source.price_incl_tax).toBeLessThanOrEqual(100)
      expect(hit._source.category_ids).toEqual(
        expect.arrayContaining([expect.toSatisfy((id) => categoryIds.includes(id))]),
      )
    }
    expect(listing.body.aggregations.agg_terms_color.buckets.length).toBeGreaterThan(1)
    expect(listing.body.aggregations.agg_terms_color_options).toBeDefined()
    expect(listing.body.aggregations.agg_range_price.buckets.length).toBeGreaterThan(0)
    expect(listing.body.aggregations.agg_terms_price.buckets.length).toBeGreaterThan(0)
  })

  it('searches text, as the search panel does', async () => {
    const found = await searchQuery(
      'product',
      {
        _appliedFilters: [
          { attribute: 'visibility', value: { in: [3, 4] }, scope: 'default' },
          { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
        ],
        _searchText: 'Pearl Drop Earrings',
      },
      '&size=18&from=0',
    )
    expect(found.status).toBe(200)
    expect(found.body.hits.hits[0]._source.sku).toBe('EAR-0001')
  })

  it('opens a configurable product by its url with its children, options and stock', async () => {
    const lookup = await call('POST', INDEX + '/product/_search?size=1', {
      query: { bool: { filter: { terms: { sku: ['DRS-0001'] } } } },
    })
    const dress = lookup.body.hits.hits[0]._source
    const mapped = await searchQuery(
      'product',
      { _appliedFilters: [{ attribute: 'url_path', value: { eq: dress.url_path } }] },
      '&size=1',
    )
    const product = mapped.body.hits.hits[0]._source
    expect(product.sku).toBe('DRS-0001')
    // with urlModule.enableMapFallbackUrl on, VSF 1.12 asks the URL map instead: the same hit
    const hit = await call('POST', '/api/url/map', {
      url: dress.url_path,
      includeFields: null,
      excludeFields: [],
      options: {},
    })
    expect(hit.status).toBe(200)
    expect(hit.body).toMatchObject({ _type: 'product', _source: { sku: 'DRS-0001' } })
    expect(hit.body._source.configurable_children.length).toBe(product.configurable_children.length)
    expect(product.configurable_children.length).toBeGreaterThan(1)
    for (const child of product.configurable_children) {
      expect(child.price_incl_tax).toEqual(expect.any(Number))
    }
    expect(product.configurable_options.map((option: Json) => option.attribute_code)).toEqual(
      expect.arrayContaining(['color', 'size']),
    )
    const child = product.configurable_children.find(
      (candidate: Json) => candidate.stock?.is_in_stock !== false,
    )
    const stock = await call('GET', `/api/stock/check?sku=${encodeURIComponent(child.sku)}`)
    expect(stock.body).toMatchObject({ code: 200, result: { is_in_stock: true } })
    expect(stock.body.result.qty).toEqual(expect.any(Number))
    visit.dress = product
    visit.child = child
  })

  it('posts a review of the product, which waits for moderation', async () => {
    const posted = await call('POST', '/api/review/create', {
      review: {
        product_id: visit.dress.id,
        title: 'Lovely dress',
        detail: 'Light and true to size.',
        nickname: 'Eva',
        review_entity: 'product',
      },
    })
    expect(posted.body).toMatchObject({ code: 200, result: { review_status: 2 } })
    const reviews = await searchQuery('review', {
      _appliedFilters: [
        { attribute: 'product_id', value: { eq: visit.dress.id }, scope: 'default' },
        { attribute: 'review_status', value: { eq: 1 }, scope: 'default' },
      ],
    })
    expect(reviews.body.hits).toMatchObject({ total: 0, hits: [] })
  })

  it('puts the chosen size and colour and a cap in a guest cart, and pulls it', async () => {
    const created = await call('POST', '/api/cart/create?token=')
    expect(created.body.code).toBe(200)
    const cartId = created.body.result as string
    expect(cartId).toEqual(expect.any(String))
    const options = visit.dress.configurable_options.map((option: Json) => ({
      option_id: String(option.attribute_id),
      option_value: String(visit.child[option.attribute_code]),
    }))
    const dress = await call('POST', `/api/cart/update?token=&cartId=${cartId}`, {
      cartItem: {
        sku: visit.dress.sku,
        qty: 1,
        quoteId: cartId,
        product_option: { extension_attributes: { configurable_item_options: options } },
      },
    })
    expect(dress.body.errors ?? dress.body.result).toMatchObject({ sku: visit.child.sku, qty: 1 })
    const cap = await call('POST', `/api/cart/update?token=&cartId=${cartId}`, {
      cartItem: { sku: 'CAP-0001-BLACK', qty: 2, quoteId: cartId },
    })
    expect(cap.body).toMatchObject({
      code: 200,
      result: { sku: 'CAP-0001-BLACK', qty: 2, quote_id: cartId },
    })
    expect(cap.body.result.item_id).toEqual(expect.any(Number))
    const pulled = await call('GET', `/api/cart/pull?token=&cartId=${cartId}`)
    expect(pulled.body.result.map((item: Json) => item.sku).sort()).toEqual(
      ['CAP-0001-BLACK', visit.child.sku].sort(),
    )
    visit.cartId = cartId
    visit.items = pulled.body.result
  })

  it('reads totals, payment and shipping methods, and sends the shipping information', async () => {
    const { cartId } = visit
    const totals = await call('GET', `/api/cart/totals?token=&cartId=${cartId}`)
    expect(totals.body.code).toBe(200)
    expect(totals.body.result).toMatchObject({ items_qty: 3, quote_currency_code: 'EUR' })
    expect(totals.body.result.total_segments.map((segment: Json) => segment.code)).toEqual(
      expect.arrayContaining(['subtotal', 'grand_total']),
    )
    const payment = await call('GET', `/api/cart/payment-methods?token=&cartId=${cartId}`)
    expect(payment.body.result.map((method: Json) => method.code)).toContain('checkmo')
    const shipping = await call('POST', `/api/cart/shipping-methods?token=&cartId=${cartId}`, {
      address: { country_id: 'NL', postcode: '1012AB' },
    })
    const method = shipping.body.result[0]
    expect(method).toMatchObject({ carrier_code: expect.any(String), available: true })
    const information = await call(
      'POST',
      `/api/cart/shipping-information?token=&cartId=${cartId}`,
      {
        addressInformation: {
          shippingAddress: { ...address, countryId: 'NL' },
          billingAddress: { ...address, countryId: 'NL' },
          shippingCarrierCode: method.carrier_code,
          shippingMethodCode: method.method_code,
        },
      },
    )
    expect(information.body.code).toBe(200)
    expect(information.body.result.payment_methods.length).toBeGreaterThan(0)
    expect(information.body.result.totals.grand_total).toBeGreaterThan(
      totals.body.result.subtotal_incl_tax - 0.01,
    )
    visit.method = method
  })

  it('places the order', async () => {
    const order = await call('POST', '/api/order', {
      user_id: '',
      cart_id: visit.cartId,
      products: visit.items.map((item: Json) => ({ sku: item.sku, qty: item.qty })),
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_method_code: visit.method.method_code,
        shipping_carrier_code: visit.method.carrier_code,
        payment_method_code: 'checkmo',
        payment_method_additional: {},
      },
    })
    expect(order.status).toBe(200)
    expect(order.body.result).toMatchObject({
      orderNumber: expect.any(String),
      backendOrderId: expect.anything(),
    })
  })

  it('signs up, logs in, reads me with its group token, and the order history', async () => {
    const email = `vsf-${process.pid}@example.com`
    const created = await call('POST', '/api/user/create', {
      customer: { email, firstname: 'Eva', lastname: 'de Vries', addresses: [] },
      password: 'Secret-pass1',
    })
    expect(created.body.errors ?? created.body.result).toMatchObject({ email })
    await confirmFromMail(app, email)
    const login = await call('POST', '/api/user/login', {
      username: email,
      password: 'Secret-pass1',
    })
    expect(login.body).toMatchObject({ code: 200, result: expect.any(String) })
    expect(login.body.meta.refreshToken).toEqual(expect.any(String))
    const token = login.body.result as string

    const me = await call('GET', `/api/user/me?token=${token}`)
    expect(me.body.result).toMatchObject({
      email,
      firstname: 'Eva',
      groupToken: expect.any(String),
    })
    // users.tokenInHeader: the same with Authorization: Bearer
    const meInHeader = await call('GET', '/api/user/me', undefined, {
      authorization: `Bearer ${token}`,
    })
    expect(meInHeader.body.result.email).toBe(email)

    const cart = await call('POST', `/api/cart/create?token=${token}`)
    expect(cart.body.code).toBe(200)
    const history = await call(
      'GET',
      `/api/user/order-history?token=${token}&pageSize=20&currentPage=1`,
    )
    expect(history.body.code).toBe(200)
    expect(history.body.result).toMatchObject({ items: [], total_count: 0 })

    const refreshed = await call('POST', '/api/user/refresh', {
      refreshToken: login.body.meta.refreshToken,
    })
    expect(refreshed.body).toMatchObject({ code: 200, result: expect.any(String) })

    const wrong = await call('POST', '/api/user/login', { username: email, password: 'wrong' })
    expect(wrong.body.code).toBe(401)
  })

  it('answers a cart it does not know with a body code that is not 200', async () => {
    const pulled = await call('GET', '/api/cart/pull?token=&cartId=no-such-cart')
    expect(pulled.body.code).not.toBe(200)
    expect(pulled.body.code).toBe(pulled.status)
  })
})
