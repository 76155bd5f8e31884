// `/api/cart/*` (vsf-api-contract §1.3; spec 000 §7): the cart token from `Authorization: Bearer`
// or `?token=`, the cart id from `?cartId=`, answers in the `{code, result}` envelope. A guessed
// or closed cart id answers 404 `No such entity with cartId = …`, which makes vsf create a new
// guest cart. Reads are never cached (`Cache-Control: no-cache, no-store`).
import type { FastifyRequest } from 'fastify'
import {
  ApplyCouponQuerySchema,
  CartCreateQuerySchema,
  CartDeleteBodySchema,
  CartIdEnvelopeSchema,
  CartItemEnvelopeSchema,
  CartItemsEnvelopeSchema,
  CartQuerySchema,
  CartTotalsEnvelopeSchema,
  CartUpdateBodySchema,
  CollectTotalsBodySchema,
  PaymentMethodsEnvelopeSchema,
  ShippingInformationBodySchema,
  ShippingInformationEnvelopeSchema,
  ShippingMethodsBodySchema,
  ShippingMethodsEnvelopeSchema,
  TrueEnvelopeSchema,
} from '@vitrine/contracts/cart'
import { envelopeOf } from '@vitrine/contracts/envelope'
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Env } from '../../env.js'
import { withErrorResponses } from '../../errors.js'
import { commerceRequestOf } from '../../plugins/caller.js'
import {
  applyCoupon,
  collectTotals,
  createCart,
  deleteCartItem,
  deleteCoupon,
  estimateShippingMethods,
  listPaymentMethods,
  pullCart,
  readCartTotals,
  readCouponCodes,
  saveShippingInformation,
  updateCartItem,
} from './cart.service.js'
import { couponRateLimit } from '../coupons/coupon-rate-limit.js'
import { paymentProviderOf } from '../../local-only-setup.js'
import { labelTestPayments } from '../payments/test-payment-label.js'

const tags = ['cart']
const security: Array<Record<string, string[]>> = [{ bearerAuth: [] }, {}]

/** Every cart route knows its caller; reads are never cached (plugins/no-store.ts). */
const cartWrites = { resolveCaller: true }
const cartReads = { resolveCaller: true, noStore: true }

/**
 * The 200 answers of the cart's hot routes (a line added, the lines, the totals, a line removed)
 * are built by cart.mappers.ts from the engine's typed results, field by field in the contract's
 * shape, and sent as JSON without zod checking them again on every answer; the route schema still
 * documents them (OpenAPI) and the route tests compare them with the contract. Other answers
 * (errors) are checked and serialized by zod as everywhere else.
 */
function sendMappedAnswers(route: {
  schema: unknown
  method: string
  url: string
  httpStatus?: string
}): (data: unknown) => string {
  if (route.httpStatus === '200') return (data) => JSON.stringify(data)
  return serializerCompiler(route as Parameters<typeof serializerCompiler>[0])
}

