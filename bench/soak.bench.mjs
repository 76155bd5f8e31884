#!/usr/bin/env node
// bench/soak: the BFF's memory and throughput under traffic that does not repeat itself, on the
// large catalogue (D149). One BFF process, two phases:
// 1. memory rounds: six rounds of 15 s of distinct text searches at 32 connections, resident
//    memory read after each (the measurement that once went from 354 MiB to 1.2 GiB);
// 2. soak: `--minutes` (default 10) of mixed traffic: distinct listings and text searches, carts
//    (create, add, totals) and orders (create, add, order with its own Idempotency-Key), resident
//    memory, throughput and latency sampled every 30 s. The traffic comes at a steady rate below
//    what the BFF can serve (D205): shares of the text searches a second the median memory round
//    answered (browse 30 %, carts 8 %, orders 3 %), offered for 30 s and then scaled together so
//    that the BFF spends 0.6 of a CPU second a second on them (D214), so an error is a failure and
//    not the load gate shedding a lasting overload, which `overload` measures. The requests are
//    paced evenly, one due every 1/rate s (lib/paced-load.mjs, D207), after 10 s over which the
//    pace rises (D212). `--closed-loop` sends as fast as answers come instead (saturated: 24
//    browse, 4 cart and 2 order connections). Once the BFF runs, this process's main thread, which
//    makes the traffic, lowers its priority to nice 10 so that it does not take the BFF's core
//    (D215; on Linux a nice value is a thread's, and the BFF was started before).
// Budgets: resident memory ≤ 500 MiB at the end of each phase, growth after the first two
// minutes of the soak ≤ 10 %, the last minute's throughput within 10 % of the first after warm-up,
// no error in the soak. Writes bench/results/soak.json.
//
// Options: --minutes <n> (default 10), --rounds <n> (default 6), --size <seed size>, --closed-loop,
// --rates browse=<n>,cart=<n>,order=<n> (fixed rates a second instead of the shares, to compare two
// builds at the same load).
import { setPriority } from 'node:os'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { pickSellableSkus, readNdjson } from './lib/catalog-scenarios.mjs'
import { createDistinctQueries, distinctRequest } from './lib/distinct-queries.mjs'
import { measureLoad, percentile } from './lib/load.mjs'
import { runPaced } from './lib/paced-load.mjs'
import { prepareSeedCatalogue, withImportedBff } from './lib/bench-setup.mjs'
import { readCpuSeconds, readResidentMemoryMb } from './lib/processes.mjs'
import { readLoadAverage, writeResult } from './lib/results.mjs'

const { values: options } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '6' },
    size: { type: 'string', default: 'large' },
    'closed-loop': { type: 'boolean', default: false },
    rates: { type: 'string' },
  },
})
const bffPort = 4794
const barePort = 4798
const budgets = { maxResidentMb: 500, maxGrowthAfterWarmUp: 0.1, maxThroughputDrop: 0.1 }
const SAMPLE_SECONDS = 30
const WARM_UP_SECONDS = 120
/** The paced traffic rises to its rates over this long (D212). */
const rampSeconds = 10
/** Each scenario's share of the median memory round's answers a second (D205). */
const RATE_SHARES = { browse: 0.3, cart: 0.08, order: 0.03 }
/** The BFF's CPU seconds a second (all threads) the shares are scaled to (D214). */
const TARGET_BFF_CPU = 0.6
const CALIBRATION_SECONDS = 30
/** Failures kept per scenario in soak.json, to tell what they were. */
const MAX_FAILURES_KEPT = 10
/** The main thread's nice value once the BFF runs: the load is made at a lower priority (D215). */
const LOAD_GENERATOR_NICE = 10

const seedDir = prepareSeedCatalogue(options.size)
const queries = createDistinctQueries(seedDir)
const json = { 'content-type': 'application/json' }

