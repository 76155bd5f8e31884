// Customer group prices (spec 000 §6, vsf-api-contract §1.6, D188): `/api/user/me` answers a
// signed `groupToken`; a catalogue query that sends it back is priced for the customer's group
// when group tax is configured, and is refused when the token was not signed by this shop.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app.js'
import { confirmFromMail, postAs } from '../../../test/commerce-app.js'
import {
  buildImportedApp,
  createCatalogFixture,
  type CatalogFixture,
} from '../catalog-import/catalog-fixture.test-helpers.js'

interface PricedItem {
  sku: string
  prices: { final: { incl: number; excl: number } }
}

let fixture: CatalogFixture

beforeAll(async () => {
  fixture = await createCatalogFixture()
})

afterAll(async () => {
  await fixture?.cleanUp()
})

async function groupTokenOf(app: App, email: string): Promise<string> {
  await postAs(app, '/api/user/create', {
    customer: { email, firstname: 'Eva', lastname: 'Bos' },
    password: 'Secret-pass1',
  })
  await confirmFromMail(app, email)
  const login = await postAs(app, '/api/user/login', { username: email, password: 'Secret-pass1' })
  const token = login.json<{ result: string }>().result
  const me = await app.inject({
    method: 'GET',
    url: '/api/user/me',
    headers: { authorization: `Bearer ${token}` },
  })
  expect(me.statusCode).toBe(200)
  const customer = me.json<{ result: { group_id: number; groupToken?: string } }>().result
  expect(customer.group_id).toBe(1)
  expect(customer.groupToken).toEqual(expect.any(String))
  return customer.groupToken as string
}

async function firstPrice(app: App, groupToken?: string): Promise<PricedItem> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/catalog',
    payload: { type: 'product', size: 1, ...(groupToken ? { groupToken } : {}) },
  })
  expect(answer.statusCode).toBe(200)
  return answer.json<{ result: { items: PricedItem[] } }>().result.items[0] as PricedItem
}

describe('customer group prices', () => {
  it('prices a group token like a guest while group tax is off', async () => {
    const app = await buildImportedApp(fixture)
    try {
      const groupToken = await groupTokenOf(app, 'group-off@example.nl')
      expect(await firstPrice(app, groupToken)).toEqual(await firstPrice(app))
    } finally {
      await app.close()
    }
  })

  it('prices for the customer’s group when group tax is on, and refuses a forged token', async () => {
    // The seed's VAT rules name customer tax class 3: guests (group 3) pay VAT, group 1 does not.
    const app = await buildImportedApp({
      ...fixture,
      buildApp: (overrides) => fixture.buildApp({ ...overrides, TAX_USER_GROUP_ID: '3' }),
    })
    try {
      const groupToken = await groupTokenOf(app, 'group-on@example.nl')
      const guest = await firstPrice(app)
      const customer = await firstPrice(app, groupToken)
      expect(customer.sku).toBe(guest.sku)
      expect(guest.prices.final.incl).toBeGreaterThan(guest.prices.final.excl)
      expect(customer.prices.final.incl).toBe(customer.prices.final.excl)

      const [header, payload, signature] = groupToken.split('.') as [string, string, string]
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object
      const raised = Buffer.from(JSON.stringify({ ...claims, group_id: 3 })).toString('base64url')
      const forged = await app.inject({
        method: 'POST',
        url: '/api/catalog',
        payload: { type: 'product', size: 1, groupToken: `${header}.${raised}.${signature}` },
      })
      expect(forged.statusCode).toBe(400)
      expect(forged.json()).toMatchObject({ errors: [{ field: 'body.groupToken' }] })
    } finally {
      await app.close()
    }
  })

  it('refuses a token past its lifetime with a 400 that says how to get a new one (D224)', async () => {
    const app = await buildImportedApp(fixture)
    try {
      const groupToken = await groupTokenOf(app, 'group-expired@example.nl')
      expect((await firstPrice(app, groupToken)).sku).toEqual(expect.any(String))
      // only the clock moves: the token's hour (CUSTOMER_TOKEN_TTL_SECONDS) is over
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3601_000 })
      const expired = await app.inject({
        method: 'POST',
        url: '/api/catalog',
        payload: { type: 'product', size: 1, groupToken },
      })
      expect(expired.statusCode).toBe(400)
      expect(expired.json()).toMatchObject({
        errors: [{ field: 'body.groupToken', message: expect.stringContaining('expired') }],
      })
    } finally {
      vi.useRealTimers()
      await app.close()
    }
  })
})
