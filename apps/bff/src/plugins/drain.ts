// Draining on shutdown: once `app.close()` starts, the server stops accepting connections and
// Fastify waits for open ones. A keep-alive connection would hold the process open until its idle
// timeout, so every answer sent while draining carries `Connection: close`; `/readyz` reports not
// ready so a load balancer stops sending traffic.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment `close()` starts. */
    isDraining(): boolean
  }
}

export const drainPlugin = fp(
  async function registerDrain(app: FastifyInstance) {
    let draining = false
    app.decorate('isDraining', () => draining)
    app.addHook('preClose', async () => {
      draining = true
    })
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (draining) reply.header('connection', 'close')
      done(null, payload)
    })
  },
  { name: 'drain' },
)
