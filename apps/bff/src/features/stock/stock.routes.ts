// `/api/stock/check` and `/api/stock/list` (vsf-api-contract §1.4; spec 000 §7), read from the
// commerce engine. Stock changes with every order, so answers are never cached.
import {
  StockCheckQuerySchema,
  StockListEnvelopeSchema,
  StockListQuerySchema,
  StockRecordEnvelopeSchema,
} from '@vitrine/contracts/stock'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Env } from '../../env.js'
import { withErrorResponses } from '../../errors.js'
import { checkStock, listStock } from './stock.service.js'

const tags = ['stock']
/** Stock changes with every order: never cached (plugins/no-store.ts). */
const stockReads = { noStore: true }

export const stockRoutes: FastifyPluginAsyncZod<{ config: Env }> = async (app, { config }) => {
  const threshold = config.STOCK_VOLATILE_THRESHOLD
  const checkSchema = {
    tags,
    summary: 'The stock of one sku (404 when the sku is unknown)',
    response: withErrorResponses({ 200: StockRecordEnvelopeSchema }, [404]),
  }

  app.get(
    '/api/stock/check',
    { config: stockReads, schema: { ...checkSchema, querystring: StockCheckQuerySchema } },
    async (request) => ({
      code: 200,
      result: await checkStock(app.adapters.commerce, request.query.sku, threshold),
    }),
  )

  app.get(
    '/api/stock/check/:sku',
    {
      config: stockReads,
      schema: { ...checkSchema, params: z.object({ sku: z.string().trim().min(1).max(128) }) },
    },
    async (request) => ({
      code: 200,
      result: await checkStock(app.adapters.commerce, request.params.sku, threshold),
    }),
  )

  app.get(
    '/api/stock/list',
    {
      config: stockReads,
      schema: {
        tags,
        summary: 'The stock of up to 1000 skus (comma-separated); unknown skus are left out',
        querystring: StockListQuerySchema,
        response: withErrorResponses({ 200: StockListEnvelopeSchema }),
      },
    },
    async (request) => {
      return {
        code: 200,
        result: await listStock(app.adapters.commerce, request.query.skus, threshold),
      }
    },
  )
}
