#!/usr/bin/env node
// bench/redis-fault: the catalogue while Redis fails (budget: p99 ≤ 300 ms with Redis down).
//
// The BFF runs on the large seed catalogue with REDIS_URL pointing at a TCP proxy in this
// process, in front of the real Redis (127.0.0.1:6379, or BENCH_REDIS_HOST/PORT). autocannon (16
// connections) rotates over about 62,000 distinct catalogue queries (a sku lookup of every
// product and the text searches and filtered listings of bench/catalog, in each store view), so
// answers are computed and stored, not only read, in five passes of --duration seconds after a
// warm-up: Redis up, Redis cut (connections closed, new ones refused), Redis up again, Redis hung
// (connections accepted, nothing answered), Redis up again. Each pass reports how many of its
// requests repeated an earlier query. The bare Fastify route is measured in the same run.
// Writes bench/results/redis-fault.json.
//
// Options: --duration <s> (default 5), --connections <n> (default 16).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { buildCatalogScenarios, readNdjson } from './lib/catalog-scenarios.mjs'
import { prepareSeedCatalogue, repoRoot } from './lib/bench-setup.mjs'
import { measureLoad } from './lib/load.mjs'
import { startNodeProcess, stopProcess } from './lib/processes.mjs'
import { run } from './lib/shop.mjs'

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
  },
})
const durationSeconds = Number(options.duration)
const connections = Number(options.connections)
const budgets = { redisDownP99Ms: 300 }
const bffPort = 4830
const barePort = 4831
const redisTarget = {
  host: process.env.BENCH_REDIS_HOST ?? '127.0.0.1',
  port: Number(process.env.BENCH_REDIS_PORT ?? 6379),
}

/** A TCP proxy to Redis that can pass, cut (close and refuse) or hang (swallow) connections. */
async function startRedisProxy() {
  let mode = 'open'
  const sockets = new Set()
  const track = (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const server = net.createServer((client) => {
    track(client)
    if (mode === 'cut') return void client.destroy()
    if (mode === 'hang') return void client.resume()
    const upstream = net.connect(redisTarget.port, redisTarget.host)
    track(upstream)
    client.pipe(upstream)
    upstream.pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const setMode = (next) => {
    mode = next
    // Every change drops the open connections: a cut closes them, a hang makes the client
    // reconnect into the black hole, a restore lets it reconnect to Redis.
    for (const socket of sockets) socket.destroy()
  }
  return {
    url: `redis://127.0.0.1:${server.address().port}`,
    setMode,
    close: () => {
      for (const socket of sockets) socket.destroy()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}

const redisAnswers = await new Promise((resolve) => {
  const socket = net.connect(redisTarget.port, redisTarget.host)
  socket.once('connect', () => (socket.destroy(), resolve(true)))
  socket.once('error', () => resolve(false))
})
if (!redisAnswers) {
  console.error(`no Redis at ${redisTarget.host}:${redisTarget.port}: this bench needs one`)
  process.exit(1)
}

const seedDir = prepareSeedCatalogue('large')
const STORE_PREFIXES = ['', '/nl', '/de']
const skuLookups = readNdjson(seedDir, 'product.ndjson').map((product) => ({
  method: 'POST',
  path: '/api/catalog',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    type: 'product',
    use: 'single',
    query: { filters: [{ field: 'sku', op: 'eq', value: product.sku }] },
    size: 1,
  }),
}))
const queries = [...Object.values(buildCatalogScenarios(seedDir)).flat(), ...skuLookups]
// Every query in every store view, interleaved so each pass meets every kind.
const requests = STORE_PREFIXES.flatMap((prefix) =>
  queries.map((request) => ({ ...request, path: `${prefix}${request.path}` })),
).sort((a, b) => (a.body + a.path < b.body + b.path ? -1 : 1))

const proxy = await startRedisProxy()
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-redis-'))
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'error', NODE_ENV: 'production' }
let bff
let bare
const passes = {}
try {
  run('pnpm', ['catalog:import', seedDir], env)
  bff = await startNodeProcess({
    name: 'BFF',
    cwd: join(repoRoot, 'apps/bff'),
    args: ['dist/server.js'],
    env: { ...env, BFF_PORT: String(bffPort), BFF_HOST: '127.0.0.1', REDIS_URL: proxy.url },
    readyUrl: `http://127.0.0.1:${bffPort}/readyz`,
  })
  bare = await startNodeProcess({
    name: 'bare Fastify',
    cwd: join(repoRoot, 'bench'),
    args: ['bare-server.mjs'],
    env: { BENCH_BARE_PORT: String(barePort) },
    readyUrl: `http://127.0.0.1:${barePort}/bare`,
  })
  const cacheStatus = async () => {
    const ready = await (await fetch(`http://127.0.0.1:${bffPort}/readyz`)).json()
    return ready.result.adapters.find((adapter) => adapter.port === 'cache')?.status
  }
  console.log('bare Fastify route')
  passes.bare = await measureLoad({
    url: `http://127.0.0.1:${barePort}`,
    connections,
    durationSeconds,
    requests: [{ method: 'GET', path: '/bare' }],
  })
  // Each pass continues the rotation where the last one stopped: new queries every time.
  let next = 0
  const rotating = {
    method: 'POST',
    setupRequest: (request) => ({ ...request, ...requests[next++ % requests.length] }),
  }
  const repeatedShare = (before, result) =>
    Math.round((Math.max(0, before + result.total - requests.length) / result.total) * 100) / 100
  console.log('warming up the BFF (2,000 queries, not judged)')
  await measureLoad({
    url: `http://127.0.0.1:${bffPort}`,
    connections,
    amount: 2000,
    requests: [rotating],
  })
  for (const [name, mode] of [
    ['redisUp', 'open'],
    ['redisCut', 'cut'],
    ['redisBack', 'open'],
    ['redisHung', 'hang'],
    ['redisBackAgain', 'open'],
  ]) {
    proxy.setMode(mode)
    console.log(`${name}: Redis ${mode}`)
    const before = next
    const result = await measureLoad({
      url: `http://127.0.0.1:${bffPort}`,
      connections,
      durationSeconds,
      requests: [rotating],
    })
    passes[name] = {
      ...result,
      repeatedQueryShare: repeatedShare(before, result),
      cacheStatusAfter: await cacheStatus(),
    }
  }
} finally {
  await stopProcess(bff)
  await stopProcess(bare)
  await proxy.close()
  rmSync(dataDir, { recursive: true, force: true })
}

const worstDownP99 = Math.max(passes.redisCut.p99Ms, passes.redisHung.p99Ms)
const report = {
  measuredAt: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, Node ${process.version}`,
  connections,
  durationSeconds,
  distinctRequests: requests.length,
  budgets,
  passes,
  withinBudget: {
    redisDownP99: worstDownP99 <= budgets.redisDownP99Ms,
    noErrors: Object.values(passes).every((pass) => pass.errors === 0 && pass.non2xx === 0),
  },
}
mkdirSync(join(repoRoot, 'bench/results'), { recursive: true })
writeFileSync(
  join(repoRoot, 'bench/results/redis-fault.json'),
  `${JSON.stringify(report, null, 2)}\n`,
)
console.log(JSON.stringify(report, null, 2))
