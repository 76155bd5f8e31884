// A round-robin HTTP proxy for the scale-out test (docs/scaling.md): each request goes to the next
// upstream in turn, as a load balancer without sticky sessions would send it. Answers carry
// `x-upstream` (the upstream's index), so a test can see which instance answered.
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RoundRobinProxy {
  url: string
  /** Requests sent to each upstream so far, by index. */
  served: number[]
  close(): Promise<void>
}

export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  let next = 0
  const served = upstreams.map(() => 0)
  const server: Server = createServer((incoming, outgoing) => {
    const index = next
    next = (next + 1) % upstreams.length
    served[index] = (served[index] ?? 0) + 1
    const target = new URL(incoming.url ?? '/', upstreams[index])
    const forwarded = httpRequest(
      target,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-upstream': String(index),
        })
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' })
      outgoing.end(`proxy: ${error.message}`)
    })
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
