// The admission gate of the expensive routes (D192). A request is counted from its arrival: over
// `maxInFlight` counted requests it is refused at once (a cheap 503). An admitted request then
// waits for one of `concurrency` work slots; when it gets one later than `maxQueueMs` after it
// arrived it is refused before doing its work, since its caller would be waiting too long anyway.
// A short burst may wait up to `maxQueueMs`; once waits have stayed over `targetQueueMs` for that
// long without the queue emptying (sustained overload, as CoDel reads a queue), the gate turns strict: every request whose
// turn comes later than the target is refused, until a whole `maxQueueMs` passes without a
// refusal (D198). Accepted requests then wait about the target, not the hard limit. A refused
// request has waited its turn: refusing on arrival instead let clients that retry at once spend the
// whole process on refusals (35 answers a second instead of 138, measured).
// A freed slot is handed on at once while the work started in this turn of the event loop has
// taken less than `turnSliceMs`, and otherwise in a macrotask (`schedule`, setImmediate by
// default), so new connections, health probes, cheap refusals and other routes' work are served
// between slices (D211). One search a turn let a turn made long by other work (a collection,
// order writes) hold the queue up: the gate then refused while the process was not busy.

/** Late waiters refused in one turn of the event loop at most (see handOver). */
export const REFUSALS_PER_TURN = 32

export interface LoadGateLimits {
  /** Requests counted at once (waiting or working); more are refused on arrival. */
  maxInFlight: number
  /** Requests doing their work at once. */
  concurrency: number
  /** Longest time from arrival to the start of the work; later starts are refused. */
  maxQueueMs: number
  /** The wait the gate keeps to under sustained overload (default: maxQueueMs, never strict). */
  targetQueueMs?: number
  /**
   * How long the work started in one turn of the event loop may run before the next waiter's
   * start is left to the next turn (default 0: one start a turn per slot).
   */
  turnSliceMs?: number
}

export interface LoadGateOptions extends LoadGateLimits {
  now?: () => number
  /** Runs the hand-over of a freed slot later (default: setImmediate). */
  schedule?: (task: () => void) => void
}

/** The gate's counts, for tests and logs. */
export interface LoadGateCounts {
  inFlight: number
  working: number
  waiting: number
}

/** One admitted request's place in the gate. */
export interface LoadTicket {
  /** When the request arrived (the gate's clock). */
  readonly arrivedAt: number
  /**
   * Resolves true when the request may do its work, false when it waited longer than
   * `maxQueueMs` or was finished while waiting (client gone).
   */
  start(): Promise<boolean>
  /** Leaves the gate (answer sent, failed or aborted); safe to call more than once. */
  finish(): void
}

interface Waiter {
  ticket: GateTicket
  resolve: (go: boolean) => void
}

type TicketState = 'admitted' | 'waiting' | 'working' | 'refused' | 'finished'

class GateTicket implements LoadTicket {
  state: TicketState = 'admitted'

  constructor(
    private readonly gate: LoadGate,
    readonly arrivedAt: number,
  ) {}

  start(): Promise<boolean> {
    return this.gate.startWork(this)
  }

  finish(): void {
    this.gate.finishTicket(this)
  }
}

export class LoadGate {
  readonly limits: LoadGateLimits
  private readonly now: () => number
  private readonly schedule: (task: () => void) => void
  private inFlight = 0
  private working = 0
  private readonly queue: Waiter[] = []
  private readonly targetQueueMs: number
  /** Since when the waits of starting requests have been over the target; undefined when not. */
  private overTargetSince: number | undefined
  /** Until when only requests within the target may start (strict after sustained overload). */
  private strictUntil = -Infinity
  private readonly turnSliceMs: number
  /** When the work of this turn's slice began (a start that is not a direct hand-over). */
  private sliceStartedAt = -Infinity

