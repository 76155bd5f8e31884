#!/usr/bin/env node
// bench/two-instances: the scale-out setup of docs/scaling.md under load. Two BFF processes share
// one PostgreSQL database (fresh per run, dropped after), one Redis (a key prefix of this run's
// own, removed after) and one DATA_DIR (the embedded search's catalogue store, D190), behind a
// round-robin proxy (lib/round-robin-proxy.mjs, its own process). Each scenario runs through the
// proxy with one BFF behind it, then with both, so the proxy's cost is in both numbers:
//  - `catalogue`: POST /api/catalog sku lookups and text searches of the seed catalogue;
//  - `cart`: add one unit, totals, remove it (as bench/cart), carts made through the proxy.
// Writes bench/results/two-instances.json. On a machine with few cores the two BFFs, the proxy and
// the load generator share them: read `cores` and `loadAverage` in the result beside the ratio.
//
// Options: --duration <s> per measurement (default 10; four measurements), --connections <n>
// (default 16), --size <seed size> (default large), --port <first of four ports> (default 4610).
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { execFileSync } from 'node:child_process'
import { buildCatalogScenarios, pickSellableSkus } from './lib/catalog-scenarios.mjs'
import { prepareSeedCatalogue, repoRoot } from './lib/bench-setup.mjs'
import { measureLoad } from './lib/load.mjs'
import { readResidentMemoryMb, startNodeProcess, stopProcess } from './lib/processes.mjs'
import { readLoadAverage, writeResult } from './lib/results.mjs'

// The PostgreSQL and Redis clients the BFF itself uses (its dependencies), not copies of them.
const requireFromBff = createRequire(join(repoRoot, 'apps/bff/package.json'))
const pg = requireFromBff('pg')
const { Redis } = requireFromBff('ioredis')

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    size: { type: 'string', default: 'large' },
    port: { type: 'string', default: '4610' },
  },
})
const durationSeconds = Number(options.duration)
const connections = Number(options.connections)
const firstPort = Number(options.port)
const [bffPortA, bffPortB, onePort, twoPort] = [0, 1, 2, 3].map((offset) => firstPort + offset)
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
const run = randomBytes(5).toString('hex')
const redisPrefix = `vitrine-twoinst-bench-${run}:`

const seedDir = prepareSeedCatalogue(options.size)

async function withAdmin(use) {
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

async function removeRedisKeys() {
  const redis = new Redis(redisUrl)
  let cursor = '0'
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 1000)
    if (keys.length > 0) await redis.del(...keys)
    cursor = next
  } while (cursor !== '0')
  redis.disconnect()
}

function cartRequests(skus, freeCarts) {
  let nextSku = 0
  return [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request, context) => {
        context.cartId = freeCarts.shift()
        if (!context.cartId) throw new Error('cart pool exhausted')
        const sku = skus[nextSku++ % skus.length]
        request.path = `/api/cart/update?cartId=${context.cartId}`
        request.body = JSON.stringify({ cartItem: { sku, qty: 1, quoteId: context.cartId } })
        return request
      },
      onResponse: (status, body, context) => {
        context.itemId = status === 200 ? JSON.parse(body).result.item_id : undefined
      },
    },
    {
      method: 'GET',
      setupRequest: (request, context) => {
        request.path = `/api/cart/totals?cartId=${context.cartId}`
        return request
      },
    },
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request, context) => {
        request.path = `/api/cart/delete?cartId=${context.cartId}`
        request.body = JSON.stringify({ cartItem: { item_id: context.itemId ?? 0 } })
        return request
      },
      onResponse: (_status, _body, context) => {
        freeCarts.push(context.cartId)
      },
    },
  ]
}

