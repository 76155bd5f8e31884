// `/api/user/*` (vsf-api-contract §1.6): create, login, refresh, me, order-history. Tokens go back as
// `Authorization: Bearer` (or `?token=`); a 401 makes vsf refresh with `meta.refreshToken`.
import {
  CustomerEnvelopeSchema,
  LoginEnvelopeSchema,
  UserCreateBodySchema,
  UserLoginBodySchema,
  UserRefreshBodySchema,
} from '@vitrine/contracts/user'
import {
  OrderHistoryEnvelopeSchema,
  OrderHistoryQuerySchema,
} from '@vitrine/contracts/order-history'
import { StoreQuerySchema } from '@vitrine/contracts/request-query'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { withErrorResponses } from '../../errors.js'
import { commerceRequestOf } from '../../plugins/caller.js'
import { readOrderHistory } from './order-history.service.js'
import { createUser, logIn, readMe, refreshLogin } from './user.service.js'

const tags = ['user']
/** The profile and the order history: the caller's own data, never cached. */
const callerReads = { resolveCaller: true, noStore: true }
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/create',
    {
      schema: {
        tags,
        summary: 'Create a customer account (also done by an order with createAccount)',
        description:
          'Passwords: at least 8 characters and 3 of 4 character classes (spec 001 §5). A taken ' +
          'e-mail is a 400 `A customer with the same email already exists in an associated website.`',
        querystring: StoreQuerySchema,
        body: UserCreateBodySchema,
        response: withErrorResponses({ 200: CustomerEnvelopeSchema }),
      },
    },
    async (request) => ({
      code: 200,
      result: await createUser(commerceRequestOf(request), request.body),
    }),
  )

  app.post(
    '/api/user/login',
    {
      schema: {
        tags,
        summary: 'Log in: the token in `result`, the refresh token in `meta.refreshToken`',
        description:
          'With `mergeCartId` (a guest cart id) the guest cart’s lines move into the customer’s ' +
          'cart, whose id comes back in `meta.cartId`.',
        querystring: StoreQuerySchema,
        body: UserLoginBodySchema,
        response: withErrorResponses({ 200: LoginEnvelopeSchema }, [401, 404]),
      },
    },
    async (request) => logIn(commerceRequestOf(request), request.body),
  )

  app.post(
    '/api/user/refresh',
    {
      schema: {
        tags,
        summary: 'Trade a refresh token (used once) for a new token and refresh token',
        querystring: StoreQuerySchema,
        body: UserRefreshBodySchema,
        response: withErrorResponses({ 200: LoginEnvelopeSchema }, [401]),
      },
    },
    async (request) => refreshLogin(commerceRequestOf(request), request.body.refreshToken),
  )

  app.get(
    '/api/user/me',
    {
      config: callerReads,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'The customer the token belongs to',
        querystring: StoreQuerySchema,
        response: withErrorResponses({ 200: CustomerEnvelopeSchema }, [401]),
      },
    },
    async (request) => {
      return { code: 200, result: await readMe(commerceRequestOf(request)) }
    },
  )

  app.get(
    '/api/user/order-history',
    {
      config: callerReads,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'The customer’s orders, newest first (Magento’s order search result)',
        description: '`pageSize` 1–100 (default 20), `currentPage` from 1 (default 1).',
        querystring: OrderHistoryQuerySchema,
        response: withErrorResponses({ 200: OrderHistoryEnvelopeSchema }, [401]),
      },
    },
    async (request) => {
      const { pageSize, currentPage } = request.query
      return readOrderHistory(commerceRequestOf(request), { pageSize, currentPage })
    },
  )
}
