// `/api/ext/dhl-parcel/*` (spec 000 §7; vsf-api-contract §4.3): the service points near a postcode
// and the choice of one for a cart. Points are public and the same for everyone, so their answer
// may be cached briefly by the browser; the choice is a cart write like `/api/cart/*`.
import {
  SelectedServicePointEnvelopeSchema,
  SelectServicePointBodySchema,
  SelectServicePointQuerySchema,
  ServicePointsEnvelopeSchema,
  ServicePointsQuerySchema,
} from '@vitrine/contracts/service-points'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { withErrorResponses } from '../../errors.js'
import { commerceRequestOf } from '../../plugins/caller.js'
import { findServicePoints, selectServicePoint } from './dhl-parcel.service.js'

const tags = ['dhl-parcel']

export const dhlParcelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ext/dhl-parcel/servicepoints',
    {
      schema: {
        tags,
        summary: 'DHL service points and packstations near a postcode, nearest first',
        description:
          'Always an array: empty when there are no points or DHL cannot be reached. Each point ' +
          'has its opening times (weekDay 1 = Monday … 7 = Sunday).',
        querystring: ServicePointsQuerySchema,
        response: withErrorResponses({ 200: ServicePointsEnvelopeSchema }),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'public, max-age=300')
      return {
        code: 200,
        result: await findServicePoints(app.adapters.deliveryPoints, request.query),
      }
    },
  )

  app.post(
    '/api/ext/dhl-parcel/select-servicepoint',
    {
      config: { resolveCaller: true },
      schema: {
        tags,
        security: [{ bearerAuth: [] }, {}],
        summary: 'Choose the cart’s service point: `id`, or `id|postnumber` for a packstation',
        querystring: SelectServicePointQuerySchema,
        body: SelectServicePointBodySchema,
        response: withErrorResponses({ 200: SelectedServicePointEnvelopeSchema }, [404]),
      },
    },
    async (request) => ({
      code: 200,
      result: await selectServicePoint(
        commerceRequestOf(request),
        app.adapters.deliveryPoints,
        request.query.cartId,
        request.body.servicePoint,
      ),
    }),
  )
}
