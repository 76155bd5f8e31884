// `/api/user/*` (vsf-api-contract §1.6): create, login, refresh, me (read and change),
// order-history and one order's detail. Tokens go back as `Authorization: Bearer` (or `?token=`);
// a 401 makes vsf refresh with `meta.refreshToken`. Login and create are rate limited per IP and
// per e-mail (plugins/auth-rate-limit.ts, D108).
import {
  OrderDetailEnvelopeSchema,
  OrderDetailQuerySchema,
  OrderHistoryEnvelopeSchema,
  OrderHistoryQuerySchema,
} from '@vitrine/contracts/order-history'
import { TrueEnvelopeSchema } from '@vitrine/contracts/cart'
import { StoreQuerySchema } from '@vitrine/contracts/request-query'
import {
  type Customer,
  CustomerEnvelopeSchema,
  LoginEnvelopeSchema,
  UserCreateBodySchema,
  UserLoginBodySchema,
  UserRefreshBodySchema,
} from '@vitrine/contracts/user'
import { UserMeUpdateBodySchema, UserMeUpdateEnvelopeSchema } from '@vitrine/contracts/user-account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Env } from '../../env.js'
import { withErrorResponses } from '../../errors.js'
import { commerceRequestOf } from '../../plugins/caller.js'
import { mailContextOf } from '../mail/mail-delivery.js'
import { readOrderDetail } from './order-detail.service.js'
import { readOrderHistory } from './order-history.service.js'
import { createUser, logIn, logOut, readMe, refreshLogin, updateMe } from './user.service.js'

const tags = ['user']
/** POST /api/user/logout: the refresh token, when the access token is not sent (D218). */
const UserLogoutBodySchema = z
  .strictObject({ refreshToken: z.string().min(1).max(512).optional() })
  .nullish()
/** The profile and the order history: the caller's own data, never cached. */
const callerReads = { resolveCaller: true, noStore: true }
export const userRoutes: FastifyPluginAsyncZod<{ config: Env }> = async (app, { config }) => {
  const storefrontUrl = config.STOREFRONT_PUBLIC_URL
  /** The customer with its signed group (vsf-api-contract §1.6; D188). */
  const withGroupToken = (customer: Customer): Customer => ({
    ...customer,
    groupToken: app.groupTokens.sign({
      group_id: customer.group_id,
      id: customer.id,
      user: customer.email,
    }),
  })

  app.post(
    '/api/user/create',
    {
      config: {
        authRateLimit: {
          name: 'create',
          emailOf: (request) => (request.body as { customer: { email: string } }).customer.email,
          countEmail: 'every-request',
        },
      },
      schema: {
        tags,
        summary: 'Create a customer account (also done by an order with createAccount)',
        description:
          'Passwords: at least 8 characters and 3 of 4 character classes (spec 001 §5). A taken ' +
          'e-mail is a 400 `A customer with the same email already exists in an associated website.` ' +
          'The account cannot log in until the link mailed to it is followed (PUT /api/user/activate).',
        querystring: StoreQuerySchema,
        body: UserCreateBodySchema,
        response: withErrorResponses({ 200: CustomerEnvelopeSchema }, [429]),
      },
    },
    async (request) => ({
      code: 200,
      result: await createUser(
        commerceRequestOf(request),
        mailContextOf(request, storefrontUrl),
        request.body,
      ),
    }),
  )

  app.post(
    '/api/user/login',
    {
      config: {
        authRateLimit: {
          name: 'login',
          emailOf: (request) => (request.body as { username: string }).username,
          countEmail: 'failures',
        },
      },
      schema: {
        tags,
        summary: 'Log in: the token in `result`, the refresh token in `meta.refreshToken`',
        description:
          'With `mergeCartId` (a guest cart id) the guest cart’s lines move into the customer’s ' +
          'cart, whose id comes back in `meta.cartId`. An account that is not confirmed yet is a ' +
          '401 `This account isn’t confirmed. Verify and try again.` Wrong passwords in a row for ' +
          'one e-mail, and many attempts from one IP, are a 429 with `Retry-After`.',
        querystring: StoreQuerySchema,
        body: UserLoginBodySchema,
        response: withErrorResponses({ 200: LoginEnvelopeSchema }, [401, 404, 429]),
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

  app.post(
    '/api/user/logout',
    {
      config: { noStore: true },
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Log out: end the session of the token (or of the refresh token in the body)',
        description:
          'Ends the whole session (D218): its access and refresh tokens are refused (401) from ' +
          'now on, on every instance. Authenticated by `Authorization: Bearer` (or `?token=`), or ' +
          'by `refreshToken` in the body; a token nobody holds is a 401.',
        querystring: StoreQuerySchema,
        body: UserLogoutBodySchema,
        response: withErrorResponses({ 200: TrueEnvelopeSchema }, [401]),
      },
    },
    async (request) => ({
      code: 200,
      result: await logOut(
        commerceRequestOf(request),
        request.authToken,
        request.body?.refreshToken,
      ),
    }),
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
      return { code: 200, result: withGroupToken(await readMe(commerceRequestOf(request))) }
    },
  )

  app.post(
    '/api/user/me',
    {
      config: callerReads,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Change the profile: first name, last name, e-mail and the address list only',
        description:
          'Any other field is a 400 naming it (spec 001 §3). `addresses` replaces the saved list ' +
          '(an `id` keeps and updates that address; another customer’s id is a 403). A new ' +
          'e-mail revokes every token of the customer (`meta.loggedOut: true`) and mails a ' +
          'confirmation link to the new address; until it is followed the account cannot log in.',
        querystring: StoreQuerySchema,
        body: UserMeUpdateBodySchema,
        response: withErrorResponses({ 200: UserMeUpdateEnvelopeSchema }, [401, 403]),
      },
    },
    async (request) => {
      const answer = await updateMe(
        commerceRequestOf(request),
        mailContextOf(request, storefrontUrl),
        request.body,
      )
      return { ...answer, result: withGroupToken(answer.result) }
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

  app.get(
    '/api/user/order-detail',
    {
      config: callerReads,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'One of the customer’s orders, with its addresses and shipping method',
        description:
          '`orderId` is the order’s `entity_id` from the order history. Another customer’s ' +
          'order, a guest order and an unknown id are the same 404.',
        querystring: OrderDetailQuerySchema,
        response: withErrorResponses({ 200: OrderDetailEnvelopeSchema }, [401, 404]),
      },
    },
    async (request) => ({
      code: 200,
      result: await readOrderDetail(commerceRequestOf(request), request.query.orderId),
    }),
  )
}
