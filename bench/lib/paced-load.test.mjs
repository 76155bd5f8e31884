import assert from 'node:assert/strict'
import http from 'node:http'
import { test } from 'node:test'
import { dueAfter, runPaced } from './paced-load.mjs'

/** A server answering after `delayMs`, recording when each request arrived and its path. */
async function startServer(delayMs) {
  const arrivals = []
  const server = http.createServer((request, response) => {
    const id = arrivals.push({ at: performance.now(), path: request.url })
    request.resume()
    request.on('end', () =>
      setTimeout(() => {
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify({ result: `cart-${id}` }))
      }, delayMs),
    )
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, arrivals, url: `http://127.0.0.1:${server.address().port}` }
}

test('requests arrive at the pace, not as a burst, and every one is answered', async () => {
  const { server, arrivals, url } = await startServer(20)
  const statuses = []
  const started = performance.now()
  await runPaced({
    url,
    rate: 100,
    seconds: 1,
    flow: () => [{ request: () => ({ method: 'GET', path: '/ping' }) }],
    onResponse: (status) => statuses.push(status),
    onError: () => assert.fail('no request may fail'),
  })
  server.close()
  assert.equal(arrivals.length, 100)
  assert.equal(statuses.filter((status) => status === 200).length, 100)
  // A request is due every 10 ms: none is sent before its time (a quota client sends all 100 at
  // once), so the first 250 ms hold at most 26 of them.
  const early = arrivals.filter((arrival) => arrival.at - started < 250).length
  assert.ok(early <= 26, `${early} requests in the first 250 ms`)
})

test('a flow’s steps follow each other with what the previous answer said', async () => {
  const { server, arrivals, url } = await startServer(0)
  await runPaced({
    url,
    rate: 40,
    seconds: 0.5,
    flow: () => [
      {
        request: () => ({ method: 'POST', path: '/create', body: '{}' }),
        onAnswer: (_status, body, context) => (context.cartId = JSON.parse(body).result),
      },
      { request: (context) => ({ method: 'GET', path: `/totals?cartId=${context.cartId}` }) },
    ],
    onResponse: () => {},
    onError: () => assert.fail('no request may fail'),
  })
  server.close()
  assert.equal(arrivals.length, 20)
  const totals = arrivals.filter((arrival) => arrival.path.startsWith('/totals'))
  assert.ok(totals.length > 0)
  const created = new Set(
    arrivals.map((arrival, index) => (arrival.path === '/create' ? `cart-${index + 1}` : null)),
  )
  for (const { path } of totals) assert.ok(created.has(path.split('=')[1]), path)
})

test('an answer’s time counts from when its request was due', async () => {
  const { server, url } = await startServer(60)
  const times = []
  await runPaced({
    url,
    rate: 50,
    seconds: 0.2,
    flow: () => [{ request: () => ({ method: 'GET', path: '/slow' }) }],
    onResponse: (_status, ms) => times.push(ms),
    onError: () => assert.fail('no request may fail'),
  })
  server.close()
  assert.equal(times.length, 10)
  for (const ms of times) assert.ok(ms >= 60, `${ms} ms`)
})

test('with a ramp the pace rises evenly to the rate, then stays', () => {
  // 100 a second after a 2 s ramp: the ramp holds 100 arrivals, a quarter of them in its first second
  assert.equal(dueAfter(0, 100, 2), 0)
  assert.equal(Math.round(dueAfter(25, 100, 2)), 1000)
  assert.equal(Math.round(dueAfter(100, 100, 2)), 2000)
  assert.equal(Math.round(dueAfter(150, 100, 2)), 2500)
  assert.equal(dueAfter(150, 100, 0), 1500)
})

test('a ramped run sends fewer requests early and all of its total', async () => {
  const { server, arrivals, url } = await startServer(0)
  const started = performance.now()
  await runPaced({
    url,
    rate: 100,
    seconds: 1,
    rampSeconds: 0.5,
    flow: () => [{ request: () => ({ method: 'GET', path: '/ping' }) }],
    onResponse: () => {},
    onError: () => assert.fail('no request may fail'),
  })
  server.close()
  // 100 a second for 1 s less half the ramp: 75 requests, of which 6 in the first 250 ms (not 25)
  assert.equal(arrivals.length, 75)
  const early = arrivals.filter((arrival) => arrival.at - started < 250).length
  assert.ok(early <= 9, `${early} requests in the first 250 ms`)
})
