// One autocannon run, reduced to the numbers we record: requests per second, latency percentiles
// in milliseconds and the count of non-2xx answers (which must be 0 for a valid run).
// autocannon's own summary has p90 and p97.5 but no p95: every 2xx answer's time is kept here
// and p95 is read from them (nearest rank), so budgets stated as p95 are judged on p95.
import autocannon from 'autocannon'

/** The nearest-rank percentile `p` (0–100) of `values`, rounded to 0.1 ms. */
export function percentile(values, p) {
  if (values.length === 0) return null
  const sorted = Float64Array.from(values).sort()
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return Math.round(sorted[rank - 1] * 10) / 10
}

/**
 * One run of `durationSeconds`, or of `amount` requests when that is given instead. `accepted`
 * names the statuses that count as answered (2xx by default; a form's action answers 303).
 */
export async function measureLoad({
  url,
  connections,
  durationSeconds,
  amount,
  requests,
  accepted = (status) => status >= 200 && status < 300,
}) {
  const times = []
  const length = amount === undefined ? { duration: durationSeconds } : { amount }
  const instance = autocannon({ url, connections, ...length, requests })
  const refused = {}
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (accepted(statusCode)) times.push(responseTime)
    else refused[statusCode] = (refused[statusCode] ?? 0) + 1
  })
  const result = await instance
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p95Ms: percentile(times, 95),
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    refused: Object.values(refused).reduce((sum, count) => sum + count, 0),
    ...(Object.keys(refused).length > 0 ? { refusedByStatus: refused } : {}),
    errors: result.errors + result.timeouts,
  }
}
