// The access matrix: every user, cart, order, wishlist and return endpoint tried against one
// customer's data with another customer's token, an expired token, a refresh token used twice
// (both as a refresh and as a bearer) and no token. Each attempt that names the owner's data (cart
// id, order id, address id, customer id, wishlist id, wishlist item id, return id) is denied with
// 401, 403 or 404; the calls that act on the token's own account (profile, history, password,
// wishlists) act on the intruder's account only; no answer carries a field of the owner, and the
// owner's data is unchanged afterwards. A wishlist's sharing code reads the list and never changes
// it (spec 001 §7). On PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureCatalogue, fixtureNow } from '../../adapters/commerce/commerce.fixtures.js'
import { readEngineSettings } from '../../adapters/commerce/build-commerce.js'
import {
  EmbeddedCommerce,
  type EmbeddedCommerceOptions,
} from '../../adapters/commerce/embedded-commerce.js'
import { loadEnv } from '../../env.js'
import type { App } from '../../app.js'
import { confirmFromMail, dutchAddress, postAs } from '../../../test/commerce-app.js'
import { buildTestApp } from '../../../test/helpers.js'
import {
  assertPostgresForCi,
  createTestDatabase,
  resolvePostgresForTests,
} from '../../../test/postgres.js'

const PASSWORD = 'Owner-pass-1'
const OWNER = {
  email: 'owena.owner@example.nl',
  firstname: 'Owena',
  lastname: 'Ownerdottir',
  city: 'Ownerstad',
  wishlist: 'Eigenlijst zeven',
}

