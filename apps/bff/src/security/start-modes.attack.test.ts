// A visitor who is not on the machine tries the built apps started exactly as `pnpm start` starts
// them (scripts/start-env.mjs) and as a production deployment without a payment key starts them,
// over the machine's own network address (D216, D217; docs/security.md).
import { mkdtemp, rm } from 'node:fs/promises'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  assertBuilt,
  startBff,
  startStorefront,
  stopInstance,
  type Instance,
} from '../../test/instances.js'

interface StartEnvModule {
  bffStartEnv(env: Record<string, string | undefined>): Record<string, string>
  storefrontStartEnv(env: Record<string, string | undefined>): Record<string, string>
}

// A variable specifier: the script is plain JavaScript outside this package.
const START_ENV_MODULE = new URL('../../../../scripts/start-env.mjs', import.meta.url).href
const startEnv = (await import(START_ENV_MODULE)) as StartEnvModule

/** The machine's first non-loopback IPv4 address: how another machine reaches it. */
function networkAddress(): string {
  const found = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)
  if (!found) throw new Error('This machine has no network address to test from')
  return found.address
}

const onNetwork = (instance: Instance, address: string) =>
  instance.url.replace('127.0.0.1', address)

/** The status of a GET, or `refused` when nothing listens. */
async function statusOf(url: string, init: RequestInit = {}): Promise<number | 'refused'> {
  try {
    const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) })
    await answer.arrayBuffer()
    return answer.status
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause
    if (cause?.code === 'ECONNREFUSED') return 'refused'
    throw error
  }
}

const LOCAL_ONLY_PATHS = [
  '/api/dev/outbox',
  '/api/dev/outbox?to=victim@example.com',
  '/nl/api/dev/outbox',
  '/api/ext/mollie/test-gateway/tr_abc123',
]

describe('the shop as `pnpm start` starts it', () => {
  const address = networkAddress()
  const started: Instance[] = []
  const dataDirs: string[] = []

  async function startShop(callerEnv: Record<string, string>) {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-start-mode-'))
    dataDirs.push(dataDir)
    const bff = await startBff('bff', {
      ...startEnv.bffStartEnv(callerEnv),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    })
    started.push(bff)
    const storefront = await startStorefront('storefront', {
      ...startEnv.storefrontStartEnv(callerEnv),
      BFF_URL: bff.url,
      LOG_LEVEL: 'silent',
    })
    started.push(storefront)
    return { bff, storefront }
  }

  beforeAll(() => assertBuilt())
  afterAll(async () => {
    await Promise.all(started.map((instance) => stopInstance(instance)))
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })))
  })

  it('listens on loopback only: another machine cannot even connect', async () => {
    const { bff, storefront } = await startShop({})
    expect(await statusOf(`${onNetwork(bff, address)}/healthz`)).toBe('refused')
    expect(await statusOf(`${onNetwork(storefront, address)}/robots.txt`)).toBe('refused')
    // The person at the machine reads the shop's mails.
    expect(await statusOf(`${bff.url}/api/dev/outbox`)).toBe(200)
    await Promise.all([stopInstance(bff), stopInstance(storefront)])
  })

  it('opened to the network, answers every local-only route 404 to another machine', async () => {
    const { bff, storefront } = await startShop({
      BFF_HOST: '0.0.0.0',
      STOREFRONT_HOST: '0.0.0.0',
    })
    expect(await statusOf(`${onNetwork(storefront, address)}/robots.txt`)).toBe(200)
    for (const path of LOCAL_ONLY_PATHS) {
      expect(await statusOf(`${onNetwork(bff, address)}${path}`), `BFF ${path}`).toBe(404)
      expect(await statusOf(`${onNetwork(storefront, address)}${path}`), `shop ${path}`).toBe(404)
      const paid = await statusOf(`${onNetwork(storefront, address)}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'status=paid',
      })
      expect(paid, `POST shop ${path}`).toBe(404)
    }
    // On the machine itself: the outbox from the BFF, never through the storefront.
    expect(await statusOf(`${bff.url}/api/dev/outbox`)).toBe(200)
    expect(await statusOf(`${storefront.url}/api/dev/outbox`)).toBe(404)
    await Promise.all([stopInstance(bff), stopInstance(storefront)])
  })
})

describe('a production deployment without a payment key', () => {
  let bff: Instance | undefined
  let dataDir = ''

  beforeAll(async () => {
    assertBuilt()
    dataDir = await mkdtemp(join(tmpdir(), 'vitrine-production-'))
    bff = await startBff('bff', {
      NODE_ENV: 'production',
      BFF_HOST: '0.0.0.0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    })
  })
  afterAll(async () => {
    await stopInstance(bff)
    await rm(dataDir, { recursive: true, force: true })
  })

  it('serves no outbox and no test gateway, to anyone', async () => {
    const instance = bff as Instance
    for (const base of [instance.url, onNetwork(instance, networkAddress())]) {
      for (const path of LOCAL_ONLY_PATHS) {
        expect(await statusOf(`${base}${path}`), `${base}${path}`).toBe(404)
      }
    }
  })
})
