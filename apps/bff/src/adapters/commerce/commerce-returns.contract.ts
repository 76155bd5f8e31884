// The returns and newsletter part of the commerce port's contract (D162–D166), run on PGlite and
// PostgreSQL by commerce.test.ts: reasons in three languages, a return of one's own order only,
// a guest's order number and last name, never more units than were ordered (also when two
// requests arrive together), the status transitions, and one coupon per new subscriber.
import { defaultStoreView } from '@vitrine/contracts/store-views'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CommerceHarness } from './commerce.contract.js'
import { fixtureCatalogue } from './commerce.fixtures.js'
import type { CommercePort, ReturnRecord } from './commerce.port.js'

const address = (lastname: string) => ({
  firstname: 'Rita',
  lastname,
  street: ['Dam', '1'],
  city: 'Amsterdam',
  postcode: '1012AB',
  country_id: 'NL',
})

let orderHashes = 0

async function placeOrder(commerce: CommercePort, customerId: number | null, lastname: string) {
  const placed = await commerce.placeOrder(
    {
      access: { customerId },
      cartId: null,
      lines: [
        { sku: 'CAP', qty: 3 },
        {
          sku: 'TEE',
          qty: 1,
          productOption: {
            extension_attributes: {
              configurable_item_options: [{ option_id: 142, option_value: 5020 }],
            },
          },
        },
      ],
      shippingAddress: address(lastname),
      billingAddress: address(lastname),
      carrierCode: 'flatrate',
      methodCode: 'flatrate',
      paymentMethodCode: 'checkmo',
      email: `${lastname.toLowerCase().replace(/\W/g, '')}@example.nl`,
      orderHash: `returns-contract-${(orderHashes += 1)}-${Date.now()}`,
      idempotencyKey: null,
    },
    { storeView: defaultStoreView },
  )
  const orderId = Number(placed.backendOrderId)
  const returnable = await commerce.readReturnableOrder(
    orderId,
    customerId === null ? { orderNumber: placed.orderNumber, lastName: lastname } : { customerId },
  )
  if (!returnable) throw new Error('the order just placed is not returnable')
  const [cap, tee] = returnable.items
  if (!cap || !tee) throw new Error('the order has two lines')
  return { orderId, orderNumber: placed.orderNumber, cap, tee }
}