interface Fixture {
  app: App
  /** Moves the engine's clock (tokens expire by it). */
  advanceClock(seconds: number): void
  dispose(): Promise<void>
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
interface Call {
  method: Method
  url: string
  payload?: Record<string, unknown>
  /** Acts on the token's own account: another customer's token reaches only their own data. */
  ownAccount?: boolean
}

function describeAccessMatrix(name: string, open: () => Promise<Fixture>) {
  describe(`access matrix on ${name}`, () => {
    let fixture: Fixture
    let app: App
    const wish = { listId: 0, itemId: 0, sharingCode: '', intruderListId: 0 }
    const owner = {
      id: 0,
      cartId: '',
      itemId: 0,
      orderId: 0,
      orderNumber: '',
      addressId: 0,
      returnId: 0,
      orderItemId: 0,
    }
    const tokens = { owner: '', intruder: '', expired: '', usedRefresh: '' }

    const post = (url: string, payload?: unknown, token?: string) =>
      postAs(app, url, payload, token)

    async function signUpAndLogIn(email: string, firstname: string, lastname: string) {
      const created = await post('/api/user/create', {
        customer: { email, firstname, lastname },
        password: PASSWORD,
      })
      await confirmFromMail(app, email)
      const login = (
        await post('/api/user/login', { username: email, password: PASSWORD })
      ).json() as {
        result: string
        meta: { refreshToken: string }
      }
      return { id: (created.json() as { result: { id: number } }).result.id, ...login }
    }

    beforeAll(async () => {
      fixture = await open()
      app = fixture.app
      const ownerLogin = await signUpAndLogIn(OWNER.email, OWNER.firstname, OWNER.lastname)
      owner.id = ownerLogin.id
      const ownerAddress = {
        ...dutchAddress,
        firstname: OWNER.firstname,
        lastname: OWNER.lastname,
        city: OWNER.city,
        street: ['Eigenweg', '1'],
      }
      delete (ownerAddress as { email?: string }).email
      const profile = await post(
        '/api/user/me',
        {
          customer: {
            email: OWNER.email,
            firstname: OWNER.firstname,
            lastname: OWNER.lastname,
            addresses: [ownerAddress],
          },
        },
        ownerLogin.result,
      )
      owner.addressId =
        (profile.json() as { result: { addresses: Array<{ id: number }> } }).result.addresses[0]
          ?.id ?? 0
      const ordered = await post(
        '/api/order',
        {
          user_id: String(owner.id),
          products: [{ sku: 'CAP', qty: 1 }],
          addressInformation: {
            shippingAddress: { ...dutchAddress, city: OWNER.city },
            billingAddress: { ...dutchAddress, city: OWNER.city },
            shipping_carrier_code: 'flatrate',
            shipping_method_code: 'flatrate',
            payment_method_code: 'checkmo',
          },
        },
        ownerLogin.result,
      )
      owner.orderNumber = (ordered.json() as { result: { orderNumber: string } }).result.orderNumber
      owner.orderId = Number(
        (ordered.json() as { result: { backendOrderId: string } }).result.backendOrderId,
      )
      const returnable = await app.inject({
        method: 'GET',
        url: `/api/returns/order/${owner.orderId}`,
        headers: { authorization: `Bearer ${ownerLogin.result}` },
      })
      owner.orderItemId = (
        returnable.json() as { result: { items: Array<{ orderItemId: number }> } }
      ).result.items[0]!.orderItemId
      const returned = await post(
        '/api/returns',
        {
          orderId: owner.orderId,
          reason: 'too-small',
          comment: 'Eigenweg',
          items: [{ orderItemId: owner.orderItemId, qty: 1 }],
        },
        ownerLogin.result,
      )
      owner.returnId = (returned.json() as { result: { id: number } }).result.id
      owner.cartId = (
        (await post('/api/cart/create', undefined, ownerLogin.result)).json() as { result: string }
      ).result
      const added = await post(
        `/api/cart/update?cartId=${owner.cartId}`,
        { cartItem: { sku: 'CAP', qty: 1 } },
        ownerLogin.result,
      )
      owner.itemId = (added.json() as { result: { item_id: number } }).result.item_id

      // A refresh token used once; its second use (and any use as a bearer) must fail.
      const refreshed = await post('/api/user/refresh', {
        refreshToken: ownerLogin.meta.refreshToken,
      })
      expect(refreshed.statusCode).toBe(200)
      tokens.usedRefresh = ownerLogin.meta.refreshToken
      tokens.expired = (refreshed.json() as { result: string }).result

      // An hour and a minute later the owner's access tokens have expired (D26: one hour).
      fixture.advanceClock(3660)
      tokens.owner = (
        await post('/api/user/login', { username: OWNER.email, password: PASSWORD })
      ).json().result as string
      tokens.intruder = (await signUpAndLogIn('ivo.intruder@example.nl', 'Ivo', 'Intruder')).result

      // The owner's shared wishlist with one item; the intruder's own default list.
      const ownerList = await callAs('POST', '/api/wishlist', tokens.owner, {
        wishlist: { name: OWNER.wishlist },
      })
      wish.listId = (ownerList.json() as { result: { wishlist_id: number } }).result.wishlist_id
      const ownerItem = await callAs('POST', `/api/wishlist/${wish.listId}/items`, tokens.owner, {
        wishlistItem: { product_id: 10 },
      })
      wish.itemId = (ownerItem.json() as { result: { item_id: number } }).result.item_id
      const shared = await callAs('POST', `/api/wishlist/${wish.listId}/share`, tokens.owner)
      wish.sharingCode = (shared.json() as { result: { sharing_code: string } }).result.sharing_code
      const intruderLists = await callAs('GET', '/api/wishlist', tokens.intruder)
      wish.intruderListId = (
        intruderLists.json() as { result: Array<{ wishlist_id: number }> }
      ).result[0]!.wishlist_id
    }, 120_000)

    const callAs = (method: Method, url: string, token?: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      })

    afterAll(async () => {
      await fixture?.dispose()
    })

    const foreignAddress = () => ({ ...dutchAddress, id: owner.addressId, street: ['Dam', '1'] })
    const calls = (): Call[] => [
      { method: 'GET', url: '/api/user/me', ownAccount: true },
      {
        method: 'POST',
        url: '/api/user/me',
        payload: {
          customer: {
            email: 'ivo.intruder@example.nl',
            firstname: 'Ivo',
            lastname: 'Intruder',
            addresses: [stripEmail(foreignAddress())],
          },
        },
      },
      {
        method: 'POST',
        url: '/api/user/me',
        payload: {
          customer: {
            email: 'ivo.intruder@example.nl',
            firstname: 'Ivo',
            lastname: 'Intruder',
            addresses: [
              stripEmail({ ...dutchAddress, customer_id: owner.id, street: ['Dam', '1'] }),
            ],
          },
        },
      },
      {
        method: 'POST',
        url: '/api/user/change-password',
        payload: { currentPassword: PASSWORD, newPassword: 'Taken-over-9' },
        ownAccount: true,
      },
      { method: 'GET', url: '/api/user/order-history', ownAccount: true },
      { method: 'GET', url: `/api/user/order-detail?orderId=${owner.orderId}` },
      {
        method: 'POST',
        url: `/api/cart/update?cartId=${owner.cartId}`,
        payload: { cartItem: { sku: 'CAP', qty: 5 } },
      },
      {
        method: 'POST',
        url: `/api/cart/delete?cartId=${owner.cartId}`,
        payload: { cartItem: { item_id: owner.itemId } },
      },
      { method: 'GET', url: `/api/cart/pull?cartId=${owner.cartId}` },
      { method: 'GET', url: `/api/cart/totals?cartId=${owner.cartId}` },
      { method: 'GET', url: `/api/cart/payment-methods?cartId=${owner.cartId}` },
      {
        method: 'POST',
        url: `/api/cart/shipping-methods?cartId=${owner.cartId}`,
        payload: { address: { country_id: 'NL' } },
      },
      {
        method: 'POST',
        url: `/api/cart/shipping-information?cartId=${owner.cartId}`,
        payload: { addressInformation: { shippingAddress: { countryId: 'NL' } } },
      },
      {
        method: 'POST',
        url: `/api/cart/collect-totals?cartId=${owner.cartId}`,
        payload: { methods: { paymentMethod: { method: 'checkmo' } } },
      },
      { method: 'POST', url: `/api/cart/apply-coupon?cartId=${owner.cartId}&coupon=WELCOME10` },
      { method: 'POST', url: `/api/cart/delete-coupon?cartId=${owner.cartId}` },
      { method: 'GET', url: `/api/cart/coupon?cartId=${owner.cartId}` },
      { method: 'GET', url: `/api/ext/amasty-coupons/coupons?cartId=${owner.cartId}` },
      {
        method: 'POST',
        url: `/api/ext/amasty-coupons/coupons-apply?cartId=${owner.cartId}`,
        payload: { couponCodes: ['WELCOME10'] },
      },
      { method: 'POST', url: '/api/order', payload: orderOn(owner.cartId, String(owner.id)) },
      { method: 'GET', url: '/api/returns', ownAccount: true },
      { method: 'GET', url: `/api/returns/${owner.returnId}` },
      { method: 'GET', url: `/api/returns/order/${owner.orderId}` },
      {
        method: 'POST',
        url: '/api/returns',
        payload: {
          orderId: owner.orderId,
          reason: 'damaged',
          items: [{ orderItemId: owner.orderItemId, qty: 1 }],
        },
      },
      { method: 'POST', url: '/api/order', payload: orderOn(owner.cartId, '') },
      // spec 001 §7: the wishlist calls
      { method: 'GET', url: '/api/wishlist', ownAccount: true },
      {
        method: 'POST',
        url: '/api/wishlist',
        payload: { wishlist: { name: 'Ivo’s own' } },
        ownAccount: true,
      },
      {
        method: 'PUT',
        url: `/api/wishlist/${wish.listId}`,
        payload: { wishlist: { name: 'Taken over' } },
      },
      { method: 'DELETE', url: `/api/wishlist/${wish.listId}` },
      { method: 'POST', url: `/api/wishlist/${wish.listId}/share` },
      {
        method: 'POST',
        url: `/api/wishlist/${wish.listId}/items`,
        payload: { wishlistItem: { product_id: 1 } },
      },
      { method: 'DELETE', url: `/api/wishlist/${wish.listId}/items/${wish.itemId}` },
      // the owner's item through a list of the caller's own
      { method: 'DELETE', url: `/api/wishlist/${wish.intruderListId}/items/${wish.itemId}` },
    ]

    const attackers: Array<[string, () => string | undefined]> = [
      ['another customer’s token', () => tokens.intruder],
      ['an expired token', () => tokens.expired],
      ['a used refresh token as bearer', () => tokens.usedRefresh],
      ['no token', () => undefined],
    ]

    function expectNoOwnerField(body: string) {
      for (const secret of [
        OWNER.email,
        OWNER.firstname,
        OWNER.lastname,
        OWNER.city,
        owner.orderNumber,
        'Eigenweg',
        OWNER.wishlist,
      ]) {
        expect(body).not.toContain(secret)
      }
    }

    it('refuses a refresh token the second time', async () => {
      const again = await post('/api/user/refresh', { refreshToken: tokens.usedRefresh })
      expect(again.statusCode).toBe(401)
      expectNoOwnerField(again.body)
    })

    for (const [who, tokenOf] of attackers) {
      it(`denies every call on the owner’s data with ${who}, leaking none of it`, async () => {
        const outcomes: string[] = []
        for (const call of calls()) {
          const token = tokenOf()
          const response = await app.inject({
            method: call.method,
            url: call.url,
            headers: token ? { authorization: `Bearer ${token}` } : {},
            ...(call.payload ? { payload: call.payload } : {}),
          })
          expectNoOwnerField(response.body)
          const acted = call.ownAccount && who === 'another customer’s token'
          const denied = [401, 403, 404].includes(response.statusCode)
          if (acted ? response.statusCode !== 200 : !denied) {
            outcomes.push(`${call.method} ${call.url} → ${response.statusCode} ${response.body}`)
          }
        }
        expect(outcomes).toEqual([])
      })
    }

    it('reads a shared list by its code and never changes it through the code', async () => {
      const code = wish.sharingCode
      const read = await callAs('GET', `/api/wishlist/shared/${code}`)
      expect(read.json()).toMatchObject({ code: 200, result: { name: OWNER.wishlist } })
      for (const secret of [OWNER.email, OWNER.firstname, OWNER.lastname, OWNER.city]) {
        expect(read.body).not.toContain(secret)
      }
      const changes: Array<[Method, string, unknown?]> = [
        ['PUT', `/api/wishlist/shared/${code}`, { wishlist: { name: 'Taken over' } }],
        ['DELETE', `/api/wishlist/shared/${code}`],
        ['POST', `/api/wishlist/shared/${code}/items`, { wishlistItem: { product_id: 1 } }],
        ['DELETE', `/api/wishlist/shared/${code}/items/${wish.itemId}`],
        ['POST', `/api/wishlist/shared/${code}/share`],
        ['PUT', `/api/wishlist/${code}`, { wishlist: { name: 'Taken over' } }],
        ['DELETE', `/api/wishlist/${code}`],
        ['POST', `/api/wishlist/${code}/items`, { wishlistItem: { product_id: 1 } }],
        ['DELETE', `/api/wishlist/${code}/items/${wish.itemId}`],
      ]
      const allowed: string[] = []
      for (const token of [tokens.intruder, undefined]) {
        for (const [method, url, payload] of changes) {
          const response = await callAs(method, url, token, payload)
          if (response.statusCode < 400) allowed.push(`${method} ${url} → ${response.statusCode}`)
        }
      }
      expect(allowed).toEqual([])
    })

    it('leaves the owner’s profile, password, addresses, cart and orders as they were', async () => {
      const me = await app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { authorization: `Bearer ${tokens.owner}` },
      })
      expect(me.json()).toMatchObject({
        result: {
          email: OWNER.email,
          firstname: OWNER.firstname,
          addresses: [{ id: owner.addressId, city: OWNER.city }],
        },
      })
      const login = await post('/api/user/login', { username: OWNER.email, password: PASSWORD })
      expect(login.statusCode).toBe(200)
      const pulled = await app.inject({
        method: 'GET',
        url: `/api/cart/pull?cartId=${owner.cartId}`,
        headers: { authorization: `Bearer ${tokens.owner}` },
      })
      expect(pulled.json()).toMatchObject({ result: [{ sku: 'CAP', qty: 1 }] })
      const detail = await app.inject({
        method: 'GET',
        url: `/api/user/order-detail?orderId=${owner.orderId}`,
        headers: { authorization: `Bearer ${tokens.owner}` },
      })
      expect(detail.json()).toMatchObject({
        code: 200,
        result: { increment_id: owner.orderNumber, shipping_address: { city: OWNER.city } },
      })
      expect(await app.adapters.commerce.listCustomerOrders(owner.id)).toHaveLength(1)
      const lists = await callAs('GET', '/api/wishlist', tokens.owner)
      expect(lists.json()).toMatchObject({
        result: [
          { is_default: true, items: [] },
          {
            wishlist_id: wish.listId,
            name: OWNER.wishlist,
            sharing_code: wish.sharingCode,
            items: [{ item_id: wish.itemId, product_id: 10 }],
          },
        ],
      })
      expect((lists.json() as { result: unknown[] }).result).toHaveLength(2)
      const returns = await app.adapters.commerce.listCustomerReturns(owner.id, {
        pageSize: 10,
        currentPage: 1,
      })
      expect(
        returns.items.map((record) => [record.id, record.status, record.items.length]),
      ).toEqual([[owner.returnId, 'requested', 1]])
      const left = await app.adapters.commerce.readReturnableOrder(owner.orderId, {
        customerId: owner.id,
      })
      // The order had one cap and the owner's return holds it: nobody else's request added one.
      expect(left?.items[0]?.qtyReturnable).toBe(0)
    })
  })
}

