#!/usr/bin/env node
// bench/catalog: load on POST /api/catalog with the large seed catalogue (D29).
//
// 1. generates the large seed (documents only) unless present, builds the BFF;
// 2. imports it into a fresh DATA_DIR with `pnpm catalog:import` and times the import;
// 3. starts the BFF and the bare Fastify baseline (bench/bare-server.mjs), each its own process;
// 4. runs autocannon (32 connections) on the bare route and on three catalogue scenarios, each
//    rotating through many distinct requests: text search, a category listing with three
//    filters and aggregations, a sku lookup; each scenario cold (first pass after start) and
//    warm (every answer cached), and then the bare route sending the very answers of that
//    scenario untouched, request for request (the "same bytes" baseline the ratio budget uses);
// 5. reads the BFF's resident memory and writes bench/results/catalog.json.
//
// Options: --duration <s> (default 10), --connections <n> (default 32), --size <seed size>.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { buildCatalogScenarios, readNdjson as readNdjsonFile } from './lib/catalog-scenarios.mjs'
import { measureLoad } from './lib/load.mjs'
import { prepareSeedCatalogue, repoRoot, withImportedBff } from './lib/bench-setup.mjs'
import { readResidentMemoryMb } from './lib/processes.mjs'

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    size: { type: 'string', default: 'large' },
  },
})
const durationSeconds = Number(options.duration)
const connections = Number(options.connections)
const bffPort = 4790
const barePort = 4791
const budgets = { minRatio: 0.5, maxP99Ms: 20, maxImportSeconds: 15, maxResidentMb: 500 }

const seedDir = prepareSeedCatalogue(options.size)
const readNdjson = (file) => readNdjsonFile(seedDir, file)

await withImportedBff({ seedDir, bffPort, barePort }, async ({ bff, importSeconds }) => {
  const scenarios = buildCatalogScenarios(seedDir)
  const load = (url, requests) => measureLoad({ url, connections, durationSeconds, requests })
  console.log('measuring the bare Fastify route')
  const baseline = await load(`http://127.0.0.1:${barePort}`, [{ method: 'GET', path: '/bare' }])
  // Each scenario runs twice: `cold` right after start (every distinct request is answered from
  // the search engine once, then from the answer cache), `warm` once every answer is cached. Both
  // are recorded; the budget verdict `withinBudget` uses the cold pass, as the first measurement did.
  const ratio = (measured, base = baseline) =>
    Math.round((measured.requestsPerSecond / base.requestsPerSecond) * 100) / 100
  const results = {}
  const warmResults = {}
  const sameBytesBaselines = {}
  for (const [name, requests] of Object.entries(scenarios)) {
    console.log(`measuring ${name} (${requests.length} distinct requests), cold then warm`)
    const cold = await load(`http://127.0.0.1:${bffPort}`, requests)
    const warm = await load(`http://127.0.0.1:${bffPort}`, requests)
    // The same bytes for the same requests from a route that does nothing else (decision D29).
    const sameBytes = await measureSameBytesBaseline(name, requests)
    sameBytesBaselines[name] = sameBytes
    results[name] = { ...cold, ratioToBare: ratio(cold), ratioToSameBytes: ratio(cold, sameBytes) }
    warmResults[name] = {
      ...warm,
      ratioToBare: ratio(warm),
      ratioToSameBytes: ratio(warm, sameBytes),
    }
  }
  const residentMb = readResidentMemoryMb(bff.pid)

  const report = {
    measuredAt: new Date().toISOString(),
    machine: `${process.platform} ${process.arch}, Node ${process.version}`,
    catalogue: {
      size: options.size,
      products: readNdjson('product.ndjson').length,
      importSeconds: Math.round(importSeconds * 10) / 10,
    },
    load: { connections, durationSeconds },
    bare: baseline,
    sameBytesBaselines,
    scenarios: results,
    warmScenarios: warmResults,
    bffResidentMb: residentMb,
    budgets,
    withinBudget: {
      ratio: Object.values(results).every((r) => r.ratioToSameBytes >= budgets.minRatio),
      p99: Object.values(results).every((r) => r.p99Ms <= budgets.maxP99Ms),
      import: importSeconds <= budgets.maxImportSeconds,
      memory: residentMb <= budgets.maxResidentMb,
      noErrors: [...Object.values(results), ...Object.values(warmResults)].every(
        (r) => r.non2xx === 0 && r.errors === 0,
      ),
    },
    withinBudgetWarm: {
      ratio: Object.values(warmResults).every((r) => r.ratioToSameBytes >= budgets.minRatio),
      p99: Object.values(warmResults).every((r) => r.p99Ms <= budgets.maxP99Ms),
    },
  }
  mkdirSync(join(repoRoot, 'bench/results'), { recursive: true })
  writeFileSync(
    join(repoRoot, 'bench/results/catalog.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  )
  console.log(JSON.stringify(report, null, 2))
})

/**
 * Stores the BFF's answers to `requests` in the bare server, then loads the bare route that sends
 * them back untouched, request for request, with the same request bodies.
 */
async function measureSameBytesBaseline(name, requests) {
  const texts = []
  for (const request of requests) {
    const response = await fetch(`http://127.0.0.1:${bffPort}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    })
    texts.push(await response.text())
  }
  const slug = name.replace(/[^a-z0-9]+/gi, '-')
  await fetch(`http://127.0.0.1:${barePort}/bare/answers/${slug}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(texts),
  })
  return measureLoad({
    url: `http://127.0.0.1:${barePort}`,
    connections,
    durationSeconds,
    requests: requests.map((request, index) => ({
      ...request,
      path: `/bare/answers/${slug}/${index}`,
    })),
  })
}
