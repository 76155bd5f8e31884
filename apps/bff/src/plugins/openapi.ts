// The OpenAPI 3 document, generated from the zod schemas on the routes (which come from
// packages/contracts) and served at `/api/docs` (ARCHITECTURE §3). Routes registered after this
// plugin are documented automatically; the docs routes themselves are hidden.
import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { BFF_VERSION } from '../version.js'
import { STORE_CODE_HEADER } from './request-context.js'

export const OPENAPI_PATHS = ['/api/docs', '/api/docs/json'] as const

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

    for (const url of OPENAPI_PATHS) {
      app.get(url, { schema: { hide: true } }, async () => app.swagger())
    }
  },
  { name: 'openapi' },
)
