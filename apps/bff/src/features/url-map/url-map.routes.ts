// POST /api/url/map (spec 000 §2, §7; vsf-api-contract §1.2): a path → product, category, CMS page
// or the redirect of a rewrite entry; 404 envelope when nothing maps to it.
import { StoreQuerySchema } from '@vitrine/contracts/request-query'
import { UrlMapEnvelopeSchema, UrlMapRequestSchema } from '@vitrine/contracts/url-map'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Env } from '../../env.js'
import { withErrorResponses } from '../../errors.js'
import { resolveUrl, type UrlMapDeps } from './url-map.service.js'

export interface UrlMapRoutesOptions {
  config: Pick<Env, 'STORE_TIME_ZONE'>
}

export const urlMapRoutes: FastifyPluginAsyncZod<UrlMapRoutesOptions> = async (app, { config }) => {
  const deps: UrlMapDeps = {
    search: app.adapters.search,
    cache: app.adapters.cache,
    reference: app.catalogReference,
    timeZone: config.STORE_TIME_ZONE,
  }

  app.post(
    '/api/url/map',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Resolve a shop URL to a product, category, CMS page or redirect',
        description:
          'The path (its query and a store prefix are allowed) is looked up in the URL rewrites ' +
          'of the store view, then as a product or category `url_path` and a CMS page ' +
          '`identifier`. A rewrite with redirect type 301 or 302 answers `{ type: "redirect", ' +
          'redirect: { target, status } }`; the caller performs the redirect.',
        querystring: StoreQuerySchema,
        body: UrlMapRequestSchema,
        response: withErrorResponses({ 200: UrlMapEnvelopeSchema }, [404]),
      },
    },
    async (request) => ({
      code: 200,
      result: await resolveUrl(deps, request.body, {
        storeView: request.storeView,
        customerGroupId: null,
      }),
    }),
  )
}