export const cartRoutes: FastifyPluginAsyncZod<{ config: Env }> = async (app, { config }) => {
  const cartErrors = [404] as const
  // D217: the test gateway's methods are titled as test payments in the store view's language.
  const labelled = <Method extends { code: string; title: string }>(
    methods: Method[],
    request: FastifyRequest,
  ) =>
    paymentProviderOf(config) === 'test-gateway'
      ? labelTestPayments(methods, request.storeView.i18n.defaultLanguage.toLowerCase())
      : methods

  app.post(
    '/api/cart/create',
    {
      config: cartWrites,
      schema: {
        tags,
        security,
        summary: 'Create a cart: a guest cart (32-character id) or, with a token, a customer cart',
        querystring: CartCreateQuerySchema,
        response: withErrorResponses({ 200: CartIdEnvelopeSchema }, [401]),
      },
    },
    async (request) => ({ code: 200, result: await createCart(commerceRequestOf(request)) }),
  )

  app.post(
    '/api/cart/update',
    {
      config: cartWrites,
      serializerCompiler: sendMappedAnswers,
      schema: {
        tags,
        security,
        summary: 'Add a product (sku + product_option) or, with item_id, set a line’s quantity',
        description:
          'Quantities are whole numbers from 1 up to the stock; beyond it the answer is 400 ' +
          '`Only {maxQuantity} products of this type are available!`.',
        querystring: CartQuerySchema,
        body: CartUpdateBodySchema,
        response: withErrorResponses({ 200: CartItemEnvelopeSchema }, cartErrors),
      },
    },
    async (request) => ({
      code: 200,
      result: await updateCartItem(
        commerceRequestOf(request),
        request.query.cartId,
        request.body.cartItem,
      ),
    }),
  )

  app.post(
    '/api/cart/delete',
    {
      config: cartWrites,
      serializerCompiler: sendMappedAnswers,
      schema: {
        tags,
        security,
        summary: 'Remove a line (cartItem.item_id)',
        querystring: CartQuerySchema,
        body: CartDeleteBodySchema,
        response: withErrorResponses({ 200: TrueEnvelopeSchema }, cartErrors),
      },
    },
    async (request) => ({
      code: 200,
      result: await deleteCartItem(
        commerceRequestOf(request),
        request.query.cartId,
        request.body.cartItem.item_id,
      ),
    }),
  )

  app.get(
    '/api/cart/pull',
    {
      config: cartReads,
      serializerCompiler: sendMappedAnswers,
      schema: {
        tags,
        security,
        summary: 'The cart’s lines',
        querystring: CartQuerySchema,
        response: withErrorResponses({ 200: CartItemsEnvelopeSchema }, cartErrors),
      },
    },
    async (request) => {
      return { code: 200, result: await pullCart(commerceRequestOf(request), request.query.cartId) }
    },
  )

  app.get(
    '/api/cart/totals',
    {
      config: cartReads,
      serializerCompiler: sendMappedAnswers,
      schema: {
        tags,
        security,
        summary: 'Totals: lines with row totals and discounts, and the total segments',
        querystring: CartQuerySchema,
        response: withErrorResponses({ 200: CartTotalsEnvelopeSchema }, cartErrors),
      },
    },
    async (request) => {
      return {
        code: 200,
        result: await readCartTotals(commerceRequestOf(request), request.query.cartId),
      }
    },
  )

  app.get(
    '/api/cart/payment-methods',
    {
      config: cartReads,
      schema: {
        tags,
        security,
        summary: 'Payment methods (no cash on delivery for a virtual cart)',
        querystring: CartQuerySchema,
        response: withErrorResponses({ 200: PaymentMethodsEnvelopeSchema }, cartErrors),
      },
    },
    async (request) => {
      return {
        code: 200,
        result: labelled(
          await listPaymentMethods(commerceRequestOf(request), request.query.cartId),
          request,
        ),
      }
    },
  )

  app.post(
    '/api/cart/shipping-methods',
    {
      config: cartReads,
      schema: {
        tags,
        security,
        summary: 'Shipping methods for an address: flat rate, free shipping, service point',
        querystring: CartQuerySchema,
        body: ShippingMethodsBodySchema,
        response: withErrorResponses({ 200: ShippingMethodsEnvelopeSchema }, cartErrors),
      },
    },
    async (request) => {
      return {
        code: 200,
        result: await estimateShippingMethods(
          commerceRequestOf(request),
          request.query.cartId,
          request.body.address,
        ),
      }
    },
  )

  app.post(
    '/api/cart/shipping-information',
    {
      config: cartReads,
      schema: {
        tags,
        security,
        summary: 'Save the addresses and shipping method; answers payment methods and totals',
        querystring: CartQuerySchema,
        body: ShippingInformationBodySchema,
        response: withErrorResponses({ 200: ShippingInformationEnvelopeSchema }, cartErrors),
      },
    },
    async (request) => {
      const saved = await saveShippingInformation(
        commerceRequestOf(request),
        request.query.cartId,
        request.body.addressInformation,
      )
      return {
        code: 200,
        result: { ...saved, payment_methods: labelled(saved.payment_methods, request) },
      }
    },
  )

  app.post(
    '/api/cart/collect-totals',
    {
      config: cartReads,
      schema: {
        tags,
        security,
        summary: 'Choose payment and shipping methods; answers the totals',
        querystring: CartQuerySchema,
        body: CollectTotalsBodySchema,
        response: withErrorResponses({ 200: CartTotalsEnvelopeSchema }, cartErrors),
      },
    },
    async (request) => {
      return {
        code: 200,
        result: await collectTotals(
          commerceRequestOf(request),
          request.query.cartId,
          request.body.methods,
        ),
      }
    },
  )

  app.post(
    '/api/cart/apply-coupon',
    {
      config: { ...cartWrites, rateLimit: couponRateLimit(config) },
      schema: {
        tags,
        security,
        summary: 'Apply a coupon (or a comma list of coupons) from `?coupon=`',
        querystring: ApplyCouponQuerySchema,
        response: withErrorResponses({ 200: TrueEnvelopeSchema }, cartErrors),
      },
    },
    async (request) => ({
      code: 200,
      result: await applyCoupon(
        commerceRequestOf(request),
        request.query.cartId,
        request.query.coupon,
      ),
    }),
  )

  app.post(
    '/api/cart/delete-coupon',
    {
      config: cartWrites,
      schema: {
        tags,
        security,
        summary: 'Remove the cart’s coupons',
        querystring: CartQuerySchema,
        response: withErrorResponses({ 200: TrueEnvelopeSchema }, cartErrors),
      },
    },
    async (request) => ({
      code: 200,
      result: await deleteCoupon(commerceRequestOf(request), request.query.cartId),
    }),
  )

  app.get(
    '/api/cart/coupon',
    {
      config: cartReads,
      schema: {
        tags,
        security,
        summary: 'The cart’s coupon codes, comma-joined (empty when none)',
        querystring: CartQuerySchema,
        response: withErrorResponses({ 200: envelopeOf(z.string()) }, cartErrors),
      },
    },
    async (request) => {
      const codes = await readCouponCodes(commerceRequestOf(request), request.query.cartId)
      return { code: 200, result: codes.join(',') }
    },
  )
}
