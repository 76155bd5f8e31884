import type { IncomingMessage, ServerResponse } from 'node:http'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { preferredStoreView, redirectToDetectedLanguage } from './language-detection.js'
import { createMaintenanceGate, readClientAddress } from './maintenance-gate.js'

function request(url: string, headers: Record<string, string> = {}, address = '203.0.113.9') {
  return {
    method: 'GET',
    url,
    headers,
    socket: { remoteAddress: address },
  } as unknown as IncomingMessage
}

function response() {
  const headers = new Map<string, string>()
  const answer = {
    statusCode: 200,
    body: '',
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    end: (body?: string) => (answer.body = body ?? ''),
    header: (name: string) => headers.get(name),
  }
  return answer
}

describe('the maintenance gate (spec 001 §4)', () => {
  const gateOn = createMaintenanceGate({
    enabled: true,
    allowList: ['198.51.100.7'],
    trustedProxyHops: 1,
  })
  const gateOff = createMaintenanceGate({ enabled: false, allowList: [], trustedProxyHops: 0 })

  it('sends a page to the store view’s maintenance page, remembering where the visitor was', async () => {
    const res = response()
    expect(await gateOn(request('/nl/dames?sort=price'), res as unknown as ServerResponse)).toBe(
      true,
    )
    expect(res.statusCode).toBe(302)
    expect(res.header('location')).toBe(
      `/nl/maintenance?from=${encodeURIComponent('/nl/dames?sort=price')}`,
    )
  })

  it('lets /maintenance, /error and allow-listed visitors through', async () => {
    for (const path of ['/maintenance', '/de/maintenance', '/error', '/nl/error']) {
      expect(await gateOn(request(path), response() as unknown as ServerResponse)).toBe(false)
    }
    const viaProxy = request('/', { 'x-forwarded-for': '198.51.100.7' }, '10.0.0.2')
    expect(await gateOn(viaProxy, response() as unknown as ServerResponse)).toBe(false)
    // A forged entry before the proxy's own does not pass.
    const forged = request('/', { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' }, '10.0.0.2')
    expect(await gateOn(forged, response() as unknown as ServerResponse)).toBe(true)
  })

  it('lets Remix’s route manifest through, so the maintenance page’s links keep working', async () => {
    const manifest = request('/__manifest?p=%2Fnl&version=fe063b31')
    expect(await gateOn(manifest, response() as unknown as ServerResponse)).toBe(false)
  })

  it('answers a Remix data request with Remix’s redirect', async () => {
    const res = response()
    await gateOn(
      request('/c/hats-5?_data=routes%2F(%24store).c.%24slug'),
      res as unknown as ServerResponse,
    )
    expect(res.statusCode).toBe(204)
    expect(res.header('x-remix-redirect')).toBe(
      `/maintenance?from=${encodeURIComponent('/c/hats-5')}`,
    )
  })

  it('sends /maintenance back to the remembered path (or home) when maintenance is off', async () => {
    const back = response()
    await gateOff(request('/nl/maintenance?from=%2Fnl%2Fdames'), back as unknown as ServerResponse)
    expect(back.header('location')).toBe('/nl/dames')
    const home = response()
    await gateOff(
      request('/de/maintenance?from=https%3A%2F%2Fevil.example'),
      home as unknown as ServerResponse,
    )
    expect(home.header('location')).toBe('/de/')
    expect(await gateOff(request('/c/hats-5'), response() as unknown as ServerResponse)).toBe(false)
  })

  it('answers /check-maintenance, and follows a flag file without a restart', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'vitrine-maintenance-'))
    const flagFile = join(folder, 'on')
    let clock = 0
    const gate = createMaintenanceGate({
      enabled: false,
      flagFile,
      allowList: [],
      trustedProxyHops: 0,
      now: () => clock,
    })
    const check = async () => {
      const res = response()
      await gate(request('/check-maintenance'), res as unknown as ServerResponse)
      return JSON.parse(res.body) as { enabled: boolean }
    }
    expect(await check()).toEqual({ enabled: false })
    writeFileSync(flagFile, '')
    clock += 1000
    expect(await check()).toEqual({ enabled: true })
    // Requests arriving together share one read of the file and agree.
    rmSync(flagFile)
    clock += 1000
    const together = await Promise.all([check(), check(), check()])
    expect(together).toEqual([{ enabled: false }, { enabled: false }, { enabled: false }])
    rmSync(folder, { recursive: true })
  })

  it('reads the socket address without trusted proxies', () => {
    expect(
      readClientAddress(request('/', { 'x-forwarded-for': '1.2.3.4' }, '::ffff:10.0.0.1'), 0),
    ).toBe('10.0.0.1')
  })
})

describe('language detection (spec 001 §4)', () => {
  it('prefers Dutch or German browsers, else the default store view', () => {
    expect(preferredStoreView('nl-NL,nl;q=0.9,en;q=0.8')).toBe('nl')
    expect(preferredStoreView('en-US,de;q=0.9')).toBe('default')
    expect(preferredStoreView('fr;q=0.2,de-AT;q=0.8')).toBe('de')
    expect(preferredStoreView(undefined)).toBe('default')
  })

  it('sends a Dutch browser to /nl with the same path, unless the cookie or a bot says otherwise', () => {
    const res = response()
    const dutch = request('/c/hats-5?x=1', { 'accept-language': 'nl', accept: 'text/html' })
    expect(redirectToDetectedLanguage(dutch, res as unknown as ServerResponse)).toBe(true)
    expect(res.header('location')).toBe('/nl/c/hats-5?x=1')
    const home = response()
    redirectToDetectedLanguage(
      request('/', { 'accept-language': 'de-DE', accept: 'text/html' }),
      home as unknown as ServerResponse,
    )
    expect(home.header('location')).toBe('/de')
    const chose = request('/', { 'accept-language': 'nl', cookie: 'a=1; userLanguage=default' })
    expect(redirectToDetectedLanguage(chose, response() as unknown as ServerResponse)).toBe(false)
    const bot = request('/', { 'accept-language': 'nl', 'user-agent': 'Googlebot/2.1' })
    expect(redirectToDetectedLanguage(bot, response() as unknown as ServerResponse)).toBe(false)
    const already = request('/nl/dames', { 'accept-language': 'de', accept: 'text/html' })
    expect(redirectToDetectedLanguage(already, response() as unknown as ServerResponse)).toBe(false)
    const robots = request('/robots.txt', { 'accept-language': 'de', accept: '*/*' })
    expect(redirectToDetectedLanguage(robots, response() as unknown as ServerResponse)).toBe(false)
  })
})
