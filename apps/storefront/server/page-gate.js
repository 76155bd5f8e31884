// @ts-check
// Load shedding of page rendering (decision D193), per worker: a page not served from the page
// cache is counted from the moment it reaches the gate; over `maxInFlight` counted pages it is
// refused at once, and a page whose turn to render comes later than `maxQueueMs` after it arrived
// is refused before rendering. A refusal is a tiny 503 page with Retry-After in the store view's
// language, never a request left to time out. A freed render slot is handed on in a macrotask
// (setImmediate), so the worker reads new connections (and answers /healthz) between renders.
// Once pages have waited longer than `targetQueueMs` for `maxQueueMs` on end without the queue
// emptying (sustained overload),
// every page whose turn comes later than the target is refused, until `maxQueueMs` passes without
// a refusal (D198): a burst may wait, a lasting overload is answered quickly either way.
// The same rules as the BFF's gate (apps/bff/src/plugins/load-gate.ts, D192); apps share no code.

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {{ maxInFlight: number, concurrency: number, maxQueueMs: number,
 *   targetQueueMs?: number }} PageGateLimits
 * @typedef {{ inFlight: number, working: number, waiting: number }} PageGateCounts
 * @typedef {{ arrivedAt: number, state: 'waiting' | 'working' | 'refused' | 'finished',
 *   resolve?: (go: boolean) => void }} Ticket
 */

/** Late pages refused in one turn of the event loop at most. */
export const REFUSALS_PER_TURN = 32

/** The refusal page's words per store view (path prefix). */
const BUSY_TEXTS = {
  en: {
    title: 'Busy right now',
    text: 'The shop is very busy at the moment. Please try again in a few seconds.',
  },
  nl: {
    title: 'Even erg druk',
    text: 'Het is op dit moment erg druk in de winkel. Probeer het over een paar seconden opnieuw.',
  },
  de: {
    title: 'Gerade viel los',
    text: 'Im Shop ist gerade sehr viel los. Bitte versuchen Sie es in ein paar Sekunden noch einmal.',
  },
}

/**
 * The store view's language of a page path: `/nl` and `/de` prefixes, else English.
 * @param {string | undefined} url
 * @returns {'en' | 'nl' | 'de'}
 */
export function languageOfPath(url) {
  const match = /^\/(nl|de)(\/|\?|$)/.exec(url ?? '/')
  return match ? /** @type {'nl' | 'de'} */ (match[1]) : 'en'
}

/**
 * The tiny page of a refusal, in the language of the path.
 * @param {string | undefined} url
 */
