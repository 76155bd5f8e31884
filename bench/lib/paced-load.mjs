// Open-loop load at an even pace (D207): `rate` requests a second, the next one due every 1/rate s
// however fast or slow the answers come, as a crowd of independent shoppers arrives. autocannon's
// rates are a quota a second per connection: each connection sends back to back until its quota is
// used, so its offered load comes in bursts at the start of every second.
//
// With `rampSeconds` the pace rises evenly from none to `rate` over that time first (D212): a
// crowd does not arrive within one millisecond, and a server that accepts one new connection a turn
// of its event loop (libuv 1.45 and later) would otherwise meet hundreds at once.
//
// A flow is a list of steps sent one after the other (a cart: create, add, totals); a new flow
// starts whenever the steps of the flows under way fall behind the pace. Each answer's time is
// counted from when its request was due, not from when it was sent, so a client that falls behind
// shows it (no coordinated omission).
import http from 'node:http'

/** How often the pacer looks at the clock; arrivals due in between are sent at the next look. */
const TICK_MS = 2
const REQUEST_TIMEOUT_MS = 30_000

/**
 * When the `index`-th request (from 0) is due, in ms after the start: the pace rises linearly to
 * `rate` over `rampSeconds`, then stays (the arrivals by time t are the area under the pace).
 */
export function dueAfter(index, rate, rampSeconds) {
  const rampArrivals = (rate * rampSeconds) / 2
  if (index < rampArrivals) return Math.sqrt((2 * rampSeconds * index) / rate) * 1000
  return (rampSeconds + (index - rampArrivals) / rate) * 1000
}

/**
 * Runs `flow` (a function returning a new flow: an array of steps `(context) => { method, path,
 * headers, body }` and, for a step whose answer the next needs, `onAnswer(status, body, context)`)
 * against `url` at `rate` requests a second for `seconds` (the first `rampSeconds` of them rising
 * to that pace). Calls `onResponse(status, ms, body, path)` for each answer and
 * `onError(reason, path)` for each request that got none (a refused connection, a reset, 30 s
 * without an answer, or a request not sent because `maxInFlight` were waiting).
 */
export function runPaced({
  url,
  rate,
  seconds,
  rampSeconds = 0,
  flow,
  maxInFlight = 256,
  onResponse,
  onError,
}) {
  const { hostname, port } = new URL(url)
  const agent = new http.Agent({ keepAlive: true, maxSockets: maxInFlight })
  const started = performance.now()
  const ramp = Math.min(rampSeconds, seconds)
  const total = Math.floor(rate * (seconds - ramp / 2))
  let due = 0
  let inFlight = 0
  /** Flows whose next step waits for its turn. */
  const ready = []

  const send = (state, dueAt) => {
    const step = state.steps[state.next]
    const { method, path, headers = {}, body } = step.request(state.context)
    inFlight++
    // A request ends once: answered, or failed (its response or its socket, whichever tells).
    let ended = false
    const end = (answer, error) => {
      if (ended) return
      ended = true
      inFlight--
      if (!answer) return onError(error?.message ?? 'no answer', path)
      onResponse(answer.status, performance.now() - dueAt, answer.body, path)
      step.onAnswer?.(answer.status, answer.body, state.context)
      state.next = answer.status >= 200 && answer.status < 300 ? state.next + 1 : state.steps.length
      if (state.next < state.steps.length) ready.push(state)
    }
    const length = body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }
    const request = http.request(
      { agent, hostname, port, method, path, headers: { ...headers, ...length } },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          end({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', (error) => end(null, error))
      },
    )
    // A server that never answers fails the request instead of holding the run open.
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timed out')))
    request.on('error', (error) => end(null, error))
    request.end(body)
  }

  return new Promise((resolve) => {
    const tick = () => {
      const now = performance.now()
      while (due < total && started + dueAfter(due, rate, ramp) <= now) {
        const dueAt = started + dueAfter(due, rate, ramp)
        due++
        if (inFlight >= maxInFlight) {
          onError(`not sent: ${maxInFlight} requests in flight`, null)
          continue
        }
        send(ready.shift() ?? { steps: flow(), next: 0, context: {} }, dueAt)
      }
      if (due < total) setTimeout(tick, TICK_MS)
      else waitForLast()
    }
    const waitForLast = () => {
      if (inFlight > 0) setTimeout(waitForLast, TICK_MS)
      else {
        agent.destroy()
        resolve({ sent: due })
      }
    }
    tick()
  })
}
