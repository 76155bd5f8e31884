// Cross-origin calls (vsf-api-contract §0; D229): a Vue Storefront 1 front end on its own origin
// calls the BFF from the browser, as vue-storefront-api allows with `cors({ exposedHeaders:
// 'Link' })`. CORS_ORIGINS: `*` (the default: any origin, never with credentials; the BFF keeps
// no cookies, a customer token travels in the URL or the Authorization header), a comma-separated
// list of origins, or `none` to answer no cross-origin call. Pictures (`/img`) may be shown by a
// page of another origin: their Cross-Origin-Resource-Policy is `cross-origin` (helmet sets
// `same-origin` on everything else).
import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export interface CorsPluginOptions {
  /** CORS_ORIGINS. */
  origins: string
}

export const corsPlugin = fp<CorsPluginOptions>(
  async function registerCors(app: FastifyInstance, { origins }) {
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith('/img/') || request.url.startsWith('/img?')) {
        reply.header('cross-origin-resource-policy', 'cross-origin')
      }
      done()
    })
    if (origins.trim() === 'none') return
    await app.register(cors, {
      origin:
        origins.trim() === '*'
          ? '*'
          : origins
              .split(',')
              .map((origin) => origin.trim())
              .filter(Boolean),
      credentials: false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['content-type', 'authorization', 'x-vs-store-code'],
      exposedHeaders: ['Link'],
      maxAge: 600,
    })
  },
  { name: 'cors', dependencies: ['security'] },
)
