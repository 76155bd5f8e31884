// Shutdown as an operator sees it: in-flight requests finish before the adapters close; the real
// process refuses bad configuration and exits cleanly on SIGTERM.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import http from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/helpers.js'
import { MemoryCache } from './adapters/cache/memory-cache.js'

const bffRoot = fileURLToPath(new URL('..', import.meta.url))

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, refuses new connections, then closes the adapters', async () => {
    const cache = new MemoryCache({ maxEntries: 10, defaultTtlSeconds: 0 })
    const app = await buildTestApp({}, { adapters: { cache } })
    let markEntered: () => void = () => undefined
    let release: () => void = () => undefined
    const entered = new Promise<void>((resolve) => (markEntered = resolve))
    const released = new Promise<void>((resolve) => (release = resolve))
    app.get('/api/test/slow', async () => {
      markEntered()
      await released
      return { code: 200, result: 'finished' }
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = app.server.address() as AddressInfo

    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`)
    await entered
    const closing = app.close()

    // While draining: the adapters are still open and no new connection is accepted.
    expect(cache.status().status).toBe('up')
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow()

    release()
    const response = await inFlight
    expect(response.status).toBe(200)
    // The keep-alive connection is released so the close can complete.
    expect(response.headers.get('connection')).toBe('close')
    expect(await response.json()).toEqual({ code: 200, result: 'finished' })
    await closing
    expect(cache.status().status).toBe('down')
  })
})

function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: bffRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return { child, stdout: () => stdout, stderr: () => stderr }
}

/** Reads the listening URL from the process's log. */
async function waitForUrl(server: ReturnType<typeof runServer>): Promise<string> {
  let url: string | undefined
  while (!url) {
    const [chunk] = (await once(server.child.stdout, 'data')) as [Buffer]
    url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(
      server.stdout() + chunk.toString(),
    )?.[1]
  }
  return url
}

describe('the BFF process', () => {
  it('refuses to start on bad configuration, listing every wrong variable, with exit code 1', async () => {
    const server = runServer({ BFF_PORT: 'eighty', LOG_LEVEL: 'loud', CACHE_MAX_ENTRIES: '0' })
    const [code] = await once(server.child, 'exit')
    expect(code).toBe(1)
    expect(server.stderr()).toContain('The BFF refuses to start')
    for (const variable of ['BFF_PORT', 'LOG_LEVEL', 'CACHE_MAX_ENTRIES']) {
      expect(server.stderr()).toContain(`${variable}:`)
    }
  })

  it('serves /healthz and exits with code 0 on SIGTERM', async () => {
    const server = runServer({ BFF_HOST: '127.0.0.1', BFF_PORT: '0', LOG_LEVEL: 'info' })
    const exited = once(server.child, 'exit')
    const url = await waitForUrl(server)
    const response = await fetch(`${url}/healthz`)
    expect(response.status).toBe(200)

    server.child.kill('SIGTERM')
    const [code] = await exited
    expect(code).toBe(0)
    expect(server.stdout()).toContain('shutdown complete')
  })

  // Graceful shutdown: an accepted request is one the server read (its request id is in the
  // log); each must get its whole answer while the process drains, including uploads still
  // arriving when the signal comes.
  it('answers every request it accepted when SIGTERM arrives under load', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-shutdown-'))
    const server = runServer({
      BFF_HOST: '127.0.0.1',
      BFF_PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
    })
    const acceptedIds = () =>
      server
        .stdout()
        .split('\n')
        .filter((line) => line.includes('"incoming request"'))
        .map((line) => (JSON.parse(line) as { requestId: string }).requestId)
        .filter((id) => id.startsWith('shutdown-'))
    try {
      const exited = once(server.child, 'exit')
      const url = await waitForUrl(server)
      const cart = (await (await fetch(`${url}/api/cart/create`, { method: 'POST' })).json()) as {
        result: string
      }
      const answered = new Map<string, number>()
      const failed = new Set<string>()
      let sent = 0
      let stopping = false
      // 16 clients, each sending carts one after another on its keep-alive connection until the
      // server stops taking them.
      const client = async (index: number) => {
        for (;;) {
          const id = `shutdown-${index}-${sent++}`
          try {
            const response = await fetch(`${url}/api/cart/create`, {
              method: 'POST',
              headers: { 'x-request-id': id },
            })
            await response.json()
            answered.set(id, response.status)
          } catch {
            failed.add(id)
            return
          }
          if (stopping) return
        }
      }
      // Four shoppers whose bodies are half sent when the signal arrives.
      const body = JSON.stringify({ address: { country_id: 'NL' } })
      const uploads = Array.from({ length: 4 }, (_, index) => {
        const id = `shutdown-upload-${index}`
        const request = http.request(`${url}/api/cart/shipping-methods?cartId=${cart.result}`, {
          method: 'POST',
          headers: {
            'x-request-id': id,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        })
        request.write(body.slice(0, 10))
        const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
          request.on('response', (response) => {
            let text = ''
            response.on('data', (chunk: Buffer) => (text += chunk.toString()))
            response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
            response.on('error', reject)
          })
          request.on('error', reject)
        })
        return { id, request, answer }
      })
      const load = Array.from({ length: 16 }, (_, index) => client(index))
      while (answered.size < 200 || uploads.some((upload) => !acceptedIds().includes(upload.id))) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      server.child.kill('SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 300))
      for (const upload of uploads) upload.request.end(body.slice(10))
      const uploadAnswers = await Promise.all(uploads.map((upload) => upload.answer))
      stopping = true
      await Promise.all(load)
      const [code] = await exited

      expect(code).toBe(0)
      // The half-sent uploads were answered in full after the signal.
      for (const answer of uploadAnswers) {
        expect(answer.status).toBe(200)
        expect(JSON.parse(answer.text)).toMatchObject({ code: 200 })
      }
      // Every accepted request of the load was answered with success; only unaccepted ones failed.
      const accepted = acceptedIds().filter((id) => !id.startsWith('shutdown-upload-'))
      expect(accepted.length).toBeGreaterThanOrEqual(200)
      expect(accepted.filter((id) => answered.get(id) !== 200)).toEqual([])
      expect(accepted.filter((id) => failed.has(id))).toEqual([])
    } finally {
      server.child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})
