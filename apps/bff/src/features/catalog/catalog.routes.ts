// POST /api/catalog: the typed catalogue query (spec 000 §7; ARCHITECTURE §3). Raw Elasticsearch
// DSL is never accepted: the body is validated against CatalogQueryRequestSchema.
import {
  CatalogQueryEnvelopeSchema,
  CatalogQueryRequestSchema,
} from '@vitrine/contracts/catalog-query'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Env } from '../../env.js'
import { withErrorResponses } from '../../errors.js'
import { queryCatalog, type CatalogServiceDeps } from './catalog.service.js'

export interface CatalogRoutesOptions {
  config: Pick<Env, 'CATALOG_LIST_OUT_OF_STOCK'>
}

export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (
  app,
  { config },
) => {
  const deps: CatalogServiceDeps = {
    search: app.adapters.search,
    cache: app.adapters.cache,
    reference: app.catalogReference,
    listOutOfStock: config.CATALOG_LIST_OUT_OF_STOCK,
  }

  app.post(
    '/api/catalog',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Query products, categories, attributes, tax rules or CMS content',
        description:
          'A typed query (spec 000 §7): filters, facet choices, text, sort, paging and source ' +
          'field lists. Product answers carry prices including tax for the store view, computed ' +
          'by the server (`prices` in cents; VSF1 decimal fields `price_incl_tax`, ' +
          '`final_price_incl_tax`, ...). Text under 3 characters is refused.',
        body: CatalogQueryRequestSchema,
        response: withErrorResponses({ 200: CatalogQueryEnvelopeSchema }),
      },
    },
    async (request) => ({
      code: 200,
      // Guests for now: customer groups come with the accounts feature (spec 000 §6).
      result: await queryCatalog(deps, request.body, {
        storeView: request.storeView,
        customerGroupId: null,
      }),
    }),
  )
}
