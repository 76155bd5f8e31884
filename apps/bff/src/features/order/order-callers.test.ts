// An order's Idempotency-Key and its order hash find only the same caller's answer (D182): a copy
// of another caller's order is refused with 409 and never answered with their order number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCommerceTestApp, createLoggedInCustomer } from '../../../test/commerce-app.js'

type TestApp = Awaited<ReturnType<typeof buildCommerceTestApp>>
let app: TestApp
let alice: { token: string }
let bob: { token: string }

beforeAll(async () => {
  app = await buildCommerceTestApp()
  alice = await createLoggedInCustomer(app, 'alice@example.nl')
  bob = await createLoggedInCustomer(app, 'bob@example.nl')
})

afterAll(async () => {
  await app.close()
})

interface Caller {
  name: string
  token?: string
  cartId?: string
}

/** A virtual product (no stock limit, no shipping): each run's e-mail makes its hash its own. */
function orderBody(email: string, cartId = '') {
  const address = {
    firstname: 'Jan',
    lastname: 'Jansen',
    street: ['Dam 1'],
    city: 'Amsterdam',
    postcode: '1012AB',
    country_id: 'NL',
    email,
  }
  return {
    user_id: '',
    cart_id: cartId,
    products: [{ sku: 'GIFT', qty: 1 }],
    addressInformation: {
      shippingAddress: address,
      billingAddress: address,
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: 'checkmo',
    },
  }
}

async function placeAs(caller: Caller, body: object, key?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/order',
    headers: {
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: body,
  })
  return { status: response.statusCode, body: response.json() as { result: unknown } }
}

const numberOf = (answer: { body: { result: unknown } }) =>
  (answer.body.result as { orderNumber?: string }).orderNumber

async function newGuestCart(): Promise<string> {
  const created = await app.inject({ method: 'POST', url: '/api/cart/create' })
  return (created.json() as { result: string }).result
}

describe('an order replayed by another caller', () => {
  it("refuses a customer's order sent again by a guest or another customer, and answers its owner", async () => {
    const body = orderBody('replayed@example.nl')
    const first = await placeAs({ name: 'alice', token: alice.token }, body)
    expect(first.status).toBe(200)
    for (const other of [{ name: 'guest' }, { name: 'bob', token: bob.token }]) {
      const replay = await placeAs(other, body)
      expect(replay.status, other.name).toBe(409)
      expect(JSON.stringify(replay.body)).not.toContain(String(numberOf(first)))
    }
    expect(numberOf(await placeAs({ name: 'alice', token: alice.token }, body))).toBe(
      numberOf(first),
    )
  })

  it('gives two callers using the same Idempotency-Key each their own order', async () => {
    const a = await placeAs({ name: 'alice', token: alice.token }, orderBody('k1@a.nl'), 'shared')
    const b = await placeAs({ name: 'bob', token: bob.token }, orderBody('k1@b.nl'), 'shared')
    const guest = await placeAs({ name: 'guest' }, orderBody('k1@g.nl'), 'shared')
    expect([a.status, b.status, guest.status]).toEqual([200, 200, 200])
    expect(new Set([numberOf(a), numberOf(b), numberOf(guest)]).size).toBe(3)
  })

  it('places exactly one order per caller and key over 500 randomized runs of concurrent duplicates', async () => {
    let seed = 20261125
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    for (let run = 0; run < 500; run++) {
      const kind = Math.floor(random() * 3)
      const second: Caller =
        kind === 0
          ? { name: 'guest' }
          : kind === 1
            ? { name: 'bob', token: bob.token }
            : { name: 'guest with a cart', cartId: await newGuestCart() }
      // Without server carts, half the runs send the very same body (the same order hash).
      const sameBody = second.cartId === undefined && random() < 0.5
      const key = `run-${run}`
      const bodies = new Map<Caller, object>([
        [{ name: 'alice', token: alice.token }, orderBody(`a${run}@example.nl`)],
        [
          second,
          sameBody
            ? orderBody(`a${run}@example.nl`)
            : orderBody(`s${run}@example.nl`, second.cartId),
        ],
      ])
      const sends = [...bodies].flatMap(([caller, body]) =>
        Array.from({ length: 2 + Math.floor(random() * 2) }, () => ({ caller, body })),
      )
      sends.sort(() => random() - 0.5)
      const answers = await Promise.all(
        sends.map(async ({ caller, body }) => ({
          caller,
          answer: await placeAs(caller, body, key),
        })),
      )
      const numbersBy = new Map<Caller, Set<string | undefined>>()
      for (const { caller, answer } of answers) {
        expect([200, 409], `${run} ${caller.name}`).toContain(answer.status)
        const numbers = numbersBy.get(caller) ?? new Set()
        numbers.add(answer.status === 200 ? numberOf(answer) : 'refused')
        numbersBy.set(caller, numbers)
      }
      const outcomes = [...numbersBy.values()]
      // Every duplicate of one caller got the same answer; no two callers share an order.
      for (const numbers of outcomes) expect(numbers.size, `run ${run}`).toBe(1)
      const placed = outcomes.map((numbers) => [...numbers][0]).filter((n) => n !== 'refused')
      expect(new Set(placed).size, `run ${run}`).toBe(placed.length)
      expect(placed.length, `run ${run}`).toBe(sameBody ? 1 : 2)
    }
  }, 300_000)
})
