import { spawn } from 'node:child_process'
import { once } from 'node:events'
import type { IncomingMessage } from 'node:http'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { describeRequest, redactUrl } from './logger.js'

const serverEntry = fileURLToPath(new URL('./index.js', import.meta.url))

/** Runs the storefront entry with `env` until it exits on its own; answers its code and stdout. */
async function runEntry(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  const [code] = (await once(child, 'exit')) as [number | null]
  return { code, lines: stdout.trim().split('\n') }
}

describe('the storefront log (logger.js)', () => {
  it('writes a refused configuration as one JSON line at level fatal, then stops', async () => {
    const { code, lines } = await runEntry({ NODE_ENV: 'production', STOREFRONT_WORKERS: 'many' })
    expect(code).toBe(1)
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 60,
      service: 'storefront',
      msg: expect.stringContaining('STOREFRONT_WORKERS: expected a whole number from 1 to 64'),
    })
  }, 30_000)

  it('refuses a LOG_LEVEL pino does not know', async () => {
    const { code, lines } = await runEntry({ NODE_ENV: 'production', LOG_LEVEL: 'loud' })
    expect(code).toBe(1)
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 60,
      msg: expect.stringContaining('LOG_LEVEL: expected one of fatal, error, warn, info'),
    })
  }, 30_000)

  it('leaves out lines below LOG_LEVEL', async () => {
    const { code, lines } = await runEntry({
      NODE_ENV: 'production',
      STOREFRONT_WORKERS: 'many',
      LOG_LEVEL: 'silent',
    })
    expect(code).toBe(1)
    expect(lines).toEqual([''])
  }, 30_000)
})

describe('describeRequest', () => {
  const request = (headers: Record<string, string | string[]>) =>
    ({ method: 'GET', url: '/nl/p/x?y=1', headers }) as unknown as IncomingMessage

  it("names the request and carries a proxy's x-request-id", () => {
    expect(describeRequest(request({ 'x-request-id': 'edge-42' }))).toEqual({
      method: 'GET',
      url: '/nl/p/x?y=1',
      requestId: 'edge-42',
    })
  })

  it('leaves the id out when no single one was sent', () => {
    expect(describeRequest(request({}))).toEqual({ method: 'GET', url: '/nl/p/x?y=1' })
    expect(describeRequest(request({ 'x-request-id': ['a', 'b'] }))).not.toHaveProperty('requestId')
  })
})

describe('redactUrl (D223)', () => {
  it('hides a guest cart’s id, a payment token and tokens in the logged URL', () => {
    expect(redactUrl('/api/cart/pull?cartId=abc&token=t1&x=1')).toBe(
      '/api/cart/pull?cartId=[REDACTED]&token=[REDACTED]&x=1',
    )
    expect(redactUrl('/checkout-return?paymentToken=p')).toBe(
      '/checkout-return?paymentToken=[REDACTED]',
    )
  })
})
