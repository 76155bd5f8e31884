// GET /api/dev/outbox and /api/dev/outbox/:id: the embedded mailer's outbox, newest first, so a
// developer (and the browser journeys) can read the shop's mails without a mail server (D107).
// Registered only when LOCAL_DEV_ROUTES allows it (default: not in production) and served only to
// callers on this machine, never through the storefront (D216); with SMTP_URL set there is no
// outbox and both answer 404.
import { envelopeOf } from '@vitrine/contracts/envelope'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NotFoundError, withErrorResponses } from '../../errors.js'

export const NO_OUTBOX_MESSAGE = 'This BFF sends mail through SMTP and keeps no outbox.'
export const MAIL_NOT_FOUND_MESSAGE = 'No such mail in the outbox.'

const SentMailSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  storeCode: z.string(),
  createdAt: z.string(),
  html: z.string(),
  text: z.string(),
})

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const routeConfig = { noStore: true }
  app.get(
    '/api/dev/outbox',
    {
      config: routeConfig,
      schema: {
        tags: ['dev'],
        summary: 'The mails the shop wrote to the outbox, newest first (development)',
        querystring: z.strictObject({
          to: z.string().max(254).optional().describe('Only mails to this address'),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: withErrorResponses({ 200: envelopeOf(z.array(SentMailSchema)) }, [404]),
      },
    },
    async (request) => {
      const mails = await app.adapters.mailer.listOutbox(request.query)
      if (mails === null) throw new NotFoundError(NO_OUTBOX_MESSAGE)
      return { code: 200, result: mails }
    },
  )

  app.get(
    '/api/dev/outbox/:id',
    {
      config: routeConfig,
      schema: {
        tags: ['dev'],
        summary: 'One mail of the outbox with its HTML and text (development)',
        params: z.strictObject({ id: z.string().max(64) }),
        response: withErrorResponses({ 200: envelopeOf(SentMailSchema) }, [404]),
      },
    },
    async (request) => {
      const mail = await app.adapters.mailer.readOutbox(request.params.id)
      if (!mail) throw new NotFoundError(MAIL_NOT_FOUND_MESSAGE)
      return { code: 200, result: mail }
    },
  )
}
