// The commerce port's contract: what every commerce adapter must do, run by commerce.test.ts on
// the embedded engine over PGlite and over PostgreSQL (ARCHITECTURE §6). One harness per suite;
// tests that change stock or coupon counts use skus and codes of their own.
import { defaultStoreView, findStoreView, type StoreView } from '@vitrine/contracts/store-views'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../../errors.js'
import {
  buildSimpleProduct,
  fixtureCatalogue,
  fixtureNow,
  parseProducts,
} from './commerce.fixtures.js'
import type { CartAccess, CommercePort } from './commerce.port.js'

export interface CommerceHarness {
  commerce: CommercePort
  dispose(): Promise<void>
}

const guest: CartAccess = { customerId: null }
const nl = { storeView: defaultStoreView }
/** spec 000 §4: the provider's methods the default configuration offers after the offline ones (D141). */
const MOLLIE_CODES = [
  'mollie_methods_ideal',
  'mollie_methods_creditcard',
  'mollie_methods_bancontact',
  'mollie_methods_paypal',
]
const de = { storeView: findStoreView('de') as StoreView }
const sizeM = {
  extension_attributes: { configurable_item_options: [{ option_id: 142, option_value: 5021 }] },
}
const sizeS = {
  extension_attributes: { configurable_item_options: [{ option_id: '142', option_value: '5020' }] },
}

async function expectAppError(promise: Promise<unknown>, status: number, message: string) {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(AppError)
  expect(error).toMatchObject({ status, message })
}

