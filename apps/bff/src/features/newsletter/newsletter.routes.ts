// The newsletter API (spec 001 §3, §4, §7; D162, D168–D170, D222): POST /api/newsletter/subscribe
// (e-mail, privacy accepted, captcha token; rate limited per IP) and POST /api/newsletter/confirm
// (the confirmation mail's e-mail and key; rate limited per IP), GET /api/newsletter/status and POST
// /api/newsletter/unsubscribe for the logged-in customer's own address, and POST
// /api/newsletter/unsubscribe-link for the signed link of a newsletter mail.
import { StoreQuerySchema } from '@vitrine/contracts/request-query'
import {
  NewsletterConfirmBodySchema,
  NewsletterConfirmEnvelopeSchema,
  NewsletterStatusEnvelopeSchema,
  NewsletterSubscribeBodySchema,
  NewsletterSubscribeEnvelopeSchema,
  NewsletterUnsubscribeLinkBodySchema,
} from '@vitrine/contracts/newsletter'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Env } from '../../env.js'
import { withErrorResponses } from '../../errors.js'
import { commerceRequestOf } from '../../plugins/caller.js'
import { mailContextOf } from '../mail/mail-delivery.js'
import { resolveLinkSecret } from './newsletter-links.js'
import {
  confirmSubscription,
  readStatus,
  subscribe,
  unsubscribeByLink,
  unsubscribeCustomer,
} from './newsletter.service.js'

const tags = ['newsletter']
const callerCalls = { resolveCaller: true, noStore: true }

export const newsletterRoutes: FastifyPluginAsyncZod<{ config: Env }> = async (app, { config }) => {
  // Resolved on first use: an app that never sends or reads a link never writes the file.
  let linkSecret: Promise<string> | null = null
  const secret = () =>
    (linkSecret ??= resolveLinkSecret(config).catch((error: unknown) => {
      linkSecret = null
      throw error
    }))

  app.post(
    '/api/newsletter/subscribe',
    {
      config: {
        noStore: true,
        rateLimit: {
          max: config.NEWSLETTER_RATE_LIMIT_MAX,
          timeWindow: 60_000,
          keyGenerator: (request) => `newsletter:ip:${request.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'Subscribe an e-mail address to the newsletter',
        description:
          'spec 001 §4, §5, §8; D222. The captcha token is checked first (a refusal is a 400 ' +
          'naming `body.captchaToken`). An address not subscribed yet is pending: it gets a ' +
          'confirmation mail and the answer `isSubscribed: false` with the notification `Almost ' +
          'done: please confirm your subscription with the link we sent to your e-mail.`; an ' +
          'address subscribed already answers the warning `You are already subscribed to the ' +
          'newsletter.` Too many calls from one IP: 429 with Retry-After.',
        querystring: StoreQuerySchema,
        body: NewsletterSubscribeBodySchema,
        response: withErrorResponses({ 200: NewsletterSubscribeEnvelopeSchema }, [429]),
      },
    },
    async (request) => ({
      code: 200,
      result: await subscribe(
        {
          commerce: commerceRequestOf(request),
          mail: mailContextOf(request, config.STOREFRONT_PUBLIC_URL),
          captcha: app.adapters.captcha,
          linkSecret: await secret(),
          log: request.log,
          ip: request.ip,
        },
        request.body,
      ),
    }),
  )

  app.post(
    '/api/newsletter/confirm',
    {
      config: {
        noStore: true,
        rateLimit: {
          max: config.NEWSLETTER_RATE_LIMIT_MAX,
          timeWindow: 60_000,
          keyGenerator: (request) => `newsletter-confirm:ip:${request.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'Confirm a subscription with the key of the confirmation mail',
        description:
          'D222: the key of the mail’s link subscribes the address (spec 001 §8 success text); ' +
          'a mailbox’s first confirmation gets the single-use 10 % coupon, bound to that ' +
          'mailbox, shown here and mailed. A wrong, used or expired key: 400 `This confirmation ' +
          'link is not valid or has expired. Please subscribe again.`; the link of an address ' +
          'subscribed already: 409 `Your subscription is confirmed already.` (both name ' +
          '`body.key`).',
        querystring: StoreQuerySchema,
        body: NewsletterConfirmBodySchema,
        response: withErrorResponses({ 200: NewsletterConfirmEnvelopeSchema }, [409, 429]),
      },
    },
    async (request) => ({
      code: 200,
      result: await confirmSubscription(
        {
          commerce: commerceRequestOf(request),
          mail: mailContextOf(request, config.STOREFRONT_PUBLIC_URL),
          linkSecret: await secret(),
          log: request.log,
        },
        request.body,
      ),
    }),
  )

  app.get(
    '/api/newsletter/status',
    {
      config: callerCalls,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Whether the logged-in customer’s e-mail address is subscribed',
        querystring: StoreQuerySchema,
        response: withErrorResponses({ 200: NewsletterStatusEnvelopeSchema }, [401]),
      },
    },
    async (request) => ({ code: 200, result: await readStatus(commerceRequestOf(request)) }),
  )

  app.post(
    '/api/newsletter/unsubscribe',
    {
      config: callerCalls,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Unsubscribe the logged-in customer’s e-mail address',
        description: 'spec 001 §4: an address that is not subscribed stays as it is.',
        querystring: StoreQuerySchema,
        response: withErrorResponses({ 200: NewsletterStatusEnvelopeSchema }, [401]),
      },
    },
    async (request) => ({
      code: 200,
      result: await unsubscribeCustomer(commerceRequestOf(request)),
    }),
  )

  app.post(
    '/api/newsletter/unsubscribe-link',
    {
      config: { noStore: true },
      schema: {
        tags,
        summary: 'Unsubscribe through the signed link of a newsletter mail',
        description:
          'D169: `signature` is the HMAC-SHA256 of the e-mail address in the mail’s link; a ' +
          'signature that does not fit is a 400 `This unsubscribe link is not valid.`',
        querystring: StoreQuerySchema,
        body: NewsletterUnsubscribeLinkBodySchema,
        response: withErrorResponses({ 200: NewsletterStatusEnvelopeSchema }),
      },
    },
    async (request) => ({
      code: 200,
      result: await unsubscribeByLink(commerceRequestOf(request), await secret(), request.body),
    }),
  )
}
