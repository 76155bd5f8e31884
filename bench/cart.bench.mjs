#!/usr/bin/env node
// bench/cart: add to cart followed by totals on the embedded commerce engine (budget: D27).
//
// Imports the large seed catalogue into a fresh DATA_DIR (PGlite), starts the BFF and the bare
// Fastify baseline, creates a pool of guest carts, then runs autocannon with 16 connections. Each
// connection cycles: take a free cart → POST /api/cart/update (one unit of an in-stock product)
// → GET /api/cart/totals → POST /api/cart/delete (the line just added), so carts stay small and
// stock is never exhausted. Writes bench/results/cart.json.
//
// Options: --duration <s> (default 10), --connections <n> (default 16), --size <seed size>.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { pickSellableSkus } from './lib/catalog-scenarios.mjs'
import { measureLoad } from './lib/load.mjs'
import { prepareSeedCatalogue, repoRoot, withImportedBff } from './lib/bench-setup.mjs'
import { readResidentMemoryMb } from './lib/processes.mjs'

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    size: { type: 'string', default: 'large' },
  },
})
const durationSeconds = Number(options.duration)
const connections = Number(options.connections)
const bffPort = 4792
const barePort = 4793
const budgets = { maxP99Ms: 50 }

const seedDir = prepareSeedCatalogue(options.size)

await withImportedBff({ seedDir, bffPort, barePort }, async ({ bff }) => {
  const bffUrl = `http://127.0.0.1:${bffPort}`
  const skus = pickSellableSkus(seedDir, 500)
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
  mkdirSync(join(repoRoot, 'bench/results'), { recursive: true })
  writeFileSync(join(repoRoot, 'bench/results/cart.json'), `${JSON.stringify(report, null, 2)}\n`)
  console.log(JSON.stringify(report, null, 2))
})

async function createCart(url) {
  const response = await fetch(`${url}/api/cart/create`, { method: 'POST' })
  const json = await response.json()
  if (response.status !== 200) throw new Error(`cart create failed: ${JSON.stringify(json)}`)
  return json.result
}
