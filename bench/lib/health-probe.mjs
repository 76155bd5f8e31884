// A load balancer's health probe: GET <url> on a new connection every `intervalMs`, in a worker
// thread of its own so the load generator's busy event loop does not delay it. Each probe's time
// runs from the request to the end of the answer (5 s at most; slower counts as failed).
import http from 'node:http'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { percentile } from './load.mjs'

const PROBE_TIMEOUT_MS = 5000

function probeOnce(url) {
  return new Promise((resolve) => {
    const started = performance.now()
    const request = http.get(url, { agent: false, headers: { connection: 'close' } }, (answer) => {
      answer.resume()
      answer.on('end', () =>
        resolve({ status: answer.statusCode, ms: performance.now() - started }),
      )
    })
    request.setTimeout(PROBE_TIMEOUT_MS, () => request.destroy(new Error('time-out')))
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }))
  })
}

/** Summary of probes: count, failures, max and p99 in ms. */
function summarize(results) {
  const times = results.map((r) => r.ms)
  return {
    probes: results.length,
    failed: results.filter((r) => r.status !== 200).length,
    maxMs: times.length ? Math.round(Math.max(...times) * 10) / 10 : null,
    p99Ms: percentile(times, 99),
  }
}

/**
 * Starts probing; the returned function stops and resolves to the summary of the probes sent
 * from `settleMs` on (`steady`) and of those before (`opening`: while the load's connections are
 * being opened).
 */
export function startHealthProbe(url, { intervalMs = 500, settleMs = 0 } = {}) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { url, intervalMs } })
  const finished = new Promise((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  return async () => {
    worker.postMessage('stop')
    const results = await finished
    await worker.terminate()
    return {
      url: new URL(url).pathname,
      intervalMs,
      settleMs,
      steady: summarize(results.filter((r) => r.at >= settleMs)),
      opening: summarize(results.filter((r) => r.at < settleMs)),
    }
  }
}

if (!isMainThread && workerData?.url) {
  const { url, intervalMs } = workerData
  const results = []
  const began = performance.now()
  let running = true
  parentPort.once('message', () => (running = false))
  while (running) {
    const at = performance.now() - began
    const result = await probeOnce(url)
    results.push({ ...result, at })
    const left = intervalMs - (performance.now() - began - at)
    if (left > 0 && running) await new Promise((resolve) => setTimeout(resolve, left))
  }
  parentPort.postMessage(results)
}
