// The URL lookup (spec 000 §2, §7; D232), two ways: POST /api/url/resolve, the shop's own (a path →
// product, category, CMS page or the redirect of a rewrite entry; 404 envelope when nothing maps
// to it), and POST /api/url/map as vue-storefront-api answers it (vsf-api-contract §1.2): the hit
// of the product, category or CMS page, not enveloped, or null.
import { StoreQuerySchema } from '@vitrine/contracts/request-query'
import {
  UrlMapEnvelopeSchema,
  UrlMapRequestSchema,
  VsfUrlMapHitSchema,
  VsfUrlMapRequestSchema,
} from '@vitrine/contracts/url-map'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Env } from '../../env.js'
import { NotFoundError, withErrorResponses } from '../../errors.js'
import { parseVsfIndexNames } from '../vsf-catalog/vsf-index-names.js'
import { resolveUrl, type UrlMapDeps } from './url-map.service.js'
import { toVsfUrlMapHit } from './vsf-url-map-hit.js'

export interface UrlMapRoutesOptions {
  config: Pick<Env, 'STORE_TIME_ZONE' | 'VSF_CATALOG_INDICES'>
}

export const urlMapRoutes: FastifyPluginAsyncZod<UrlMapRoutesOptions> = async (app, { config }) => {
  const deps: UrlMapDeps = {
    search: app.adapters.search,
    cache: app.adapters.cache,
    reference: app.catalogReference,
    timeZone: config.STORE_TIME_ZONE,
  }
  const indices = parseVsfIndexNames(config.VSF_CATALOG_INDICES)

  app.post(
    '/api/url/resolve',
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

  app.post(
    '/api/url/map',
    {
      schema: {
        tags: ['vue-storefront-1'],
        summary: "Vue Storefront 1's URL lookup: the hit whose url_path or identifier is the url",
        description:
          'vsf-api-contract §1.2; D232. Not enveloped: the Elasticsearch hit of the product ' +
          '(priced for the store view), category or CMS page, or `null` when none (a rewrite ' +
          'entry that redirects included: POST /api/url/resolve answers those). With ' +
          '`includeFields`, `url_path`, `identifier`, `id`, `slug`, `sku` and `type_id` are ' +
          'always kept.',
        querystring: StoreQuerySchema,
        body: VsfUrlMapRequestSchema,
        response: withErrorResponses({ 200: VsfUrlMapHitSchema }),
      },
    },
    async (request) => {
      const { url, includeFields, excludeFields } = request.body
      const found = await resolveUrl(
        deps,
        {
          url,
          ...(includeFields ? { includeFields: withVsfUrlFields(includeFields) } : {}),
          ...(excludeFields ? { excludeFields } : {}),
        },
        { storeView: request.storeView, customerGroupId: null },
      ).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null
        throw error
      })
      return toVsfUrlMapHit(found, indices, request.storeView.storeCode)
    },
  )
}

/** The fields vue-storefront-api always adds to `includeFields` (vsf-api-contract §1.2). */
const VSF_URL_FIELDS = ['url_path', 'identifier', 'id', 'slug', 'sku', 'type_id']

function withVsfUrlFields(fields: readonly string[]): string[] {
  return [...new Set([...fields, ...VSF_URL_FIELDS])]
}
