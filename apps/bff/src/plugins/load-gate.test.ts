// The admission gate's rules (D192) on a clock and a task queue the test drives.
import { describe, expect, it } from 'vitest'
import { LoadGate, REFUSALS_PER_TURN, type LoadTicket } from './load-gate.js'

function createGate(limits: {
  maxInFlight: number
  concurrency?: number
  maxQueueMs?: number
  targetQueueMs?: number
  turnSliceMs?: number
}) {
  let now = 0
  const tasks: Array<() => void> = []
  const gate = new LoadGate({
    concurrency: 1,
    maxQueueMs: 100,
    ...limits,
    now: () => now,
    schedule: (task) => tasks.push(task),
  })
  return {
    gate,
    setNow: (value: number) => (now = value),
    /** Runs the scheduled hand-overs (the next turn of the event loop). */
    runTasks: () => {
      for (const task of tasks.splice(0)) task()
    },
  }
}

/** The outcome of `start()` once settled, or 'pending'. */
async function settle(promise: Promise<boolean>): Promise<boolean | 'pending'> {
  return Promise.race([
    promise,
    new Promise<'pending'>((resolve) => setImmediate(resolve, 'pending')),
  ])
}

describe('LoadGate', () => {
  it('counts from arrival and refuses over maxInFlight, until a ticket finishes', () => {
    const { gate } = createGate({ maxInFlight: 2 })
    const first = gate.admit()
    const second = gate.admit()
    expect(first).not.toBeNull()
    expect(second).not.toBeNull()
    expect(gate.admit()).toBeNull()
    first?.finish()
    first?.finish()
    expect(gate.counts().inFlight).toBe(1)
    expect(gate.admit()).not.toBeNull()
  })

  it('lets one work at a time and hands the slot on only in the next scheduled task', async () => {
    const { gate, runTasks } = createGate({ maxInFlight: 5 })
    const a = gate.admit() as LoadTicket
    const b = gate.admit() as LoadTicket
    expect(await settle(a.start())).toBe(true)
    const bStarted = b.start()
    expect(gate.counts()).toEqual({ inFlight: 2, working: 1, waiting: 1 })

    a.finish()
    expect(await settle(bStarted)).toBe('pending')
    runTasks()
    expect(await settle(bStarted)).toBe(true)
    expect(gate.counts()).toEqual({ inFlight: 1, working: 1, waiting: 0 })
    b.finish()
    runTasks()
    expect(gate.counts()).toEqual({ inFlight: 0, working: 0, waiting: 0 })
  })

  it('hands the slot on in the same turn while the turn slice lasts, then in the next task', async () => {
    const { gate, setNow, runTasks } = createGate({ maxInFlight: 5, turnSliceMs: 10 })
    const admit = () => gate.admit() as LoadTicket
    const [a, b, c, d] = [admit(), admit(), admit(), admit()]
    expect(await settle(a.start())).toBe(true)
    const [bStarted, cStarted, dStarted] = [b.start(), c.start(), d.start()]

    setNow(6)
    a.finish()
    expect(await settle(bStarted)).toBe(true)
    expect(gate.counts()).toEqual({ inFlight: 3, working: 1, waiting: 2 })

    // the slice began when a started (0): at 10 it is used up, and c waits for the next task
    setNow(10)
    b.finish()
    expect(await settle(cStarted)).toBe('pending')
    runTasks()
    expect(await settle(cStarted)).toBe(true)

    // the next task began a new slice
    setNow(15)
    c.finish()
    expect(await settle(dStarted)).toBe(true)
    d.finish()
    runTasks()
    expect(gate.counts()).toEqual({ inFlight: 0, working: 0, waiting: 0 })
  })

  it('refuses a ticket whose turn comes later than maxQueueMs after its arrival, and serves the next', async () => {
    const { gate, setNow, runTasks } = createGate({ maxInFlight: 5, maxQueueMs: 100 })
    const a = gate.admit() as LoadTicket
    await a.start()
    const stale = gate.admit() as LoadTicket
    const staleStarted = stale.start()
    setNow(80)
    const fresh = gate.admit() as LoadTicket
    const freshStarted = fresh.start()

    setNow(150)
    a.finish()
    runTasks()
    expect(await settle(staleStarted)).toBe(false)
    expect(await settle(freshStarted)).toBe(true)
    stale.finish()
    fresh.finish()
    runTasks()
    expect(gate.counts()).toEqual({ inFlight: 0, working: 0, waiting: 0 })
  })

  it('lets a burst wait up to maxQueueMs, then keeps waits to the target while overload lasts (D198)', async () => {
    const { gate, setNow, runTasks } = createGate({
      maxInFlight: 50,
      maxQueueMs: 1000,
      targetQueueMs: 100,
    })
    // One request at a time, each taking 300 ms or more; a new one arrives every 100 ms.
    const first = gate.admit() as LoadTicket
    await first.start()
    const waiting = Array.from({ length: 3 }, (_, i) => {
      setNow((i + 1) * 100)
      const ticket = gate.admit() as LoadTicket
      return { ticket, started: ticket.start() }
    })
    // A burst: 200–400 ms of waiting is within maxQueueMs and the overload is not yet sustained.
    setNow(400)
    first.finish()
    runTasks()
    expect(await settle(waiting[0]!.started)).toBe(true)
    // Still over the target 1.1 s later: sustained, so the late ones are refused...
    setNow(1_300)
    const late = gate.admit() as LoadTicket
    const lateStarted = late.start()
    setNow(1_450)
    waiting[0]!.ticket.finish()
    runTasks()
    expect(await settle(waiting[1]!.started)).toBe(false)
    expect(await settle(waiting[2]!.started)).toBe(false)
    expect(await settle(lateStarted)).toBe(false)
    // ...and while strict, one that waited 150 ms (within maxQueueMs, over the target) is refused too,
    const busy = gate.admit() as LoadTicket
    expect(await busy.start()).toBe(true)
    const strictLate = gate.admit() as LoadTicket
    const strictStarted = strictLate.start()
    setNow(1_600)
    busy.finish()
    runTasks()
    expect(await settle(strictStarted)).toBe(false)
    // while one within the target starts.
    const quick = gate.admit() as LoadTicket
    expect(await quick.start()).toBe(true)
    // A whole maxQueueMs without a refusal: lenient again, a 400 ms wait is served.
    setNow(2_700)
    const patient = gate.admit() as LoadTicket
    const patientStarted = patient.start()
    setNow(3_100)
    quick.finish()
    runTasks()
    expect(await settle(patientStarted)).toBe(true)
    for (const ticket of [late, strictLate, patient, ...waiting.map((w) => w.ticket)]) {
      ticket.finish()
    }
    runTasks()
    expect(gate.counts()).toEqual({ inFlight: 0, working: 0, waiting: 0 })
  })

  it('forgets an overload once its queue empties: a slow moment now and then is served (D198)', async () => {
    const { gate, setNow, runTasks } = createGate({
      maxInFlight: 10,
      maxQueueMs: 1000,
      targetQueueMs: 100,
    })
    const a = gate.admit() as LoadTicket
    expect(await a.start()).toBe(true)
    const b = gate.admit() as LoadTicket
    const bStarted = b.start()
    setNow(300)
    a.finish()
    runTasks()
    expect(await settle(bStarted)).toBe(true) // waited 300 ms; nothing waits behind it
    // b works for 1.85 s; c arrives meanwhile and waits 150 ms: a new slow moment, not the old one.
    setNow(2_000)
    const c = gate.admit() as LoadTicket
    const cStarted = c.start()
    setNow(2_150)
    b.finish()
    runTasks()
    expect(await settle(cStarted)).toBe(true)
    c.finish()
    runTasks()
    expect(gate.counts()).toEqual({ inFlight: 0, working: 0, waiting: 0 })
  })

  it('refuses one request late past maxQueueMs alone: the next one over the target is served (D198)', async () => {
    const { gate, setNow, runTasks } = createGate({
      maxInFlight: 10,
      maxQueueMs: 1000,
      targetQueueMs: 100,
    })
    const slow = gate.admit() as LoadTicket
    expect(await slow.start()).toBe(true)
    const late = gate.admit() as LoadTicket
    const lateStarted = late.start()
    setNow(900)
    const next = gate.admit() as LoadTicket
    const nextStarted = next.start()
    setNow(1_100) // late waited 1.1 s: refused; next waited 200 ms, and no overload lasted a second
    slow.finish()
    runTasks()
    expect(await settle(lateStarted)).toBe(false)
    expect(await settle(nextStarted)).toBe(true)
    for (const ticket of [late, next]) ticket.finish()
    runTasks()
    expect(gate.counts()).toEqual({ inFlight: 0, working: 0, waiting: 0 })
  })

  it('refuses at most REFUSALS_PER_TURN late waiters in one turn, the rest in the next', async () => {
    const { gate, setNow, runTasks } = createGate({ maxInFlight: 100, maxQueueMs: 100 })
    const a = gate.admit() as LoadTicket
    await a.start()
    const late = Array.from({ length: REFUSALS_PER_TURN + 8 }, () => gate.admit() as LoadTicket)
    const outcomes = late.map((ticket) => ticket.start())
    setNow(500)
    a.finish()
    runTasks()
    expect(gate.counts().waiting).toBe(8)
    runTasks()
    expect(gate.counts().waiting).toBe(0)
    expect(await Promise.all(outcomes)).toEqual(late.map(() => false))
  })

  it('drops a waiting ticket that finishes (client gone) and answers its start with false', async () => {
    const { gate, runTasks } = createGate({ maxInFlight: 5 })
    const a = gate.admit() as LoadTicket
    await a.start()
    const gone = gate.admit() as LoadTicket
    const goneStarted = gone.start()
    gone.finish()
    expect(await settle(goneStarted)).toBe(false)
    expect(gate.counts()).toEqual({ inFlight: 1, working: 1, waiting: 0 })
    a.finish()
    runTasks()
    expect(gate.counts()).toEqual({ inFlight: 0, working: 0, waiting: 0 })
  })

  it('refuses limits that are not whole numbers of at least 1, and a negative slice', () => {
    expect(() => new LoadGate({ maxInFlight: 0, concurrency: 1, maxQueueMs: 100 })).toThrow(
      /maxInFlight/,
    )
    expect(() => new LoadGate({ maxInFlight: 4, concurrency: 1.5, maxQueueMs: 100 })).toThrow(
      /concurrency/,
    )
    expect(
      () => new LoadGate({ maxInFlight: 4, concurrency: 1, maxQueueMs: 100, turnSliceMs: -1 }),
    ).toThrow(/turnSliceMs/)
  })
})