function stripEmail<T extends { email?: string }>(address: T): Omit<T, 'email'> {
  const { email: _email, ...rest } = address
  return rest
}

function orderOn(cartId: string, userId: string) {
  return {
    user_id: userId,
    cart_id: cartId,
    products: [{ sku: 'CAP', qty: 1 }],
    addressInformation: {
      shippingAddress: dutchAddress,
      billingAddress: dutchAddress,
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      payment_method_code: 'checkmo',
    },
  }
}

/** The BFF on an engine whose clock the test moves. */
async function openFixture(
  options: Pick<EmbeddedCommerceOptions, 'databaseUrl'>,
  dispose = async () => {},
) {
  let clock = fixtureNow.getTime()
  const settings = readEngineSettings(loadEnv({}), () => new Date(clock))
  const commerce = await EmbeddedCommerce.open({ pgliteDir: 'memory://', settings, ...options })
  await commerce.importCatalogue(fixtureCatalogue)
  const app = await buildTestApp(
    { AUTH_RATE_LIMIT_IP_MAX: '1000' },
    { adapters: { commerce }, underPressure: { maxEventLoopDelay: 0, maxEventLoopUtilization: 0 } },
  )
  return {
    app,
    advanceClock: (seconds: number) => {
      clock += seconds * 1000
    },
    dispose: async () => {
      await app.close()
      await dispose()
    },
  }
}

describeAccessMatrix('PGlite', () => openFixture({}))

const postgres = await resolvePostgresForTests()

describe.skipIf(!postgres.run)('on a real PostgreSQL', () => {
  it('uses a PostgreSQL that answers', () => assertPostgresForCi(postgres.availability))

  describeAccessMatrix('PostgreSQL', async () => {
    assertPostgresForCi(postgres.availability)
    const database = await createTestDatabase()
    return openFixture({ databaseUrl: database.url }, () => database.drop())
  })
})