async function createCarts(url, count) {
  const carts = []
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${url}/api/cart/create`, { method: 'POST' })
    const json = await response.json()
    if (response.status !== 200) throw new Error(`cart create failed: ${JSON.stringify(json)}`)
    carts.push(json.result)
  }
  return carts
}

const databaseName = `vitrine_twoinst_bench_${run}`
const databaseUrl = (() => {
  const url = new URL(postgresUrl)
  url.pathname = `/${databaseName}`
  return url.toString()
})()
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-twoinst-bench-'))
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: redisPrefix,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  GROUP_TOKEN_SECRET: `two-instances-bench-group-token-${run}`,
}
const started = []
await withAdmin((client) => client.query(`create database ${databaseName}`))
try {
  console.log(`importing ${seedDir} into ${databaseName}`)
  execFileSync('pnpm', ['catalog:import', seedDir], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  const startBff = async (name, port) => {
    const bff = await startNodeProcess({
      name,
      cwd: join(repoRoot, 'apps/bff'),
      args: ['dist/server.js'],
      env: { ...env, BFF_PORT: String(port), BFF_HOST: '127.0.0.1' },
      readyUrl: `http://127.0.0.1:${port}/readyz`,
    })
    started.push(bff)
    return bff
  }
  const startProxy = async (port, upstreamPorts) => {
    const proxy = await startNodeProcess({
      name: `proxy :${port}`,
      cwd: join(repoRoot, 'bench'),
      args: [
        'lib/round-robin-proxy.mjs',
        String(port),
        ...upstreamPorts.map((upstream) => `http://127.0.0.1:${upstream}`),
      ],
      env: {},
      readyUrl: `http://127.0.0.1:${port}/healthz`,
    })
    started.push(proxy)
    return proxy
  }
  const [bffA, bffB] = [await startBff('BFF A', bffPortA), await startBff('BFF B', bffPortB)]
  await startProxy(onePort, [bffPortA])
  await startProxy(twoPort, [bffPortA, bffPortB])

  const scenarios = buildCatalogScenarios(seedDir)
  const catalogue = [...scenarios['sku lookup'], ...scenarios['text search']]
  const skus = pickSellableSkus(seedDir, 500)
  if (skus.length === 0) throw new Error('no simple product with 50 units in stock in the seed')

  const measure = async (label, port, requests) => {
    console.log(`measuring ${label}`)
    return measureLoad({ url: `http://127.0.0.1:${port}`, connections, durationSeconds, requests })
  }
  const ratio = (two, one) =>
    Math.round((two.requestsPerSecond / one.requestsPerSecond) * 100) / 100
  // Every distinct catalogue request is answered once before measuring (the shared Redis cache
  // then holds it for both instances), so both runs measure cached answers.
  await measureLoad({
    url: `http://127.0.0.1:${twoPort}`,
    connections,
    amount: catalogue.length,
    requests: catalogue,
  })
  const catalogueOne = await measure('catalogue, one instance', onePort, catalogue)
  const catalogueTwo = await measure('catalogue, two instances', twoPort, catalogue)
  const cartOne = await measure(
    'cart, one instance',
    onePort,
    cartRequests(skus, await createCarts(`http://127.0.0.1:${onePort}`, connections * 2)),
  )
  const cartTwo = await measure(
    'cart, two instances',
    twoPort,
    cartRequests(skus, await createCarts(`http://127.0.0.1:${twoPort}`, connections * 2)),
  )
  const valid = [catalogueOne, catalogueTwo, cartOne, cartTwo].every(
    (result) => result.non2xx === 0 && result.errors === 0,
  )
  writeResult('two-instances', {
    measuredAt: new Date().toISOString(),
    machine: `${process.platform} ${process.arch}, Node ${process.version}`,
    cores: availableParallelism(),
    loadAverage: readLoadAverage(),
    catalogue: { size: options.size, distinctCatalogueRequests: catalogue.length },
    setup:
      'round-robin proxy process → BFF processes on one PostgreSQL, one Redis, one DATA_DIR (embedded search)',
    load: { connections, durationSeconds },
    catalogue_sku_lookup_and_text_search: {
      oneInstance: catalogueOne,
      twoInstances: catalogueTwo,
      ratioTwoToOne: ratio(catalogueTwo, catalogueOne),
    },
    cart_add_totals_remove: {
      oneInstance: cartOne,
      twoInstances: cartTwo,
      ratioTwoToOne: ratio(cartTwo, cartOne),
    },
    bffResidentMb: { a: readResidentMemoryMb(bffA.pid), b: readResidentMemoryMb(bffB.pid) },
    withinBudget: { noErrors: valid },
  })
} finally {
  for (const child of started.reverse()) await stopProcess(child)
  rmSync(dataDir, { recursive: true, force: true })
  await withAdmin((client) => client.query(`drop database if exists ${databaseName} with (force)`))
  await removeRedisKeys()
}
