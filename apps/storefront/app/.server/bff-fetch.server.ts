// How the server's BFF client reaches the BFF: undici's connection pool (keep-alive, one pool per
// BFF origin), the answer read whole and parsed when the client asks for its JSON. A page render
// makes one or two catalogue calls; node:http's client costs about 0.33 ms of CPU per call and
// Node's global fetch about 1.5 ms, the pool about 0.17 ms (decisions D66, D43). Only what the
// BFF client sends is supported: a URL, a method, plain headers, a string body and an abort signal
// (its time-out). A shed answer (503 with Retry-After) is thrown as the busy page's Response (D195).
import type { BffFetch, BffFetchAnswer } from '@vitrine/contracts/bff-client'
import { Pool } from 'undici'
import { busyResponse, isShedAnswer } from './busy-response.server'

/** Connections kept open per BFF origin: enough for the storefront's concurrent page renders. */
const MAX_CONNECTIONS = 64

const pools = new Map<string, Pool>()

function poolFor(url: URL): Pool {
  let pool = pools.get(url.origin)
  if (!pool) {
    pool = new Pool(url.origin, { connections: MAX_CONNECTIONS })
    pools.set(url.origin, pool)
  }
  return pool
}

function parseJson(text: string): Promise<unknown> {
  try {
    return Promise.resolve(JSON.parse(text))
  } catch (error) {
    return Promise.reject(error)
  }
}

export const bffFetch: BffFetch = async (input, init) => {
  const url = new URL(input)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`The BFF fetch speaks http and https, not ${url.protocol}`)
  }
  const { signal } = init
  try {
    const { statusCode, headers, body } = await poolFor(url).request({
      path: `${url.pathname}${url.search}`,
      method: init.method as 'GET',
      headers: init.headers,
      body: init.body,
      signal,
    })
    const text = await body.text()
    if (isShedAnswer(statusCode, headers['retry-after'])) throw busyResponse()
    const answer: BffFetchAnswer = {
      status: statusCode,
      ok: statusCode >= 200 && statusCode <= 299,
      json: () => parseJson(text),
    }
    return answer
  } catch (error) {
    if (error instanceof Response) throw error
    // A time-out or cancel fails with the signal's own reason (a TimeoutError for the time-out).
    if (signal.aborted) throw signal.reason
    throw error
  }
}
