// One autocannon run, reduced to the numbers we record: requests per second, p50 and p99 latency
// (and p97.5, autocannon's nearest percentile at or above p95) in milliseconds, and the count of non-2xx answers (which must be 0 for a valid run).
import autocannon from 'autocannon'

export async function measureLoad({ url, connections, durationSeconds, requests }) {
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    requests,
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}