export function describeReturnsContract(
  adapterName: string,
  createHarness: () => Promise<CommerceHarness>,
) {
  describe(`commerce port contract, returns and newsletter: ${adapterName}`, () => {
    let harness: CommerceHarness
    let commerce: CommercePort
    let owner = 0
    let other = 0

    beforeAll(async () => {
      harness = await createHarness()
      commerce = harness.commerce
      await commerce.importCatalogue(fixtureCatalogue)
      const signUp = async (email: string) =>
        (
          await commerce.createCustomer({
            email,
            firstname: 'Rita',
            lastname: 'Retour',
            password: 'Secret-pass1',
            storeCode: 'default',
          })
        ).customer.id
      owner = await signUp('rita.returns@example.nl')
      other = await signUp('otto.other@example.nl')
    }, 60_000)

    afterAll(async () => {
      await harness.dispose()
    })

    it('lists the seeded reasons in the store view’s language, and an operator’s change', async () => {
      const en = await commerce.listReturnReasons('default')
      const nl = await commerce.listReturnReasons('nl')
      const de = await commerce.listReturnReasons('de')
      expect(en.length).toBeGreaterThanOrEqual(5)
      expect(en[0]).toEqual({ code: 'too-small', label: 'Too small' })
      expect(nl[0]).toEqual({ code: 'too-small', label: 'Te klein' })
      expect(de[0]).toEqual({ code: 'too-small', label: 'Zu klein' })
      await commerce.saveReturnReason({
        code: 'changed-mind',
        labels: { en: 'Changed my mind', nl: 'Van gedachten veranderd', de: 'Meinung geändert' },
        position: 60,
        isActive: false,
      })
      expect((await commerce.listReturnReasons('nl')).map((reason) => reason.code)).not.toContain(
        'changed-mind',
      )
    })

    it('returns lines of one’s own order with an exchange size, in status requested', async () => {
      const order = await placeOrder(commerce, owner, 'Retour')
      expect(order.tee.sizes).toEqual(['S', 'M'])
      const record = await commerce.createReturn({
        orderId: order.orderId,
        owner: { customerId: owner },
        reasonCode: 'too-small',
        comment: 'A size up, please',
        lines: [
          { orderItemId: order.cap.orderItemId, qty: 2 },
          { orderItemId: order.tee.orderItemId, qty: 1, exchangeSize: 'M' },
        ],
        storeCode: 'default',
      })
      expect(record).toMatchObject({
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        customerId: owner,
        status: 'requested',
        reasonCode: 'too-small',
        isFree: true,
        items: [
          { sku: 'CAP', qty: 2, exchangeSize: null },
          { sku: 'TEE-S', qty: 1, exchangeSize: 'M' },
        ],
      })
      const left = await commerce.readReturnableOrder(order.orderId, { customerId: owner })
      expect(left?.items.map((item) => item.qtyReturnable)).toEqual([1, 0])
      expect(await commerce.readCustomerReturn(owner, record.id)).toEqual(record)
      expect(await commerce.readCustomerReturn(other, record.id)).toBeNull()
    })

    it('refuses another customer’s order, an unknown reason, a foreign line and too many units', async () => {
      const order = await placeOrder(commerce, owner, 'Retour')
      const base = {
        orderId: order.orderId,
        owner: { customerId: owner },
        reasonCode: 'damaged',
        comment: '',
        lines: [{ orderItemId: order.cap.orderItemId, qty: 1 }],
        storeCode: 'default',
      }
      await expect(
        commerce.createReturn({ ...base, owner: { customerId: other } }),
      ).rejects.toMatchObject({
        status: 404,
      })
      expect(await commerce.readReturnableOrder(order.orderId, { customerId: other })).toBeNull()
      await expect(
        commerce.createReturn({ ...base, reasonCode: 'nonsense' }),
      ).rejects.toMatchObject({
        status: 400,
        message: 'Please select your return reason.',
      })
      await expect(
        commerce.createReturn({ ...base, lines: [{ orderItemId: 999_999, qty: 1 }] }),
      ).rejects.toMatchObject({ status: 400, fieldErrors: [{ field: 'body.items.0.qty' }] })
      await expect(
        commerce.createReturn({ ...base, lines: [{ orderItemId: order.cap.orderItemId, qty: 4 }] }),
      ).rejects.toMatchObject({ status: 400, message: 'Quantity must be below 4' })
      await expect(
        commerce.createReturn({
          ...base,
          lines: [{ orderItemId: order.tee.orderItemId, qty: 1, exchangeSize: 'XXL' }],
        }),
      ).rejects.toMatchObject({
        status: 400,
        fieldErrors: [{ field: 'body.items.0.exchangeSize', message: 'Please select a size' }],
      })
    })

    it('never returns more units than were ordered when requests arrive together', async () => {
      const order = await placeOrder(commerce, owner, 'Retour')
      const ask = () =>
        commerce.createReturn({
          orderId: order.orderId,
          owner: { customerId: owner },
          reasonCode: 'too-large',
          comment: '',
          lines: [{ orderItemId: order.cap.orderItemId, qty: 2 }],
          storeCode: 'default',
        })
      const outcomes = await Promise.allSettled([ask(), ask(), ask()])
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
    })

    it('finds a guest’s order by number and last name only, any wrong part alike', async () => {
      const order = await placeOrder(commerce, null, 'van Gast')
      const found = await commerce.readReturnableOrder(null, {
        orderNumber: order.orderNumber,
        lastName: '  VAN GAST ',
      })
      expect(found?.orderId).toBe(order.orderId)
      for (const owner of [
        { orderNumber: order.orderNumber, lastName: 'Someone' },
        { orderNumber: '999999999', lastName: 'van Gast' },
      ]) {
        expect(await commerce.readReturnableOrder(null, owner)).toBeNull()
        await expect(
          commerce.createReturn({
            orderId: null,
            owner,
            reasonCode: 'damaged',
            comment: '',
            lines: [{ orderItemId: order.cap.orderItemId, qty: 1 }],
            storeCode: 'default',
          }),
        ).rejects.toMatchObject({ status: 404 })
      }
      const record = await commerce.createReturn({
        orderId: null,
        owner: { orderNumber: order.orderNumber, lastName: 'van gast' },
        reasonCode: 'damaged',
        comment: '',
        lines: [{ orderItemId: order.cap.orderItemId, qty: 1 }],
        storeCode: 'default',
      })
      expect(record).toMatchObject({ customerId: null, status: 'requested' })
    })

    it('moves a return along the transition table only; a denied one gives its units back', async () => {
      const order = await placeOrder(commerce, owner, 'Retour')
      const ask = (qty: number) =>
        commerce.createReturn({
          orderId: order.orderId,
          owner: { customerId: owner },
          reasonCode: 'wrong-item',
          comment: '',
          lines: [{ orderItemId: order.cap.orderItemId, qty }],
          storeCode: 'default',
        })
      const first: ReturnRecord = await ask(3)
      await expect(commerce.changeReturnStatus(first.id, 'processed')).rejects.toMatchObject({
        status: 409,
      })
      expect((await commerce.changeReturnStatus(first.id, 'denied')).status).toBe('denied')
      await expect(commerce.changeReturnStatus(first.id, 'approved')).rejects.toMatchObject({
        status: 409,
      })
      const second = await ask(3)
      for (const status of ['approved', 'received', 'processed'] as const) {
        expect((await commerce.changeReturnStatus(second.id, status)).status).toBe(status)
      }
      await expect(commerce.changeReturnStatus(123_456, 'approved')).rejects.toMatchObject({
        status: 404,
      })
    })

    it('lists a customer’s returns newest first, ten a page', async () => {
      const page = await commerce.listCustomerReturns(owner, { pageSize: 2, currentPage: 1 })
      expect(page.total).toBeGreaterThanOrEqual(4)
      expect(page.items).toHaveLength(2)
      expect(page.items[0]!.id).toBeGreaterThan(page.items[1]!.id)
      expect(
        (await commerce.listCustomerReturns(other, { pageSize: 10, currentPage: 1 })).total,
      ).toBe(0)
    })

    it('subscribes an address only with its newest key, once, also when two arrive together (D222)', async () => {
      const outcomes = await Promise.all([
        commerce.subscribeToNewsletter({ email: 'twice@example.nl', storeCode: 'nl' }),
        commerce.subscribeToNewsletter({ email: 'TWICE@example.nl', storeCode: 'nl' }),
      ])
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['pending', 'pending'])
      expect(await commerce.isSubscribedToNewsletter('twice@example.nl')).toBe(false)
      const confirmations = []
      for (const outcome of outcomes) {
        const key = outcome.status === 'pending' ? outcome.confirmationKey : ''
        confirmations.push(
          await commerce.confirmNewsletterSubscription({ email: 'twice@example.nl', key }),
        )
      }
      // The later key replaced the earlier one: only one of them confirms.
      const confirmed = confirmations.filter((outcome) => outcome.status === 'confirmed')
      expect(confirmed).toHaveLength(1)
      const code = confirmed[0]?.status === 'confirmed' ? confirmed[0].couponCode : null
      expect(code).toMatch(/^NEWS-[0-9A-F]{12}$/)
      expect(await commerce.redeemCoupons([code as string])).toBe(true)
      expect(await commerce.redeemCoupons([code as string])).toBe(false)
      expect(await commerce.isSubscribedToNewsletter('Twice@Example.nl')).toBe(true)
      expect(await commerce.unsubscribeFromNewsletter('twice@example.nl')).toBe(true)
      expect(await commerce.unsubscribeFromNewsletter('twice@example.nl')).toBe(false)
      const back = await commerce.subscribeToNewsletter({
        email: 'twice@example.nl',
        storeCode: 'nl',
      })
      const key = back.status === 'pending' ? back.confirmationKey : ''
      expect(
        await commerce.confirmNewsletterSubscription({ email: 'twice@example.nl', key }),
      ).toEqual({ status: 'confirmed', couponCode: null })
    })

    it('grants one coupon when two spellings of one mailbox confirm together (D222)', async () => {
      const emails = ['pair.box+1@gmail.com', 'pairbox+2@googlemail.com']
      const keys = await Promise.all(
        emails.map(async (email) => {
          const outcome = await commerce.subscribeToNewsletter({ email, storeCode: 'default' })
          return outcome.status === 'pending' ? outcome.confirmationKey : ''
        }),
      )
      const outcomes = await Promise.all(
        emails.map((email, index) =>
          commerce.confirmNewsletterSubscription({ email, key: keys[index]! }),
        ),
      )
      const codes = outcomes.map((outcome) =>
        outcome.status === 'confirmed' ? outcome.couponCode : 'not confirmed',
      )
      expect(codes.filter((code) => code === null)).toHaveLength(1)
      expect(codes.filter((code) => code !== null && /^NEWS-/.test(code))).toHaveLength(1)
    })
  })
}