  constructor(options: LoadGateOptions) {
    for (const name of ['maxInFlight', 'concurrency'] as const) {
      if (!Number.isInteger(options[name]) || options[name] < 1) {
        throw new RangeError(`${name} must be a whole number of at least 1`)
      }
    }
    if (!(options.maxQueueMs >= 0)) throw new RangeError('maxQueueMs must be 0 or more')
    this.turnSliceMs = options.turnSliceMs ?? 0
    if (!(this.turnSliceMs >= 0)) throw new RangeError('turnSliceMs must be 0 or more')
    this.targetQueueMs = Math.min(options.targetQueueMs ?? options.maxQueueMs, options.maxQueueMs)
    this.limits = {
      maxInFlight: options.maxInFlight,
      concurrency: options.concurrency,
      maxQueueMs: options.maxQueueMs,
    }
    this.now = options.now ?? Date.now
    this.schedule = options.schedule ?? setImmediate
  }

  /** Counts a request that has just arrived, or answers null when the gate is full. */
  admit(): LoadTicket | null {
    if (this.inFlight >= this.limits.maxInFlight) return null
    this.inFlight += 1
    return new GateTicket(this, this.now())
  }

  counts(): LoadGateCounts {
    return { inFlight: this.inFlight, working: this.working, waiting: this.queue.length }
  }

  /** @internal GateTicket.start */
  startWork(ticket: GateTicket): Promise<boolean> {
    if (ticket.state !== 'admitted') return Promise.resolve(ticket.state === 'working')
    if (this.queue.length === 0 && this.working < this.limits.concurrency) {
      this.sliceStartedAt = this.now()
      return Promise.resolve(this.begin(ticket))
    }
    ticket.state = 'waiting'
    return new Promise((resolve) => this.queue.push({ ticket, resolve }))
  }

  /** @internal GateTicket.finish */
  finishTicket(ticket: GateTicket): void {
    const previous = ticket.state
    if (previous === 'finished') return
    ticket.state = 'finished'
    this.inFlight -= 1
    if (previous === 'waiting') {
      const index = this.queue.findIndex((waiter) => waiter.ticket === ticket)
      if (index !== -1) this.queue.splice(index, 1)[0]?.resolve(false)
    } else if (previous === 'working') {
      if (this.queue.length > 0 && this.now() - this.sliceStartedAt < this.turnSliceMs) {
        // Within the slice: the next waiter goes on in this turn (its start is a microtask).
        this.working -= 1
        this.handOver()
        return
      }
      // The slot stays taken until the next macrotask: the event loop polls in between.
      this.schedule(() => {
        this.working -= 1
        this.sliceStartedAt = this.now()
        this.handOver()
      })
    }
  }

  /** Starts the work of a ticket whose turn it is, or refuses it when it has waited too long. */
  private begin(ticket: GateTicket): boolean {
    const now = this.now()
    const waited = now - ticket.arrivedAt
    if (waited <= this.targetQueueMs) this.overTargetSince = undefined
    else {
      this.overTargetSince ??= now
      // Strict while an overload lasts; one request late past the hard limit is refused alone.
      const strict = now - this.overTargetSince >= this.limits.maxQueueMs || now < this.strictUntil
      if (strict) this.strictUntil = now + this.limits.maxQueueMs
      if (strict || waited > this.limits.maxQueueMs) {
        ticket.state = 'refused'
        return false
      }
    }
    ticket.state = 'working'
    this.working += 1
    // An empty queue ends an overload, however long the last one waited (as in CoDel).
    if (this.queue.length === 0) this.overTargetSince = undefined
    return true
  }

  /**
   * Starts the next waiters while slots are free. Refusing is cheap but not free: at most
   * REFUSALS_PER_TURN late waiters are refused in one turn, the rest in the next.
   */
  private handOver(): void {
    let refused = 0
    while (this.working < this.limits.concurrency && this.queue.length > 0) {
      if (refused === REFUSALS_PER_TURN) {
        this.schedule(() => this.handOver())
        return
      }
      const waiter = this.queue.shift() as Waiter
      const go = this.begin(waiter.ticket)
      if (!go) refused += 1
      waiter.resolve(go)
    }
  }
}
