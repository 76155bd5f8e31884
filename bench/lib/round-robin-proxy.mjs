// A round-robin HTTP proxy for the scale-out bench (docs/scaling.md): each request goes to the next
// upstream in turn, as a load balancer without sticky sessions sends it, over kept-alive upstream
// connections. Run as its own process, so it never shares an event loop with the load generator:
//   node lib/round-robin-proxy.mjs <port> <upstream URL>...
import { Agent, createServer, request as httpRequest } from 'node:http'

export function createRoundRobinProxy(upstreams) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 })
  let next = 0
  return createServer((incoming, outgoing) => {
    const upstream = upstreams[next]
    next = (next + 1) % upstreams.length
    const target = new URL(incoming.url ?? '/', upstream)
    const forwarded = httpRequest(
      target,
      { method: incoming.method, headers: incoming.headers, agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' })
      outgoing.end(`proxy: ${error.message}`)
    })
    incoming.pipe(forwarded)
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [port, ...upstreams] = process.argv.slice(2)
  if (!port || upstreams.length === 0) {
    console.error('usage: node lib/round-robin-proxy.mjs <port> <upstream URL>...')
    process.exit(2)
  }
  const server = createRoundRobinProxy(upstreams)
  server.listen(Number(port), '127.0.0.1')
  process.on('SIGTERM', () => {
    server.closeAllConnections()
    server.close(() => process.exit(0))
  })
}
