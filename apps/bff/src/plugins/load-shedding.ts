// Load shedding of the expensive routes (D192): a route with `config: { shedLoad: true }` (the
// catalogue query: synchronous search work) passes the admission gate (load-gate.ts). It is counted
// from onRequest, before its body is read; before its expensive work (a catalogue answer that is not
// cached) the handler waits for a work slot with `request.waitForWorkSlot()`, so answers from the
// cache never queue. A full gate, or a wait past BFF_SHED_MAX_QUEUE_MS before the work starts,
// answers 503 with Retry-After in the error envelope (UnderPressureError through the central error
// handler). Every other route, /healthz and /readyz among them, never waits here. The handler gives
// its slot back with `request.finishWork()` once its answer is built; the response's 'close' (sent,
// failed, or the client gone) releases it otherwise (D205).
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
  interface FastifyRequest {
    /**
     * On a `shedLoad` route, waits for a work slot before expensive work and throws the 503
     * refusal when the turn came too late; elsewhere it returns at once.
     */
    waitForWorkSlot(): Promise<void>
    /**
     * Gives the work slot back once the expensive work is done, before the answer is sent (the
     * response's 'close' does it otherwise); does nothing elsewhere or when called again.
     */
    finishWork(): void
    /** @internal The gate's ticket of an admitted `shedLoad` request (null elsewhere). */
    admittedLoad: { ticket: LoadTicket; reply: FastifyReply } | null
  }
}

export interface LoadSheddingOptions extends LoadGateLimits {
  /** Seconds a refused caller is told to wait (`Retry-After`). */
  retryAfterSeconds: number
  now?: () => number
}

export const loadSheddingPlugin = fp<LoadSheddingOptions>(
  async function registerLoadShedding(app: FastifyInstance, options) {
    const gate = new LoadGate({ ...options, now: options.now })
    app.decorate('loadGate', gate)
    // A request property, not a WeakMap keyed by requests: V8's scavenges keep a WeakMap's young
    // keys and values alive, so every request was promoted to the old generation (D202).
    app.decorateRequest('admittedLoad', null)
    const retryAfter = String(options.retryAfterSeconds)

    function refuse(reply: FastifyReply): UnderPressureError {
      reply.header('retry-after', retryAfter)
      return createRefusal()
    }

    async function admit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const ticket = gate.admit()
      if (!ticket) throw refuse(reply)
      request.admittedLoad = { ticket, reply }
      // 'close' follows the end of every response, and comes alone when the client goes away.
      reply.raw.once('close', () => ticket.finish())
    }

    app.decorateRequest('waitForWorkSlot', async function waitForWorkSlot(this: FastifyRequest) {
      const admitted = this.admittedLoad
      if (admitted && !(await admitted.ticket.start())) throw refuse(admitted.reply)
    })

    app.decorateRequest('finishWork', function finishWork(this: FastifyRequest) {
      this.admittedLoad?.ticket.finish()
    })

    app.addHook('onRoute', (route) => {
      if (!route.config?.shedLoad) return
      route.onRequest = [admit, ...asList(route.onRequest)]
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
