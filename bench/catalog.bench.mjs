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
// 5. distinct queries (D149, D194): text searches and listings whose every body is new, so the
//    answer cache never helps (p99 budgets 50 and 25 ms), and a recorded set of 300 distinct
//    queries whose answers must stay byte-identical (bench/results/catalog-answers.json: the
//    sha256 of each answer, recorded with --record-answers; answers carry the day's prices, so a
//    recording is compared on the store day, in the store's time zone, it was made only);
// 6. reads the BFF's resident memory and writes bench/results/catalog.json.
//
// Options: --duration <s> (default 10), --connections <n> (default 32), --size <seed size>,
// --record-answers.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import {
  buildRecordedQueries,
  compareDigests,
  digestAnswers,
  readStoreDay,
} from './lib/answer-digests.mjs'
import { buildCatalogScenarios, readNdjson as readNdjsonFile } from './lib/catalog-scenarios.mjs'
import { createDistinctQueries, distinctRequest } from './lib/distinct-queries.mjs'
import { measureLoad } from './lib/load.mjs'
import { prepareSeedCatalogue, repoRoot, withImportedBff } from './lib/bench-setup.mjs'
import { readResidentMemoryMb } from './lib/processes.mjs'

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    size: { type: 'string', default: 'large' },
    'record-answers': { type: 'boolean', default: false },
  },
})
const durationSeconds = Number(options.duration)
const connections = Number(options.connections)
const bffPort = 4790
const barePort = 4791
const budgets = {
  minRatio: 0.5,
  maxP99Ms: 20,
  maxImportSeconds: 15,
  maxResidentMb: 500,
  distinct: { 'text search': { maxP99Ms: 50 }, listing: { maxP99Ms: 25 } },
}
const answersFile = join(repoRoot, 'bench/results/catalog-answers.json')

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
  const distinctQueries = createDistinctQueries(seedDir)
  const distinct = {}
  for (const name of Object.keys(budgets.distinct)) {
    console.log(`measuring distinct ${name} (every body new)`)
    const next = name === 'listing' ? distinctQueries.listing : distinctQueries.text
    distinct[name] = await load(`http://127.0.0.1:${bffPort}`, [distinctRequest(next)])
  }
  const answers = await checkRecordedAnswers()
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
    distinctScenarios: distinct,
    recordedAnswers: answers,
    bffResidentMb: residentMb,
    budgets,
    withinBudget: {
      ratio: Object.values(results).every((r) => r.ratioToSameBytes >= budgets.minRatio),
      p99: Object.values(results).every((r) => r.p99Ms <= budgets.maxP99Ms),
      import: importSeconds <= budgets.maxImportSeconds,
      memory: residentMb <= budgets.maxResidentMb,
      distinctP99: Object.entries(budgets.distinct).every(
        ([name, budget]) => distinct[name].p99Ms <= budget.maxP99Ms,
      ),
      answersUnchanged: answers.changed === null ? null : answers.changed.length === 0,
      noErrors: [
        ...Object.values(results),
        ...Object.values(warmResults),
        ...Object.values(distinct),
      ].every((r) => r.non2xx === 0 && r.errors === 0),
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
 * Digests the answers to the recorded queries; records them with --record-answers, else compares
 * them with a recording of the same store day (`changed`: the bodies whose answer differs, or null
 * when there is no such recording).
 */
async function checkRecordedAnswers() {
  const bodies = buildRecordedQueries(seedDir)
  const digests = await digestAnswers(`http://127.0.0.1:${bffPort}`, bodies)
  const day = readStoreDay()
  if (options['record-answers']) {
    writeFileSync(answersFile, `${JSON.stringify({ day, size: options.size, digests }, null, 2)}\n`)
    return { recorded: day, changed: [] }
  }
  const recording = existsSync(answersFile) ? JSON.parse(readFileSync(answersFile, 'utf8')) : null
  if (recording?.day !== day || recording.size !== options.size) {
    return { recorded: recording?.day ?? null, changed: null }
  }
  return { recorded: day, changed: compareDigests(bodies, recording.digests, digests) }
}

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
