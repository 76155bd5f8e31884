// Load shedding of the expensive routes (D192): a route with `config: { shedLoad: true }` (the
// catalogue query: synchronous search work) passes the admission gate (load-gate.ts). It is counted
// from onRequest, before its body is read; a full gate, or a wait past BFF_SHED_MAX_QUEUE_MS before
// its work starts, answers 503 with Retry-After in the error envelope (UnderPressureError through
// the central error handler). Every other route, /healthz and /readyz among them, never waits here.
// The count is released when the response closes: sent, failed, or the client gone.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { UnderPressureError } from '../errors.js'
import { LoadGate, type LoadGateLimits, type LoadTicket } from './load-gate.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Expensive work: counted and queued by the load-shedding gate (D192). */
    shedLoad?: boolean
  }
  interface FastifyInstance {
    /** The gate of the `shedLoad` routes (tests read its counts). */
    loadGate: LoadGate
  }
}

export interface LoadSheddingOptions extends LoadGateLimits {
  /** Seconds a refused caller is told to wait (`Retry-After`). */
  retryAfterSeconds: number
  now?: () => number
}

const tickets = new WeakMap<FastifyRequest, LoadTicket>()

export const loadSheddingPlugin = fp<LoadSheddingOptions>(
  async function registerLoadShedding(app: FastifyInstance, options) {
    const gate = new LoadGate({ ...options, now: options.now })
    app.decorate('loadGate', gate)
    const retryAfter = String(options.retryAfterSeconds)

    function refuse(reply: FastifyReply): UnderPressureError {
      reply.header('retry-after', retryAfter)
      return createRefusal()
    }

    async function admit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const ticket = gate.admit()
      if (!ticket) throw refuse(reply)
      tickets.set(request, ticket)
      // 'close' follows the end of every response, and comes alone when the client goes away.
      reply.raw.once('close', () => ticket.finish())
    }

    async function waitForTurn(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const ticket = tickets.get(request)
      if (ticket && !(await ticket.start())) throw refuse(reply)
    }

    app.addHook('onRoute', (route) => {
      if (!route.config?.shedLoad) return
      route.onRequest = [admit, ...asList(route.onRequest)]
      // Last before the handler: the work slot is taken only when the work is next.
      route.preHandler = [...asList(route.preHandler), waitForTurn]
    })
  },
  { name: 'load-shedding' },
)

/**
 * The refusal, without a stack trace: under overload thousands are made a second, and capturing a
 * stack was the largest single cost of a refused request; nobody reads it (the answer is a 503).
 */
function createRefusal(): UnderPressureError {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 0
  try {
    return new UnderPressureError()
  } finally {
    Error.stackTraceLimit = limit
  }
}

function asList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return []
  return Array.isArray(hooks) ? hooks : [hooks]
}
