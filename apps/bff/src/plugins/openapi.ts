// The OpenAPI 3 document, generated from the zod schemas on the routes (which come from
// packages/contracts) and served at `/api/docs` (ARCHITECTURE §3): the JSON document, and for a
// browser the rendered reference at `/api/docs/ui/` (Swagger UI). Routes registered after this
// plugin are documented automatically; the docs routes themselves are hidden.
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { BFF_VERSION } from '../version.js'
import { STORE_CODE_HEADER } from './request-context.js'

export const OPENAPI_PATHS = ['/api/docs', '/api/docs/json'] as const
/** Where the rendered reference lives. */
export const OPENAPI_UI_PATH = '/api/docs/ui'

export const openApiPlugin = fp(
  async function registerOpenApi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Vitrine BFF',
          description:
            'REST backend-for-frontend of Vitrine, compatible with vue-storefront-api. Every answer is ' +
            'the `{ code, result }` envelope with the HTTP status equal to `code`. The store view comes ' +
            `from a \`/nl\` or \`/de\` prefix before \`/api\`, the \`${STORE_CODE_HEADER}\` header or ` +
            'the `storeCode` query parameter; the customer token from `Authorization: Bearer` or `?token=`.',
          version: BFF_VERSION,
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer' },
            adminToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN (D167)' },
          },
        },
      },
      transform: jsonSchemaTransform,
    })

    // The rendered reference (Swagger UI, its files served by the BFF itself) for a reader's
    // browser; `/api/docs` sends a browser there and anything else the JSON document.
    await app.register(swaggerUi, {
      routePrefix: OPENAPI_UI_PATH,
      uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
      // no call to swagger.io's validator; Swagger UI sets a few styles inline
      validatorUrl: false,
      staticCSP: true,
      transformStaticCSP: (header) =>
        header
          .replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'")
          .replace(' validator.swagger.io', ''),
    })
    app.get(OPENAPI_PATHS[0], { schema: { hide: true } }, async (request, reply) => {
      const accepted = request.headers.accept ?? ''
      if (accepted.includes('text/html')) return reply.redirect(`${OPENAPI_UI_PATH}/`, 302)
      return app.swagger()
    })
    app.get(OPENAPI_PATHS[1], { schema: { hide: true } }, async () => app.swagger())
  },
  { name: 'openapi' },
)