export function describeCommerceContract(
  adapterName: string,
  createHarness: () => Promise<CommerceHarness>,
) {
  describe(`commerce port contract: ${adapterName}`, () => {
    let harness: CommerceHarness
    let commerce: CommercePort
    let uniqueSku = 0
    const nextSku = (prefix: string) => `${prefix}-${(uniqueSku += 1)}`

    beforeAll(async () => {
      harness = await createHarness()
      commerce = harness.commerce
      await commerce.importCatalogue(fixtureCatalogue)
    })

    afterAll(async () => {
      await harness.dispose()
    })

    it('reports itself up on the commerce port', () => {
      expect(commerce.status()).toMatchObject({ port: 'commerce', status: 'up' })
    })

    describe('catalogue import and stock', () => {
      it('loads every sku, configurable children included, and importing twice changes nothing', async () => {
        const again = await commerce.importCatalogue(fixtureCatalogue)
        expect(again).toEqual({ products: 7, stockItems: 7, taxRules: 2 })
        const stock = await commerce.readStock(['TEE-M', 'TEE-S', 'CAP', 'GIFT'])
        expect(stock).toEqual([
          { sku: 'TEE-M', productId: 3, qty: 1, isInStock: true, manageStock: true },
          { sku: 'TEE-S', productId: 2, qty: 10, isInStock: true, manageStock: true },
          { sku: 'CAP', productId: 10, qty: 100, isInStock: true, manageStock: true },
          { sku: 'GIFT', productId: 20, qty: 0, isInStock: true, manageStock: false },
        ])
      })

      it('leaves unknown skus out of a stock answer', async () => {
        expect((await commerce.readStock(['NOPE', 'CAP'])).map((level) => level.sku)).toEqual([
          'CAP',
        ])
      })

      it('gives exactly one of two concurrent reservations of the last unit', async () => {
        const sku = nextSku('LAST')
        await commerce.importCatalogue({
          products: parseProducts([buildSimpleProduct(9000 + uniqueSku, sku, 10, 1)]),
          taxRules: fixtureCatalogue.taxRules,
        })
        const outcomes = await Promise.all([
          commerce.reserveStock([{ sku, qty: 1 }]),
          commerce.reserveStock([{ sku, qty: 1 }]),
        ])
        expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
        expect(outcomes.find((outcome) => !outcome.ok)).toEqual({
          ok: false,
          sku,
          available: 0,
          reason: 'insufficient',
        })
        expect((await commerce.readStock([sku]))[0]?.qty).toBe(0)
      })

      it('reserves all lines or none, and a re-import keeps what is reserved', async () => {
        const plenty = nextSku('PLENTY')
        const scarce = nextSku('SCARCE')
        const catalogue = {
          products: parseProducts([
            buildSimpleProduct(9100 + uniqueSku, plenty, 10, 5),
            buildSimpleProduct(9200 + uniqueSku, scarce, 10, 1),
          ]),
          taxRules: fixtureCatalogue.taxRules,
        }
        await commerce.importCatalogue(catalogue)
        const refused = await commerce.reserveStock([
          { sku: plenty, qty: 2 },
          { sku: scarce, qty: 2 },
        ])
        expect(refused).toMatchObject({ ok: false, sku: scarce, available: 1 })
        expect((await commerce.readStock([plenty]))[0]?.qty).toBe(5)

        expect(await commerce.reserveStock([{ sku: plenty, qty: 2 }])).toEqual({ ok: true })
        await commerce.importCatalogue(catalogue)
        expect((await commerce.readStock([plenty]))[0]?.qty).toBe(3)
        await commerce.releaseStock([{ sku: plenty, qty: 2 }])
        expect((await commerce.readStock([plenty]))[0]?.qty).toBe(5)
      })

      it('prices a cart with the new price as soon as a re-import changed it', async () => {
        const sku = nextSku('REPRICED')
        const importAt = (price: number) =>
          commerce.importCatalogue({
            products: parseProducts([buildSimpleProduct(9300 + uniqueSku, sku, price, 5)]),
            taxRules: fixtureCatalogue.taxRules,
          })
        await importAt(10)
        const cartId = await commerce.createCart({ customerId: null, storeCode: 'default' })
        await commerce.saveCartLine(cartId, guest, { sku, qty: 1 }, nl)
        expect((await commerce.collectTotals(cartId, guest, nl)).subtotal.incl).toBe(1210)
        await importAt(12)
        expect((await commerce.collectTotals(cartId, guest, nl)).subtotal.incl).toBe(1452)
      })
    })

    describe('carts', () => {
      it('creates guest carts with unguessable 32-character ids', async () => {
        const ids = await Promise.all([
          commerce.createCart({ customerId: null, storeCode: 'default' }),
          commerce.createCart({ customerId: null, storeCode: 'default' }),
        ])
        for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/)
        expect(ids[0]).not.toBe(ids[1])
        expect(await commerce.listCartLines(ids[0] ?? '', guest, nl)).toEqual([])
      })

      it('answers a guessed cart id with 404 No such entity', async () => {
        await expectAppError(
          commerce.listCartLines('0123456789abcdef0123456789abcdef', guest, nl),
          404,
          'No such entity with cartId = 0123456789abcdef0123456789abcdef',
        )
      })

      it('adds a configurable product as its chosen child and merges a repeat into the same line', async () => {
        const cartId = await commerce.createCart({ customerId: null, storeCode: 'default' })
        const first = await commerce.saveCartLine(
          cartId,
          guest,
          { sku: 'TEE', qty: 1, productOption: sizeS },
          nl,
        )
        expect(first).toMatchObject({
          sku: 'TEE-S',
          parentSku: 'TEE',
          name: 'Linen Tee',
          productType: 'configurable',
          qty: 1,
          unitPrice: { excl: 2066, tax: 434, incl: 2500 },
          options: [{ label: 'Size', value: 'S' }],
        })
        const second = await commerce.saveCartLine(
          cartId,
          guest,
          { sku: 'TEE', qty: 2, productOption: sizeS },
          nl,
        )
        expect(second).toMatchObject({ itemId: first.itemId, qty: 3 })
        const set = await commerce.saveCartLine(
          cartId,
          guest,
          { sku: 'TEE', qty: 1, itemId: first.itemId },
          nl,
        )
        expect(set.qty).toBe(1)
        expect(await commerce.listCartLines(cartId, guest, nl)).toHaveLength(1)
      })

      it('refuses more than the stock with the spec message naming the quantity left', async () => {
        const cartId = await commerce.createCart({ customerId: null, storeCode: 'default' })
        await expectAppError(
          commerce.saveCartLine(cartId, guest, { sku: 'CAP', qty: 101 }, nl),
          400,
          'Only 100 products of this type are available!',
        )
        await commerce.saveCartLine(cartId, guest, { sku: 'TEE', qty: 1, productOption: sizeM }, nl)
        await expectAppError(
          commerce.saveCartLine(cartId, guest, { sku: 'TEE-M', qty: 1 }, nl),
          400,
          'This product is out of stock.',
        )
      })

      it('refuses an unknown product and a configuration that does not exist', async () => {
        const cartId = await commerce.createCart({ customerId: null, storeCode: 'default' })
        await expectAppError(
          commerce.saveCartLine(cartId, guest, { sku: 'NOPE', qty: 1 }, nl),
          404,
          "The product that was requested doesn't exist. Verify the product and try again.",
        )
        await expectAppError(
          commerce.saveCartLine(cartId, guest, { sku: 'TEE', qty: 1 }, nl),
          400,
          'No such configuration for the product. Please do choose another combination of attributes.',
        )
      })

      it('prices custom options and bundles with the product tax rate', async () => {
        const cartId = await commerce.createCart({ customerId: null, storeCode: 'default' })
        const necklace = await commerce.saveCartLine(
          cartId,
          guest,
          {
            sku: 'NECK',
            qty: 1,
            productOption: {
              extension_attributes: { custom_options: [{ option_id: 2, option_value: 1 }] },
            },
          },
          nl,
        )
        expect(necklace.unitPrice.incl).toBe(5500)
        expect(necklace.options).toEqual([{ label: 'Gift box', value: 'Gift box' }])
        const set = await commerce.saveCartLine(cartId, guest, { sku: 'SET', qty: 1 }, nl)
        expect(set.unitPrice.incl).toBe(7000)
      })

      it('answers an add to a missing cart with the cart 404, whatever the product', async () => {
        const missing = '0123456789abcdef0123456789abcdef'
        for (const sku of ['CAP', 'NOPE']) {
          await expectAppError(
            commerce.saveCartLine(missing, guest, { sku, qty: 1 }, nl),
            404,
            `No such entity with cartId = ${missing}`,
          )
        }
      })

      it('merges two adds of one product sent together into one line, within the stock', async () => {
        const cartId = await commerce.createCart({ customerId: null, storeCode: 'default' })
        await Promise.all([
          commerce.saveCartLine(cartId, guest, { sku: 'CAP', qty: 2 }, nl),
          commerce.saveCartLine(cartId, guest, { sku: 'CAP', qty: 3 }, nl),
        ])
        expect(await commerce.listCartLines(cartId, guest, nl)).toEqual([
          expect.objectContaining({ sku: 'CAP', qty: 5 }),
        ])
        // 100 in stock, 5 held: of 60 and 60 more sent together, one fits and one is refused.
        const outcomes = await Promise.allSettled([
          commerce.saveCartLine(cartId, guest, { sku: 'CAP', qty: 60 }, nl),
          commerce.saveCartLine(cartId, guest, { sku: 'CAP', qty: 60 }, nl),
        ])
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
        expect(await commerce.listCartLines(cartId, guest, nl)).toEqual([
          expect.objectContaining({ sku: 'CAP', qty: 65 }),
        ])
      })

      it('removes a line, and a line that is not in the cart is a 404', async () => {
        const cartId = await commerce.createCart({ customerId: null, storeCode: 'default' })
        const line = await commerce.saveCartLine(cartId, guest, { sku: 'CAP', qty: 1 }, nl)
        await commerce.removeCartLine(cartId, guest, line.itemId)
        expect(await commerce.listCartLines(cartId, guest, nl)).toEqual([])
        await expectAppError(
          commerce.removeCartLine(cartId, guest, line.itemId),
          404,
          `The ${cartId} Cart doesn't contain the ${line.itemId} item.`,
        )
      })
    })

    describe('pickup points (spec 000 §4)', () => {
      const point = {
        id: '8004-NL-101201',
        shopType: 'parcelShop' as const,
        name: 'Tabakszaak De Dam',
        address: {
          countryCode: 'NL',
          zipCode: '1012JS',
          city: 'Amsterdam',
          street: 'Damstraat',
          number: '12',
        },
        openingTimes: [{ weekDay: 1, timeFrom: '09:00', timeTo: '18:00' }],
      }

      it('keeps the chosen point with the cart, replaces it and forgets it', async () => {
        const cartId = await commerce.createCart({ customerId: null, storeCode: 'default' })
        expect(await commerce.readServicePoint(cartId, guest)).toBeNull()
        await commerce.selectServicePoint(cartId, guest, point)
        expect(await commerce.readServicePoint(cartId, guest)).toEqual(point)
        const packstation = { ...point, id: '8003-DE-101151', shopType: 'packStation' as const }
        await commerce.selectServicePoint(cartId, guest, { ...packstation, postnumber: '12345678' })
        expect(await commerce.readServicePoint(cartId, guest)).toMatchObject({
          id: '8003-DE-101151',
          postnumber: '12345678',
        })
        await commerce.selectServicePoint(cartId, guest, null)
        expect(await commerce.readServicePoint(cartId, guest)).toBeNull()
      })

      it('answers a point for another customer’s or a missing cart with the cart 404', async () => {
        await expectAppError(
          commerce.selectServicePoint('0123456789abcdef0123456789abcdef', guest, point),
          404,
          'No such entity with cartId = 0123456789abcdef0123456789abcdef',
        )
      })
    })

    describe('totals, shipping and payment', () => {
      it('computes totals with the store view tax country', async () => {
        const cartId = await commerce.createCart({ customerId: null, storeCode: 'default' })
        await commerce.saveCartLine(cartId, guest, { sku: 'CAP', qty: 2 }, nl)
        const totals = await commerce.collectTotals(cartId, guest, nl)
        expect(totals).toMatchObject({
          itemsQty: 2,
          subtotal: { excl: 3306, tax: 694, incl: 4000 },
          discountCents: 0,
          taxCents: 694,
          grandTotalCents: 4000,
        })
        const german = await commerce.collectTotals(cartId, guest, de)
        expect(german.subtotal).toEqual({ excl: 3306, tax: 628, incl: 3934 })
      })

      it('offers flat rate, free shipping from the threshold and service points in NL', async () => {
        const cartId = await commerce.createCart({ customerId: null, storeCode: 'default' })
        await commerce.saveCartLine(cartId, guest, { sku: 'CAP', qty: 1 }, nl)
        const below = await commerce.estimateShippingMethods(
          cartId,
          guest,
          { country_id: 'NL' },
          nl,
        )
        expect(below.map((method) => method.methodCode)).toEqual(['flatrate', 'servicepoint'])
        expect(below[0]?.price.incl).toBe(495)

        // The fixtures tax nothing in FR, so four caps (€66.12 net) pass the €50 threshold there.
        await commerce.saveCartLine(cartId, guest, { sku: 'CAP', qty: 3 }, nl)
        const above = await commerce.estimateShippingMethods(
          cartId,
          guest,
          { country_id: 'FR' },
          nl,
        )
        expect(above.map((method) => method.methodCode)).toEqual(['flatrate', 'freeshipping'])
      })

      it('keeps the chosen shipping and payment costs in the totals', async () => {
        const cartId = await commerce.createCart({ customerId: null, storeCode: 'default' })
        await commerce.saveCartLine(cartId, guest, { sku: 'CAP', qty: 1 }, nl)
        const saved = await commerce.saveShippingInformation(
          cartId,
          guest,
          {
            shippingAddress: { country_id: 'nl', city: 'Amsterdam' },
            carrierCode: 'flatrate',
            methodCode: 'flatrate',
          },
          nl,
        )
        expect(saved.paymentMethods.map((method) => method.code)).toEqual([
          'checkmo',
          'banktransfer',
          'cashondelivery',
          ...MOLLIE_CODES,
        ])
        expect(saved.totals).toMatchObject({
          shipping: { incl: 495 },
          grandTotalCents: 2495,
          shippingMethod: { carrierCode: 'flatrate', methodCode: 'flatrate' },
        })
        const totals = await commerce.selectMethods(
          cartId,
          guest,
          { paymentMethodCode: 'banktransfer' },
          nl,
        )
        expect(totals.paymentMethodCode).toBe('banktransfer')
        await expectAppError(
          commerce.selectMethods(cartId, guest, { carrierCode: 'x', methodCode: 'y' }, nl),
          400,
          'Carrier with such method not found: x, y',
        )
      })

      it('never offers cash on delivery or shipping for a virtual cart', async () => {
        const cartId = await commerce.createCart({ customerId: null, storeCode: 'default' })
        await commerce.saveCartLine(cartId, guest, { sku: 'GIFT', qty: 3 }, nl)
        expect((await commerce.listPaymentMethods(cartId, guest)).map((m) => m.code)).toEqual([
          'checkmo',
          'banktransfer',
          ...MOLLIE_CODES,
        ])
        expect(
          await commerce.estimateShippingMethods(cartId, guest, { country_id: 'NL' }, nl),
        ).toEqual([])
      })
    })

    describe('coupons', () => {
      it('applies percent and fixed coupons and reports each code', async () => {
        await commerce.saveCoupon({ code: 'TEN', kind: 'percent', amount: 1000 })
        await commerce.saveCoupon({ code: 'FIVER', kind: 'fixed', amount: 500 })
        await commerce.saveCoupon({
          code: 'BIG',
          kind: 'fixed',
          amount: 500,
          minSubtotalCents: 100_000,
        })
        await commerce.saveCoupon({
          code: 'OLD',
          kind: 'percent',
          amount: 5000,
          endsAt: new Date(fixtureNow.getTime() - 1000),
        })
        const cartId = await commerce.createCart({ customerId: null, storeCode: 'default' })
        await commerce.saveCartLine(cartId, guest, { sku: 'CAP', qty: 2 }, nl)
        const outcomes = await commerce.applyCoupons(
          cartId,
          guest,
          ['ten', 'FIVER', 'BIG', 'OLD', 'NOPE'],
          nl,
        )
        expect(outcomes).toEqual([
          { code: 'ten', applied: true },
          { code: 'FIVER', applied: true },
          { code: 'BIG', applied: false, reason: 'minimum-subtotal' },
          { code: 'OLD', applied: false, reason: 'expired' },
          { code: 'NOPE', applied: false, reason: 'unknown' },
        ])
        expect(await commerce.listCartCoupons(cartId, guest)).toEqual(['TEN', 'FIVER'])
        const totals = await commerce.collectTotals(cartId, guest, nl)
        expect(totals.discountCents).toBe(900)
        expect(totals.grandTotalCents).toBe(3100)
        expect(totals.lines[0]?.discountCents).toBe(900)

        await commerce.removeCoupons(cartId, guest)
        expect((await commerce.collectTotals(cartId, guest, nl)).discountCents).toBe(0)
      })

      it('counts the last use of a limited coupon once when two orders redeem it together', async () => {
        const code = nextSku('ONCE')
        await commerce.saveCoupon({ code, kind: 'percent', amount: 500, usageLimit: 1 })
        const outcomes = await Promise.all([
          commerce.redeemCoupons([code]),
          commerce.redeemCoupons([code]),
        ])
        expect(outcomes.filter(Boolean)).toHaveLength(1)
        const cartId = await commerce.createCart({ customerId: null, storeCode: 'default' })
        expect(await commerce.applyCoupons(cartId, guest, [code], nl)).toEqual([
          { code, applied: false, reason: 'used-up' },
        ])
      })
    })

    describe('reviews (D230)', () => {
      it('keeps a review pending until approved, per store view, and refuses unknown ones', async () => {
        const input = {
          productId: 10,
          storeCode: 'de',
          customerId: null,
          nickname: 'Kim',
          title: nextSku('Fits well'),
          detail: 'Good cap.',
        }
        const created = await commerce.createReview(input)
        expect(created).toMatchObject({ ...input, status: 2 })
        const approved = {
          productId: 10,
          storeCode: 'de',
          status: 1 as const,
          limit: 10,
          offset: 0,
        }
        const titles = async () =>
          (await commerce.listReviews(approved)).items.map((review) => review.title)
        expect(await titles()).not.toContain(input.title)
        await commerce.setReviewStatus(created.id, 1)
        expect(await titles()).toContain(input.title)
        const english = await commerce.listReviews({ ...approved, storeCode: 'default' })
        expect(english.items.map((review) => review.title)).not.toContain(input.title)
        await expect(commerce.createReview({ ...input, productId: 424242 })).rejects.toMatchObject({
          status: 404,
        })
        await expect(commerce.setReviewStatus(2_000_000_000, 1)).rejects.toMatchObject({
          status: 404,
        })
      })
    })
  })
}
