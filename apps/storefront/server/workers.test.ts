import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { readWorkerCount } from './workers.js'

describe('readWorkerCount', () => {
  it('defaults to one worker per core, at most 8', () => {
    expect(readWorkerCount(undefined, 2)).toBe(2)
    expect(readWorkerCount('', 1)).toBe(1)
    expect(readWorkerCount(undefined, 32)).toBe(8)
  })

  it('takes a configured count and refuses anything but a whole number from 1 to 64', () => {
    expect(readWorkerCount('3', 2)).toBe(3)
    for (const bad of ['0', '-1', '1.5', 'two', '65']) {
      expect(() => readWorkerCount(bad, 2)).toThrow(/STOREFRONT_WORKERS/)
    }
  })
})

const fixture = fileURLToPath(new URL('../tests/fixtures/workers-fixture.mjs', import.meta.url))
const serverEntry = fileURLToPath(new URL('./index.js', import.meta.url))
let child: ChildProcess | undefined

afterEach(() => {
  if (child?.exitCode === null) child.kill('SIGKILL')
})

function start(script: string, env: Record<string, string>) {
  const started = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  started.stdout?.on('data', (chunk) => (output += chunk))
  started.stderr?.on('data', (chunk) => (output += chunk))
  child = started
  return { process: started, output: () => output }
}

async function pidsAnswering(port: number, attempts: number): Promise<Set<string>> {
  const pids = new Set<string>()
  for (let i = 0; i < attempts; i++) {
    try {
      // A connection handed to a worker in its last moments is never answered: give up on it.
      const answer = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) })
      pids.add(await answer.text())
    } catch {
      await sleep(100)
    }
  }
  return pids
}

/** Starts `script` and waits for it to exit on its own. */
async function runToExit(script: string, env: Record<string, string>) {
  const started = start(script, env)
  const [code] = (await once(started.process, 'exit')) as [number | null]
  return { code, output: started.output() }
}

/** Rounds of ten requests until the answering pids satisfy `done` (or 20 rounds went by). */
async function pidsOnceAnswering(port: number, done: (pids: Set<string>) => boolean) {
  let pids = new Set<string>()
  for (let round = 0; round < 20 && !done(pids); round++) pids = await pidsAnswering(port, 10)
  return pids
}

describe('the storefront primary (workers.js)', () => {
  it('serves from every worker, replaces one that dies and stops them all on SIGTERM', async () => {
    const port = 38_000 + Math.floor(Math.random() * 1000)
    const primary = start(fixture, { FIXTURE_PORT: String(port), FIXTURE_WORKERS: '2' })
    const first = await pidsOnceAnswering(port, (pids) => pids.size === 2)
    expect(first.size).toBe(2)

    const crashed = await (
      await fetch(`http://127.0.0.1:${port}/crash`, { signal: AbortSignal.timeout(5000) })
    ).text()
    const after = await pidsOnceAnswering(port, (pids) => pids.size === 2 && !pids.has(crashed))
    expect(after.size).toBe(2)
    expect(after.has(crashed)).toBe(false)
    expect(primary.output()).toMatch(/stopped \(exit code 3\); starting another/)

    primary.process.kill('SIGTERM')
    const [code] = await once(primary.process, 'exit')
    expect(code).toBe(0)
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow()
  }, 60_000)

  it('stops with an error when a worker fails before it listens, instead of starting it again', async () => {
    const { code, output } = await runToExit(fixture, {
      FIXTURE_PORT: '1',
      FIXTURE_FAIL_AT_START: '1',
    })
    expect(code).toBe(1)
    expect(output).toContain('the fixture refuses to start')
  }, 30_000)

  it('refuses a bad STOREFRONT_WORKERS before loading anything', async () => {
    const { code, output } = await runToExit(serverEntry, {
      NODE_ENV: 'production',
      STOREFRONT_WORKERS: 'many',
    })
    expect(code).toBe(1)
    expect(output).toContain('STOREFRONT_WORKERS: expected a whole number from 1 to 64')
  }, 30_000)
})
