// The account calls around the session (vsf-api-contract §1.6; spec 001 §4, §7): change-password,
// reset-password and its confirm step create-password, is-email-available, activate, confirm.
// reset-password, create-password, is-email-available and confirm are rate limited per IP and per
// e-mail (plugins/auth-rate-limit.ts, D108).
import { StoreQuerySchema } from '@vitrine/contracts/request-query'
import { CustomerEnvelopeSchema } from '@vitrine/contracts/user'
import {
  ActivateBodySchema,
  BooleanEnvelopeSchema,
  ChangePasswordBodySchema,
  ConfirmBodySchema,
  CreatePasswordBodySchema,
  IsEmailAvailableBodySchema,
  ResetPasswordBodySchema,
  TrueResultEnvelopeSchema,
} from '@vitrine/contracts/user-account'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Env } from '../../env.js'
import { withErrorResponses } from '../../errors.js'
import type { AuthRateLimitConfig } from '../../plugins/auth-rate-limit.js'
import { commerceRequestOf } from '../../plugins/caller.js'
import { mailContextOf } from '../mail/mail-delivery.js'
import {
  activateAccount,
  changePassword,
  createPassword,
  isEmailAvailable,
  requestPasswordReset,
  resendConfirmation,
} from './account.service.js'

const tags = ['user']

/** Every request counts against the client IP and the e-mail in `field` of the body. */
function limitedBy(name: string, field: string): { authRateLimit: AuthRateLimitConfig } {
  return {
    authRateLimit: {
      name,
      emailOf: (request: FastifyRequest) =>
        String((request.body as Record<string, unknown>)[field]),
      countEmail: 'every-request',
    },
  }
}

export const accountRoutes: FastifyPluginAsyncZod<{ config: Env }> = async (app, { config }) => {
  const storefrontUrl = config.STOREFRONT_PUBLIC_URL

  app.post(
    '/api/user/change-password',
    {
      config: { resolveCaller: true, noStore: true },
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Change the password: the current one and a new one (spec 001 §5 rules)',
        description:
          'A wrong current password is a 400 naming `body.currentPassword`. The session stays.',
        querystring: StoreQuerySchema,
        body: ChangePasswordBodySchema,
        response: withErrorResponses({ 200: TrueResultEnvelopeSchema }, [401]),
      },
    },
    async (request) => ({
      code: 200,
      result: await changePassword(commerceRequestOf(request), request.body, request.authToken),
    }),
  )

  app.post(
    '/api/user/reset-password',
    {
      config: limitedBy('reset-password', 'email'),
      schema: {
        tags,
        summary: 'Mail a password reset link (a single-use token, valid for 2 hours)',
        description:
          'The link leads to `{store}/reset-password?email=…&token=…` on the storefront. An ' +
          'unknown address is a 404 `Provided email does not exist` (spec 001 §8); a mail that ' +
          'cannot be sent is a 500 `Error while sending reset password e-mail`.',
        querystring: StoreQuerySchema,
        body: ResetPasswordBodySchema,
        response: withErrorResponses({ 200: TrueResultEnvelopeSchema }, [404, 429]),
      },
    },
    async (request) => ({
      code: 200,
      result: await requestPasswordReset(
        commerceRequestOf(request),
        mailContextOf(request, storefrontUrl),
        request.body.email,
      ),
    }),
  )

  app.post(
    '/api/user/create-password',
    {
      config: limitedBy('create-password', 'email'),
      schema: {
        tags,
        summary: 'Set a new password with the token of a reset mail (used up; ends every session)',
        description:
          'An unknown, used or expired token is a 400 naming `body.resetToken`. The account counts ' +
          'as confirmed afterwards: the token reached its address.',
        querystring: StoreQuerySchema,
        body: CreatePasswordBodySchema,
        response: withErrorResponses({ 200: TrueResultEnvelopeSchema }, [429]),
      },
    },
    async (request) => ({
      code: 200,
      result: await createPassword(commerceRequestOf(request), request.body),
    }),
  )

  app.post(
    '/api/user/is-email-available',
    {
      config: limitedBy('is-email-available', 'customerEmail'),
      schema: {
        tags,
        summary: 'Whether no account has this e-mail address yet (spec 001 §7)',
        querystring: StoreQuerySchema,
        body: IsEmailAvailableBodySchema,
        response: withErrorResponses({ 200: BooleanEnvelopeSchema }, [429]),
      },
    },
    async (request) => ({
      code: 200,
      result: await isEmailAvailable(commerceRequestOf(request), request.body.customerEmail),
    }),
  )

  app.put(
    '/api/user/activate',
    {
      schema: {
        tags,
        summary: 'Confirm an account with the key from its confirmation mail (spec 001 §7)',
        description:
          'The key is used up. A wrong, used or expired key is a 400 naming `body.confirmationKey`; ' +
          'POST /api/user/confirm mails a new one.',
        querystring: StoreQuerySchema,
        body: ActivateBodySchema,
        response: withErrorResponses({ 200: CustomerEnvelopeSchema }),
      },
    },
    async (request) => ({
      code: 200,
      result: await activateAccount(commerceRequestOf(request), request.body),
    }),
  )

  app.post(
    '/api/user/confirm',
    {
      config: limitedBy('confirm', 'email'),
      schema: {
        tags,
        summary: 'Mail the confirmation link again (spec 001 §7; answers true either way)',
        querystring: StoreQuerySchema,
        body: ConfirmBodySchema,
        response: withErrorResponses({ 200: TrueResultEnvelopeSchema }, [429]),
      },
    },
    async (request) => ({
      code: 200,
      result: await resendConfirmation(
        commerceRequestOf(request),
        mailContextOf(request, storefrontUrl),
        request.body.email,
      ),
    }),
  )
}
