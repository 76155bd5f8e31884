// The routes that exist only for trying the shop locally (the list in
// @vitrine/contracts/local-only-routes; D216) answer a caller on another machine exactly as an
// unknown route does: 404. Both the socket's peer and the client named by a trusted
// `X-Forwarded-For` (Fastify's `request.ip`) must be loopback, so neither a visitor on the network
// nor a shopper forwarded by the storefront's proxy reaches them.
import { findLocalOnlyRoute, isLoopbackAddress } from '@vitrine/contracts/local-only-routes'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

export function isLoopbackCaller(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip)
}

async function hideFromOtherMachines(request: FastifyRequest, reply: FastifyReply) {
  if (!findLocalOnlyRoute(request.originalUrl) || isLoopbackCaller(request)) return
  request.log.warn(
    { path: request.originalUrl.split('?')[0], remoteAddress: request.ip },
    'local-only route refused to a caller on another machine',
  )
  reply.callNotFound()
  return reply
}

export const localOnlyRoutesPlugin = fp(
  async function registerLocalOnlyRoutes(app: FastifyInstance) {
    app.addHook('onRequest', hideFromOtherMachines)
  },
  { name: 'local-only-routes' },
)