await withImportedBff({ seedDir, bffPort, barePort }, async ({ bff }) => {
  const url = `http://127.0.0.1:${bffPort}`
  const startMb = readResidentMemoryMb(bff.pid)
  // The traffic is made in this process, on the BFF's two cores: it yields to the BFF (D215).
  setPriority(LOAD_GENERATOR_NICE)
  console.log(`BFF resident after start: ${startMb} MB`)

  const rounds = []
  for (let round = 1; round <= Number(options.rounds); round++) {
    const load = await measureLoad({
      url,
      connections: 32,
      durationSeconds: 15,
      requests: [distinctRequest(queries.text)],
    })
    rounds.push({ round, ...load, residentMb: readResidentMemoryMb(bff.pid) })
    console.log(`round ${round}: ${load.requestsPerSecond} req/s, ${rounds.at(-1).residentMb} MB`)
  }

  // The median round: one 15-s round on a shared machine may be a third off either way.
  const capacity = median(rounds.map((round) => round.requestsPerSecond))
  let calibration = null
  let rates = null
  if (options.rates) rates = readRates(options.rates)
  else if (!options['closed-loop']) {
    const shares = scaleRates(RATE_SHARES, capacity)
    // Carts and orders cost the BFF more CPU against text searches on one machine than on
    // another: the shares alone ran it at 0.6 of a core on one and at a whole core on another.
    console.log(`calibrating: ${JSON.stringify(shares)} a second for ${CALIBRATION_SECONDS} s`)
    // Read after the rise of the pace (rampSeconds): the second half of the calibration (two
    // seconds more traffic, so that the traffic outlasts the second sample).
    const half = CALIBRATION_SECONDS / 2
    const calibrated = await soak(url, bff, CALIBRATION_SECONDS + 2, shares, half)
    const sample = calibrated.samples.at(-1)
    const factor = Math.min(2, Math.max(0.25, TARGET_BFF_CPU / sample.bffCpu))
    rates = scaleRates(shares, factor)
    calibration = { offeredPerSecond: shares, bffCpu: sample.bffCpu, factor }
  }
  console.log(rates ? `offered a second: ${JSON.stringify(rates)}` : 'closed loop')
  const { samples, tail, failures } = await soak(url, bff, Number(options.minutes) * 60, rates)
  const afterWarmUp = samples.filter((s) => s.atSeconds > WARM_UP_SECONDS)
  const first = afterWarmUp[0]
  const last = samples.at(-1)
  const growth = first ? last.residentMb / first.residentMb - 1 : null
  const throughputDrop = first ? 1 - last.requestsPerSecond / first.requestsPerSecond : null
  const totals = sumScenarios([...samples.map((sample) => sample.scenarios), tail])
  writeResult('soak', {
    measuredAt: new Date().toISOString(),
    machine: `${process.platform} ${process.arch}, Node ${process.version}`,
    loadAverage: readLoadAverage(),
    catalogue: { size: options.size, products: readNdjson(seedDir, 'product.ndjson').length },
    residentMbAfterStart: startMb,
    memoryRounds: rounds,
    soak: {
      minutes: Number(options.minutes),
      loadGeneratorNice: LOAD_GENERATOR_NICE,
      calibration,
      offeredPerSecond: rates ?? 'closed loop',
      samples,
      totals,
      failures,
    },
    growthAfterWarmUp: growth === null ? null : Math.round(growth * 1000) / 1000,
    throughputDrop: throughputDrop === null ? null : Math.round(throughputDrop * 1000) / 1000,
    budgets,
    withinBudget: {
      memoryRounds: rounds.at(-1).residentMb <= budgets.maxResidentMb,
      soakMemory: samples.every((s) => s.residentMb <= budgets.maxResidentMb),
      growth: growth !== null && growth <= budgets.maxGrowthAfterWarmUp,
      throughput: throughputDrop !== null && throughputDrop <= budgets.maxThroughputDrop,
      // The soak's traffic (D205); the memory rounds saturate, and what they were refused is
      // recorded with each round (the load gate sheds a lasting overload by design, D198).
      noErrors: Object.values(totals).every((t) => t.failed === 0),
    },
  })
})

/**
 * Runs the mixed traffic for `seconds` (at `rates` requests a second per scenario, or closed loop
 * when null), sampling memory, answers, their latency and the BFF's CPU every `sampleSeconds`;
 * returns the samples and the first failures of each scenario.
 */
