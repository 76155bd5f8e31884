#!/usr/bin/env node
// bench/overload: more load than the servers can take is shed, not left to time out (D192, D193).
//
// A. The BFF on the large catalogue: --connections (200) autocannon connections of catalogue text
//    searches for --duration seconds (20), every body different (two words of product names, a
//    page size, a sort and an offset), so the answer cache never serves one.
// B. The production storefront against that BFF: the same load of product pages, each asked for
//    once in the run (no page cache, no BFF answer cache).
// Meanwhile a probe asks for the health path (/healthz) every 500 ms on a new connection, from a
// worker thread (lib/health-probe.mjs). Recorded per part: answers 2xx, 503, other statuses,
// time-outs and errors; p50 and p99 of the accepted (2xx) answers; the probe's max and p99.
// Budgets: no time-outs or errors, every answer a 2xx or a 503 (a shed page is the busy page, D195,
// not the error page), every probe within 100 ms, accepted p99 within 200 ms.
//
// Options: --duration <s> (default 20), --connections <n> (default 200), --timeout <s> (default
// 10, the client's time-out), --settle <s> (default 3, see settleMs), --skip-bff,
// --skip-storefront.
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { prepareSeedCatalogue, withImportedBff } from './lib/bench-setup.mjs'
import { startHealthProbe } from './lib/health-probe.mjs'
import { percentile } from './lib/load.mjs'
import { readLoadAverage, writeResult } from './lib/results.mjs'
import { listedProducts, productPath, run, withShop } from './lib/shop.mjs'

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '200' },
    timeout: { type: 'string', default: '10' },
    settle: { type: 'string', default: '3' },
    'skip-bff': { type: 'boolean', default: false },
    'skip-storefront': { type: 'boolean', default: false },
  },
})
const durationSeconds = Number(options.duration)
const connections = Number(options.connections)
const timeoutSeconds = Number(options.timeout)
const budgets = { timeoutsAndErrors: 0, otherStatuses: 0, healthMaxMs: 100, acceptedP99Ms: 200 }
const PROBE_INTERVAL_MS = 500
/**
 * The first --settle seconds, while autocannon opens its connections all at once, are recorded
 * apart (`health.opening`, `acceptedP99AllMs`): Node accepts one new connection per turn of its
 * event loop (seen with strace: one accept4 per epoll_wait), so on a busy server that storm waits
 * in the kernel's accept queue for seconds, in front of a bare node:http server too. The budgets
 * are judged on the probes sent, and the accepted requests sent, after it.
 */
const settleMs = Number(options.settle) * 1000
const STORE_PREFIXES = ['', '/nl', '/de']

/** One overload run: autocannon with `requests` and the health probe at the same time. */
async function overload({ url, healthUrl, requests }) {
  const accepted = []
  const acceptedAfterSettling = []
  const byStatus = {}
  const began = performance.now()
  const stopProbe = startHealthProbe(healthUrl, {
    intervalMs: PROBE_INTERVAL_MS,
    settleMs,
  })
  const instance = autocannon({
    url,
    connections,
    duration: durationSeconds,
    timeout: timeoutSeconds,
    requests,
  })
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    byStatus[statusCode] = (byStatus[statusCode] ?? 0) + 1
    if (statusCode < 200 || statusCode >= 300) return
    accepted.push(responseTime)
    if (performance.now() - responseTime - began >= settleMs)
      acceptedAfterSettling.push(responseTime)
  })
  const result = await instance
  const health = await stopProbe()
  const count = (test) =>
    Object.entries(byStatus)
      .filter(([status]) => test(Number(status)))
      .reduce((sum, [, n]) => sum + n, 0)
  return {
    answered2xx: count((s) => s >= 200 && s < 300),
    answered503: count((s) => s === 503),
    answeredOther: count((s) => (s < 200 || s >= 300) && s !== 503),
    byStatus,
    timeouts: result.timeouts,
    errors: result.errors,
    acceptedP50Ms: percentile(acceptedAfterSettling, 50),
    acceptedP99Ms: percentile(acceptedAfterSettling, 99),
    acceptedP99AllMs: percentile(accepted, 99),
    acceptedPerSecond: Math.round(accepted.length / durationSeconds),
    health,
  }
}

