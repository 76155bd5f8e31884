// POST /api/catalog: the typed catalogue query (spec 000 §7; ARCHITECTURE §3). Raw Elasticsearch
// DSL is never accepted: the body is validated against CatalogQueryRequestSchema.
import {
  CatalogQueryEnvelopeSchema,
  CatalogQueryRequestSchema,
} from '@vitrine/contracts/catalog-query'
import { StoreQuerySchema } from '@vitrine/contracts/request-query'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Env } from '../../env.js'
import { withErrorResponses } from '../../errors.js'
import { SecondSight } from '../../adapters/cache/second-sight.js'
import { useMemoizedJsonBodies } from '../../plugins/memoized-json-body.js'
import { CatalogAnswerBytes } from './catalog-answer-bytes.js'
import { resolveCatalogCaller } from './catalog-caller.js'
import { CatalogKeyMemo } from './catalog-cache.js'
import { answerCatalogQuery, type CatalogServiceDeps } from './catalog.service.js'
import { PresentedItems } from './presented-items.js'
import { registerVsfCatalogRoutes } from '../vsf-catalog/vsf-catalog.routes.js'

/**
 * Sends JSON that serializeCatalogEnvelope already validated and serialized against the 200
 * schema. Fastify writes a Buffer as it is, without running the response serializer again; the
 * cast only tells the type provider so.
 */
function sendJsonBytes(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(bytes as never)
}

export interface CatalogRoutesOptions {
  config: Pick<
    Env,
    | 'CATALOG_LIST_OUT_OF_STOCK'
    | 'STORE_TIME_ZONE'
    | 'TAX_USER_GROUP_ID'
    | 'TAX_USE_ONLY_DEFAULT_USER_GROUP_ID'
    | 'VSF_CATALOG_INDICES'
  >
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
    timeZone: config.STORE_TIME_ZONE,
    keyMemo: new CatalogKeyMemo(),
    seenQueries: new SecondSight(),
    answerBytes: new CatalogAnswerBytes(),
    presentedItems: new PresentedItems(),
  }
  const groupConfig = {
    userGroupId: config.TAX_USER_GROUP_ID ?? null,
    useOnlyDefaultUserGroupId: config.TAX_USE_ONLY_DEFAULT_USER_GROUP_ID,
  }
  // Vue Storefront 1's catalogue route answers from the same service, caches and gate (D228).
  registerVsfCatalogRoutes(app, { deps, groupConfig, indices: config.VSF_CATALOG_INDICES })
  // The same listing and search bodies come again and again: parsed and validated once each.
  const validateBody = useMemoizedJsonBodies(app)

  app.post(
    '/api/catalog',
    {
      validatorCompiler: validateBody,
      // Synchronous search work: counted and queued by the load-shedding gate (D192).
      config: { shedLoad: true },
      schema: {
        tags: ['catalog'],
        summary: 'Query products, categories, attributes, tax rules or CMS content',
        description:
          'A typed query (spec 000 §7): filters, facet choices, text, sort, paging and source ' +
          'field lists. Product answers carry prices including tax for the store view, computed ' +
          'by the server (`prices` in cents; VSF1 decimal fields `price_incl_tax`, ' +
          '`final_price_incl_tax`, ...). Text under 3 characters is refused. Unknown keys are ' +
          'refused with a 400 naming them; raw Elasticsearch DSL (`bool`, `match`, ...) is never ' +
          'accepted.',
        querystring: StoreQuerySchema,
        body: CatalogQueryRequestSchema,
        response: withErrorResponses({ 200: CatalogQueryEnvelopeSchema }),
      },
    },
    async (request, reply) => {
      // spec 000 §6: a customer's group (its signed token, D188) prices only when group tax is
      // configured; the token is no part of the query (answers are cached per group, not per customer).
      const { groupToken, ...rest } = request.body
      const caller = resolveCatalogCaller(
        app.groupTokens,
        groupConfig,
        request.storeView,
        groupToken,
        'body.groupToken',
      )
      let bytes: Buffer
      try {
        bytes = await answerCatalogQuery(
          deps,
          groupToken === undefined ? request.body : rest,
          caller,
          // an answer that is not cached waits for a work slot of the load gate (D192)
          () => request.waitForWorkSlot(),
        )
      } finally {
        // the slot is for the search: sending the answer does not hold up the next one (D205)
        request.finishWork()
      }
      return sendJsonBytes(reply, bytes)
    },
  )
}
