#!/usr/bin/env node
// bench/cart: add to cart followed by totals on the embedded commerce engine (issue 5 item 7).
//
// Imports the large seed catalogue into a fresh DATA_DIR (PGlite), starts the BFF and the bare
// Fastify baseline, creates a pool of guest carts, then runs autocannon with 16 connections. Each
// connection cycles: take a free cart → POST /api/cart/update (one unit of an in-stock product)
// → GET /api/cart/totals → POST /api/cart/delete (the line just added), so carts stay small and
// stock is never exhausted. Writes bench/results/cart.json.
//
// Options: --duration <s> (default 10), --connections <n> (default 16), --size <seed size>.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { readNdjson } from './lib/catalog-scenarios.mjs'
import { measureLoad } from './lib/load.mjs'
import { readResidentMemoryMb, startNodeProcess, stopProcess } from './lib/processes.mjs'

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    size: { type: 'string', default: 'large' },
  },
})
const durationSeconds = Number(options.duration)
const connections = Number(options.connections)
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const seedDir = join(root, 'infra/seed/output', options.size)
const bffPort = 4792
const barePort = 4793
const budgets = { maxP99Ms: 50 }

const run = (command, args, env = {}) =>
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })

run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@vitrine/bff', '--filter=@vitrine/seed'])
if (!existsSync(join(seedDir, 'manifest.json'))) {
  run('node', [
    'infra/seed/dist/generate-seed.cli.js',
    '--size',
    options.size,
    '--no-media',
    '--out',
    seedDir,
  ])
}

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-cart-'))
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' }
let bff
let bare
try {
  run('pnpm', ['catalog:import', seedDir], env)
  bff = await startNodeProcess({
    name: 'BFF',
    cwd: join(root, 'apps/bff'),
    args: ['dist/server.js'],
    env: { ...env, BFF_PORT: String(bffPort), BFF_HOST: '127.0.0.1' },
    readyUrl: `http://127.0.0.1:${bffPort}/readyz`,
  })
  bare = await startNodeProcess({
    name: 'bare Fastify',
    cwd: join(root, 'bench'),
    args: ['bare-server.mjs'],
    env: { BENCH_BARE_PORT: String(barePort) },
    readyUrl: `http://127.0.0.1:${barePort}/bare`,
  })

  const bffUrl = `http://127.0.0.1:${bffPort}`
  const skus = pickSellableSkus()
  const freeCarts = []
  for (let i = 0; i < connections * 2; i++) freeCarts.push(await createCart(bffUrl))
  let nextSku = 0

  const requests = [
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

  const baseline = await measureLoad({
    url: `http://127.0.0.1:${barePort}`,
    connections,
    durationSeconds,
    requests: [{ method: 'GET', path: '/bare' }],
  })
  const cycle = await measureLoad({ url: bffUrl, connections, durationSeconds, requests })
  const report = {
    measuredAt: new Date().toISOString(),
    machine: `${process.platform} ${process.arch}, Node ${process.version}`,
    catalogue: { size: options.size, sellableSkusUsed: skus.length },
    commerce: 'embedded PGlite',
    load: { connections, durationSeconds },
    bare: baseline,
    'add, totals, remove cycle': {
      ...cycle,
      ratioToBare: Math.round((cycle.requestsPerSecond / baseline.requestsPerSecond) * 100) / 100,
    },
    bffResidentMb: readResidentMemoryMb(bff.pid),
    budgets,
    withinBudget: {
      p99: cycle.p99Ms <= budgets.maxP99Ms,
      noErrors: cycle.non2xx === 0 && cycle.errors === 0,
    },
  }
  mkdirSync(join(root, 'bench/results'), { recursive: true })
  writeFileSync(join(root, 'bench/results/cart.json'), `${JSON.stringify(report, null, 2)}\n`)
  console.log(JSON.stringify(report, null, 2))
} finally {
  await stopProcess(bff)
  await stopProcess(bare)
  rmSync(dataDir, { recursive: true, force: true })
}

/** Simple, enabled, in-stock products with plenty of stock, from the catalogue itself. */
function pickSellableSkus() {
  return readNdjson(seedDir, 'product.ndjson')
    .filter(
      (p) =>
        p.type_id === 'simple' &&
        Number(p.status) === 1 &&
        p.stock?.is_in_stock !== false &&
        Number(p.stock?.qty ?? 0) >= 50,
    )
    .map((p) => p.sku)
    .slice(0, 500)
}

async function createCart(url) {
  const response = await fetch(`${url}/api/cart/create`, { method: 'POST' })
  const json = await response.json()
  if (response.status !== 200) throw new Error(`cart create failed: ${JSON.stringify(json)}`)
  return json.result
}