async function soak(url, bff, seconds, rates, sampleSeconds = SAMPLE_SECONDS) {
  const skus = pickSellableSkus(seedDir)
  let nextSku = 0
  let nextOrder = 0
  const address = {
    firstname: 'Jan',
    lastname: 'Jansen',
    street: ['Dam 1'],
    city: 'Amsterdam',
    postcode: '1012AB',
    country_id: 'NL',
    email: 'soak@example.nl',
  }
  // A flow's steps (D207): each builds its request from what the flow's earlier answers said.
  const catalogStep = (next) => ({
    request: () => ({ method: 'POST', path: '/api/catalog', headers: json, body: next() }),
  })
  const cartSteps = (withOrder) => [
    {
      request: () => ({ method: 'POST', path: '/api/cart/create', headers: json, body: '{}' }),
      onAnswer: (status, body, context) => {
        if (status === 200) context.cartId = JSON.parse(body).result
      },
    },
    {
      request: (context) => {
        context.sku = skus[nextSku++ % skus.length]
        return {
          method: 'POST',
          path: `/api/cart/update?cartId=${context.cartId}`,
          headers: json,
          body: JSON.stringify({ cartItem: { sku: context.sku, qty: 1 } }),
        }
      },
    },
    withOrder
      ? {
          request: (context) => ({
            method: 'POST',
            path: '/api/order',
            headers: { ...json, 'idempotency-key': `soak-${process.pid}-${nextOrder++}` },
            body: JSON.stringify({
              user_id: '',
              cart_id: context.cartId,
              products: [{ sku: context.sku, qty: 1 }],
              addressInformation: {
                shippingAddress: address,
                billingAddress: address,
                shipping_carrier_code: 'flatrate',
                shipping_method_code: 'flatrate',
                payment_method_code: 'checkmo',
              },
            }),
          }),
        }
      : {
          request: (context) => ({
            method: 'GET',
            path: `/api/cart/totals?cartId=${context.cartId}`,
          }),
        },
  ]
  // `steps`: what a closed-loop connection sends over and over; `flow`: one paced arrival's.
  const browseSteps = [catalogStep(queries.listing), catalogStep(queries.text)]
  let browsed = 0
  // A flow's state lives in its context: the cart and order flows share their steps.
  const cartFlow = cartSteps(false)
  const orderFlow = cartSteps(true)
  const scenarios = {
    browse: { connections: 24, steps: browseSteps, flow: () => [browseSteps[browsed++ % 2]] },
    cart: { connections: 4, steps: cartFlow, flow: () => cartFlow },
    order: { connections: 2, steps: orderFlow, flow: () => orderFlow },
  }
  const counts = Object.fromEntries(Object.keys(scenarios).map((name) => [name, newCount()]))
  const runs = Object.entries(scenarios).map(([name, { connections, steps, flow }]) => {
    const onResponse = (status, ms, body, path) => {
      if (status >= 200 && status < 300) counts[name].ok++
      else {
        counts[name].failed++
        noteFailure(name, { status, path, body: body?.slice(0, 300) })
      }
      latencies.push(ms)
    }
    const onError = (reason, path) => {
      counts[name].failed++
      // runPaced gives a reason; autocannon's closed loop gives the socket's Error.
      noteFailure(name, { error: String(reason?.message ?? reason ?? 'no answer'), path })
    }
    if (rates) {
      return runPaced({ url, rate: rates[name], seconds, rampSeconds, flow, onResponse, onError })
    }
    // Closed loop: each connection runs the flow's steps over and over, as fast as answers come.
    const instance = autocannon({
      url,
      duration: seconds,
      connections,
      requests: steps.map((step) => ({
        setupRequest: (request, context) => ({ ...request, ...step.request(context) }),
        onResponse: step.onAnswer,
      })),
    })
    instance.on('response', (_client, status, _bytes, ms) => onResponse(status, ms))
    instance.on('reqError', onError)
    return instance
  })
  const samples = []
  let latencies = []
  const started = Date.now()
  // What the first few failures of each scenario were, with when they came.
  const failures = {}
  const noteFailure = (name, failure) => {
    const list = (failures[name] ??= [])
    if (list.length < MAX_FAILURES_KEPT) {
      list.push({ atSeconds: Math.round((Date.now() - started) / 1000), ...failure })
    }
  }
  let cpuBefore = readCpuSeconds(bff.pid)
  const timer = setInterval(() => {
    const window = Object.fromEntries(
      Object.entries(counts).map(([name, count]) => [name, { ...count }]),
    )
    for (const count of Object.values(counts)) Object.assign(count, newCount())
    const answered = Object.values(window).reduce((sum, count) => sum + count.ok, 0)
    const windowLatencies = latencies
    latencies = []
    const cpuNow = readCpuSeconds(bff.pid)
    const cpuShare = Math.round(((cpuNow - cpuBefore) / sampleSeconds) * 100) / 100
    cpuBefore = cpuNow
    const sample = {
      atSeconds: Math.round((Date.now() - started) / 1000),
      residentMb: readResidentMemoryMb(bff.pid),
      requestsPerSecond: Math.round(answered / sampleSeconds),
      // The BFF's CPU seconds a second, all threads (its main thread is one core at most).
      bffCpu: cpuShare,
      p50Ms: percentile(windowLatencies, 50),
      p99Ms: percentile(windowLatencies, 99),
      scenarios: window,
    }
    samples.push(sample)
    console.log(
      `${sample.atSeconds} s: ${sample.residentMb} MB, ${sample.requestsPerSecond} req/s, ` +
        `p99 ${sample.p99Ms} ms, CPU ${cpuShare}, ${JSON.stringify(window)}`,
    )
  }, sampleSeconds * 1000)
  await Promise.all(runs)
  clearInterval(timer)
  // What was answered after the last sample (`tail`: the last seconds of the run, up to a whole
  // sample) counts in the totals too, though it makes no sample of its own.
  return { samples, tail: counts, failures }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function newCount() {
  return { ok: 0, failed: 0 }
}

/** The answers and failures of each scenario over a list of `{ [scenario]: count }`. */
function sumScenarios(windows) {
  const totals = {}
  for (const window of windows) {
    for (const [name, count] of Object.entries(window)) {
      totals[name] ??= newCount()
      totals[name].ok += count.ok
      totals[name].failed += count.failed
    }
  }
  return totals
}

/** `browse=400,cart=107,order=40`: a positive rate a second for each of the three scenarios. */
/** Each rate times `factor`, rounded to whole requests a second. */
function scaleRates(rates, factor) {
  return Object.fromEntries(
    Object.entries(rates).map(([name, rate]) => [name, Math.max(1, Math.round(rate * factor))]),
  )
}

function readRates(text) {
  const rates = Object.fromEntries(
    text.split(',').map((part) => {
      const [name, value] = part.split('=')
      return [name?.trim(), Number(value)]
    }),
  )
  for (const name of Object.keys(RATE_SHARES)) {
    if (!(rates[name] > 0))
      throw new Error(`--rates needs ${name}=<requests a second>, got "${text}"`)
  }
  return rates
}
