// Shutdown as an operator sees it: in-flight requests finish before the adapters close; the real
// process refuses bad configuration and exits cleanly on SIGTERM.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
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
    let url: string | undefined
    while (!url) {
      const [chunk] = (await once(server.child.stdout, 'data')) as [Buffer]
      url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(
        server.stdout() + chunk.toString(),
      )?.[1]
    }
    const response = await fetch(`${url}/healthz`)
    expect(response.status).toBe(200)

    server.child.kill('SIGTERM')
    const [code] = await exited
    expect(code).toBe(0)
    expect(server.stdout()).toContain('shutdown complete')
  })
})