/** Whether a run keeps the budgets. */
function judge(run) {
  return (
    run.timeouts + run.errors <= budgets.timeoutsAndErrors &&
    run.answeredOther <= budgets.otherStatuses &&
    run.health.steady.failed === 0 &&
    run.health.steady.maxMs <= budgets.healthMaxMs &&
    (run.acceptedP99Ms ?? 0) <= budgets.acceptedP99Ms
  )
}

/** Words of the listed products' names, for search texts no request repeats. */
function searchWords(seedDir) {
  const names = listedProducts(seedDir).map((p) => String(p.name).toLowerCase())
  return [...new Set(names.flatMap((name) => name.split(/\s+/)))].filter((w) =>
    /^\p{L}{4,}$/u.test(w),
  )
}

/** A distinct catalogue text search per call: word pairs × page sizes × sorts × offsets. */
function distinctSearches(words) {
  const sizes = [12, 18, 24, 36, 48]
  const sorts = [undefined, 'latest', 'price-asc', 'price-desc']
  let next = 0
  return (request) => {
    const n = next++
    const first = words[n % words.length]
    const second = words[Math.floor(n / words.length) % words.length]
    const variant = Math.floor(n / (words.length * words.length))
    const body = {
      type: 'product',
      query: { text: `${first} ${second}` },
      size: sizes[n % sizes.length],
      from: variant,
      ...(sorts[n % sorts.length] ? { sort: sorts[n % sorts.length] } : {}),
    }
    return { ...request, body: JSON.stringify(body) }
  }
}

const report = {
  measuredAt: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, Node ${process.version}`,
  load: { connections, durationSeconds, clientTimeoutSeconds: timeoutSeconds, settleMs },
  budgets,
  withinBudget: {},
}

const seedDir = prepareSeedCatalogue('large')

if (!options['skip-bff']) {
  await withImportedBff({ seedDir, bffPort: 4651, barePort: 4652 }, async () => {
    const url = 'http://127.0.0.1:4651'
    const searches = {
      method: 'POST',
      path: '/api/catalog',
      headers: { 'content-type': 'application/json' },
      setupRequest: distinctSearches(searchWords(seedDir)),
    }
    console.log(`BFF: ${connections} connections of distinct searches for ${durationSeconds} s`)
    report.loadAverageBefore = readLoadAverage()
    report.bff = await overload({ url, healthUrl: `${url}/healthz`, requests: [searches] })
    report.withinBudget.bff = judge(report.bff)
    console.log(JSON.stringify(report.bff))
  })
}

if (!options['skip-storefront']) {
  run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@vitrine/storefront'])
  await withShop(
    { seedDir, bffPort: 4653, storefrontPort: 3651, media: false },
    async ({ shopUrl }) => {
      const paths = listedProducts(seedDir).map(productPath)
      const allPaths = STORE_PREFIXES.flatMap((prefix) => paths.map((path) => `${prefix}${path}`))
      let next = 0
      const freshPage = {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: allPaths[next++ % allPaths.length] }),
      }
      console.log(`storefront: ${connections} connections of fresh product pages`)
      report.loadAverageBeforeStorefront = readLoadAverage()
      report.storefront = await overload({
        url: shopUrl,
        healthUrl: `${shopUrl}/healthz`,
        requests: [freshPage],
      })
      report.storefront.pagesAskedFor = next
      report.storefront.pagesAvailable = allPaths.length
      report.withinBudget.storefront = judge(report.storefront)
      console.log(JSON.stringify(report.storefront))
    },
  )
}

report.loadAverageAfter = readLoadAverage()
writeResult('overload', report, { keepPartial: true })
