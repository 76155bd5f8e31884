import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chain, createPageHandler, readRequestUrl } from './page-handler.js'

let server: Server | undefined

afterEach(async () => {
  const open = server
  server = undefined
  if (!open) return
  open.closeAllConnections()
  await new Promise((resolve) => open.close(resolve))
})

/** Serves `listener` on a free port and answers its base URL. */
async function serve(listener: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(listener)
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

function fakeRequest(url: string, headers: Record<string, string>): IncomingMessage {
  return { url, headers, socket: {} } as unknown as IncomingMessage
}

describe('readRequestUrl', () => {
  it('builds the page URL from the Host header and the path with its query', () => {
    expect(readRequestUrl(fakeRequest('/nl/c/hats?size=M', { host: 'shop.test:3000' }))).toBe(
      'http://shop.test:3000/nl/c/hats?size=M',
    )
  })

  it("takes a proxy's forwarded port, as @remix-run/express does", () => {
    const req = fakeRequest('/', { host: 'shop.test', 'x-forwarded-host': 'shop.test:8443' })
    expect(readRequestUrl(req)).toBe('http://shop.test:8443/')
  })

  it('keeps an IPv6 host whole', () => {
    expect(readRequestUrl(fakeRequest('/p/x', { host: '[::1]:3000' }))).toBe(
      'http://[::1]:3000/p/x',
    )
  })
})

describe('createPageHandler', () => {
  it('hands Remix a Fetch Request and writes its Response back, every cookie apart', async () => {
    let seen: { url: string; method: string; accept: string | null; body: string } | undefined
    const handleRequest = vi.fn(async (request: Request, context: unknown) => {
      seen = {
        url: request.url,
        method: request.method,
        accept: request.headers.get('accept'),
        body: await request.text(),
      }
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' })
      headers.append('set-cookie', 'a=1; Path=/')
      headers.append('set-cookie', 'b=2; Path=/')
      return new Response(`<p>${String(context)}</p>`, { status: 201, headers })
    })
    const pages = chain(
      [createPageHandler({ handleRequest, getLoadContext: (req) => `context of ${req.url}` })],
      () => undefined,
    )
    const base = await serve(pages)
    const answer = await fetch(`${base}/newsletter?x=1`, {
      method: 'POST',
      headers: { accept: 'text/html' },
      body: 'email=a@b.test',
    })
    expect(seen).toEqual({
      url: `${base}/newsletter?x=1`,
      method: 'POST',
      accept: 'text/html',
      body: 'email=a@b.test',
    })
    expect(answer.status).toBe(201)
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    await expect(answer.text()).resolves.toBe('<p>context of /newsletter?x=1</p>')
  })

  it('aborts the request’s signal when the client leaves before the answer', async () => {
    let aborted: Promise<boolean> | undefined
    const handleRequest = (request: Request) => {
      aborted = new Promise((resolve) =>
        request.signal.addEventListener('abort', () => resolve(true)),
      )
      return new Promise<Response>(() => undefined)
    }
    const base = await serve(
      chain([createPageHandler({ handleRequest, getLoadContext: () => ({}) })], () => undefined),
    )
    const leaving = httpRequest(`${base}/slow`)
    leaving.on('error', () => undefined)
    leaving.end()
    await vi.waitFor(() => expect(aborted).toBeDefined())
    leaving.destroy()
    await expect(aborted).resolves.toBe(true)
  })

  it('passes a failure to the error handler, which answers 500', async () => {
    const onError = vi.fn((_error: unknown, _req: IncomingMessage, res: ServerResponse) => {
      res.statusCode = 500
      res.end('Internal Server Error')
    })
    const handleRequest = async () => {
      throw new Error('the build is broken')
    }
    const base = await serve(
      chain([createPageHandler({ handleRequest, getLoadContext: () => ({}) })], onError),
    )
    const answer = await fetch(`${base}/`)
    expect(answer.status).toBe(500)
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'the build is broken' }),
      expect.anything(),
      expect.anything(),
    )
  })
})

describe('chain', () => {
  it('runs handlers in order until one answers', async () => {
    const order: string[] = []
    const base = await serve(
      chain(
        [
          (_req, _res, next) => {
            order.push('compression')
            next()
          },
          (_req, res) => {
            order.push('page')
            res.end('ok')
          },
          () => order.push('never'),
        ],
        () => undefined,
      ),
    )
    await expect((await fetch(base)).text()).resolves.toBe('ok')
    expect(order).toEqual(['compression', 'page'])
  })
})
