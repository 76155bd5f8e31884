// `Cache-Control: no-cache, no-store` on every answer of a route that declares
// `config: { noStore: true }`: carts, stock, coupons and accounts change with every order or
// belong to one caller, so no browser or shared cache may keep them. Set as the request arrives,
// so error answers carry it too.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer with `Cache-Control: no-cache, no-store`. */
    noStore?: boolean
  }
}

export const NO_STORE = 'no-cache, no-store'

function setNoStore(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  reply.header('cache-control', NO_STORE)
  done()
}

export const noStorePlugin = fp(
  async function registerNoStore(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      if (!route.config?.noStore) return
      const existing = route.onRequest ?? []
      route.onRequest = [setNoStore, ...(Array.isArray(existing) ? existing : [existing])]
    })
  },
  { name: 'no-store' },
)
