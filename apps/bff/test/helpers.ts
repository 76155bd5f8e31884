// Shared test helpers: configuration, captured logs and an app built for `inject()`.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { buildApp, type BuildAppOptions } from '../src/app.js'
import { loadEnv, type Env } from '../src/env.js'

/**
 * Test configuration: the real parser, silent logs, no Redis unless asked for, and the commerce
 * engine on an in-memory PGlite, opened on first use, so test files never share a database
 * folder and apps that never touch it do not pay its start-up; the data folder (catalogue, secrets)
 * and the mail outbox in new temporary folders, so a catalogue imported by `pnpm start` is never
 * seen; load shedding's gate wide open.
 */
export function createTestConfig(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    COMMERCE_PGLITE_DIR: 'memory://',
    COMMERCE_LAZY_START: 'true',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'vitrine-data-')),
    // Each app writes its mails to an outbox of its own.
    MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'vitrine-outbox-')),
    // Load shedding (D192) must not refuse a test's requests on a slow machine; its tests set
    // their own limits.
    BFF_SHED_MAX_IN_FLIGHT: '100000',
    BFF_SHED_MAX_QUEUE_MS: '600000',
    ...overrides,
  })
}

export interface CapturedLogs {
  stream: Writable
  /** Every JSON log line written so far, parsed. */
  entries(): Array<Record<string, unknown>>
  /** The raw text written so far. */
  text(): string
}

export function captureLogs(): CapturedLogs {
  const chunks: string[] = []
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(chunk.toString())
      callback()
    },
  })
  const text = () => chunks.join('')
  return {
    stream,
    text,
    entries: () =>
      text()
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  }
}

export async function buildTestApp(
  overrides: Record<string, string> = {},
  options: BuildAppOptions = {},
) {
  const app = await buildApp(createTestConfig(overrides), options)
  return app
}