export function renderBusyPage(url) {
  const language = languageOfPath(url)
  const { title, text } = BUSY_TEXTS[language]
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>` +
    `</head><body><h1>${title}</h1><p>${text}</p></body></html>`
  )
}

/**
 * Answers 503 with Retry-After and the busy page.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {number} retryAfterSeconds
 */
export function answerBusy(req, res, retryAfterSeconds) {
  if (res.headersSent || res.destroyed) return
  const body = renderBusyPage(req.url)
  res.statusCode = 503
  res.setHeader('retry-after', String(retryAfterSeconds))
  res.setHeader('cache-control', 'no-store')
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('content-length', Buffer.byteLength(body))
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * The gate: admit, wait for a render slot, finish.
 * @param {PageGateLimits & { now?: () => number, schedule?: (task: () => void) => void }} options
 */
export function createPageGate(options) {
  for (const name of /** @type {const} */ (['maxInFlight', 'concurrency'])) {
    if (!Number.isInteger(options[name]) || options[name] < 1) {
      throw new RangeError(`${name} must be a whole number of at least 1`)
    }
  }
  const now = options.now ?? Date.now
  const schedule = options.schedule ?? setImmediate
  const targetQueueMs = Math.min(options.targetQueueMs ?? options.maxQueueMs, options.maxQueueMs)
  let inFlight = 0
  let working = 0
  /** @type {Ticket[]} */
  const queue = []
  /** @type {number | undefined} since when starting pages have waited over the target */
  let overTargetSince
  /** until when only pages within the target may render */
  let strictUntil = -Infinity

  /** @param {Ticket} ticket */
  function begin(ticket) {
    const at = now()
    const waited = at - ticket.arrivedAt
    if (waited <= targetQueueMs) overTargetSince = undefined
    else {
      overTargetSince ??= at
      // Strict while an overload lasts; one page late past the hard limit is refused alone.
      const strict = at - overTargetSince >= options.maxQueueMs || at < strictUntil
      if (strict) strictUntil = at + options.maxQueueMs
      if (strict || waited > options.maxQueueMs) {
        ticket.state = 'refused'
        return false
      }
    }
    ticket.state = 'working'
    working += 1
    // An empty queue ends an overload, however long the last one waited (as in CoDel).
    if (queue.length === 0) overTargetSince = undefined
    return true
  }

  // At most REFUSALS_PER_TURN late pages are refused in one turn, the rest in the next.
  function handOver() {
    let refused = 0
    while (working < options.concurrency && queue.length > 0) {
      if (refused === REFUSALS_PER_TURN) return schedule(handOver)
      const ticket = /** @type {Ticket} */ (queue.shift())
      const go = begin(ticket)
      if (!go) refused += 1
      ticket.resolve?.(go)
    }
  }

  return {
    /** @returns {PageGateCounts} */
    counts: () => ({ inFlight, working, waiting: queue.length }),

    /**
     * Counts a page that has just arrived; null when the gate is full.
     * @returns {Ticket | null}
     */
    admit() {
      if (inFlight >= options.maxInFlight) return null
      inFlight += 1
      return { arrivedAt: now(), state: 'waiting' }
    },

    /**
     * Resolves true when the page may render, false when it waited too long or was finished
     * while waiting (client gone).
     * @param {Ticket} ticket
     * @returns {Promise<boolean>}
     */
    start(ticket) {
      if (ticket.state !== 'waiting' || ticket.resolve) return Promise.resolve(false)
      if (queue.length === 0 && working < options.concurrency) {
        return Promise.resolve(begin(ticket))
      }
      return new Promise((resolve) => {
        ticket.resolve = resolve
        queue.push(ticket)
      })
    },

    /**
     * Leaves the gate (answer sent, failed or client gone); safe to call more than once.
     * @param {Ticket} ticket
     */
    finish(ticket) {
      const previous = ticket.state
      if (previous === 'finished') return
      ticket.state = 'finished'
      inFlight -= 1
      if (previous === 'waiting') {
        const index = queue.indexOf(ticket)
        if (index !== -1) queue.splice(index, 1)
        ticket.resolve?.(false)
      } else if (previous === 'working') {
        // The slot stays taken until the next macrotask: the worker polls its sockets in between.
        schedule(() => {
          working -= 1
          handOver()
        })
      }
    },
  }
}

/**
 * The gate as a connect-style handler in front of the page renderer: a refused page gets the
 * busy page, an admitted one goes on (`next`) once its turn comes.
 * @param {PageGateLimits & { retryAfterSeconds: number, now?: () => number }} options
 * @returns {import('./page-handler.js').Handler & { gate: ReturnType<typeof createPageGate> }}
 */
export function createPageGateHandler(options) {
  const gate = createPageGate(options)
  /** @type {import('./page-handler.js').Handler} */
  const handler = (req, res, next) => {
    const ticket = gate.admit()
    if (!ticket) return answerBusy(req, res, options.retryAfterSeconds)
    // 'close' follows the end of every answer, and comes alone when the client goes away.
    res.once('close', () => gate.finish(ticket))
    gate.start(ticket).then((go) => {
      if (go) next()
      else answerBusy(req, res, options.retryAfterSeconds)
    }, next)
  }
  return Object.assign(handler, { gate })
}
