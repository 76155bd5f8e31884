// Resolves the caller once per request, before the handler, for the routes that declare
// `config: { resolveCaller: true }` (cart, coupons, order, user profile and order history): the
// token (request-context.ts) is looked up in the commerce port and the request is decorated with
// `caller` (caller.ts). Other routes never pay for the lookup.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { resolveCaller, type Caller, type CommerceRequest } from '../caller.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** Who calls; set for routes with `config.resolveCaller` (else null). */
    caller: Caller | null
  }
  interface FastifyContextConfig {
    /** Resolve the caller (guest, customer by token, refused) before the handler. */
    resolveCaller?: boolean
  }
}

const GUEST: Caller = { kind: 'guest' }

/** The port, the resolved caller and the store view of a request, for a commerce service. */
export function commerceRequestOf(request: FastifyRequest): CommerceRequest {
  return {
    commerce: request.server.adapters.commerce,
    caller: request.caller ?? GUEST,
    storeView: request.storeView,
  }
}

export const callerPlugin = fp(
  async function registerCaller(app: FastifyInstance) {
    // Fastify refuses object defaults on requests (they would be shared); set per request.
    app.decorateRequest('caller', null)

    const preHandler = async (request: FastifyRequest) => {
      request.caller = await resolveCaller(app.adapters.commerce, request.authToken)
    }
    app.addHook('onRoute', (route) => {
      if (!route.config?.resolveCaller) return
      const existing = route.preHandler ?? []
      route.preHandler = [preHandler, ...(Array.isArray(existing) ? existing : [existing])]
    })
  },
  { name: 'resolve-caller', dependencies: ['adapter-registry', 'request-context'] },
)
