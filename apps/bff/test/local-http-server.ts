// A local HTTP server for the contract suites of third-party adapters (ARCHITECTURE §1: DHL,
// Postcode.eu … are tested against a local server shaped like the real API). The handler answers
// every request; the server counts them and can be made slow or failing.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface LocalReply {
  status: number
  body?: unknown
  headers?: Record<string, string>
}

export type LocalHandler = (request: IncomingMessage, url: URL) => LocalReply | Promise<LocalReply>

export interface LocalHttpServer {
  url: string
  /** Every request seen, as method and path with query. */
  requests: Array<{ method: string; path: string; headers: IncomingMessage['headers'] }>
  /** `slow`: never answers (tests the caller's time-out); `fail`: answers 503. */
  setMode(mode: 'normal' | 'slow' | 'fail'): void
  close(): Promise<void>
}

export async function startLocalHttpServer(handler: LocalHandler): Promise<LocalHttpServer> {
  let mode: 'normal' | 'slow' | 'fail' = 'normal'
  const requests: LocalHttpServer['requests'] = []
  const held: ServerResponse[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname + url.search,
      headers: request.headers,
    })
    if (mode === 'slow') {
      held.push(response)
      return
    }
    const answer: Promise<LocalReply> =
      mode === 'fail'
        ? Promise.resolve({ status: 503, body: { message: 'Service Unavailable' } })
        : Promise.resolve(handler(request, url))
    void answer.then((reply) => {
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
      response.end(reply.body === undefined ? '' : JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode: (next) => {
      mode = next
    },
    close: async () => {
      for (const response of held) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
