// The newsletter API (spec 001 §3, §4, §7; D162, D168–D170): POST /api/newsletter/subscribe (e-mail,
// privacy accepted, captcha token; rate limited per IP), GET /api/newsletter/status and POST
// /api/newsletter/unsubscribe for the logged-in customer's own address, and POST
// /api/newsletter/unsubscribe-link for the signed link of a newsletter mail.
import { StoreQuerySchema } from '@vitrine/contracts/request-query'
import {
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
          'spec 001 §4, §5, §8. The captcha token is checked first (a refusal is a 400 naming ' +
          '`body.captchaToken`). A new address answers the success notification `You have been ' +
          'successfully subscribed to our newsletter!` and gets a single-use 10 % coupon by mail; ' +
          'an address subscribed already answers the warning `You are already subscribed to the ' +
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
