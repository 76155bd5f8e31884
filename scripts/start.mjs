#!/usr/bin/env node
// `pnpm start`: builds what is needed, then runs the BFF and the storefront on their embedded
// defaults (no Redis, database server or Docker needed) and prints the shop's URL.
// Ctrl+C stops both; if either process dies, the other is stopped too.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { bffStartEnv, storefrontStartEnv } from './start-env.mjs'

const bffPort = Number(process.env.BFF_PORT ?? 4000)
const storefrontPort = Number(process.env.STOREFRONT_PORT ?? 3000)
const bffUrl = process.env.BFF_URL ?? `http://127.0.0.1:${bffPort}`
const shopUrl = `http://localhost:${storefrontPort}`
// The memory settings each server runs with, here as in its image (D199); the caller's environment
// may override them.
const nodeProcessEnv = JSON.parse(readFileSync('infra/node-process-env.json', 'utf8'))

const build = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'build', '--filter=@vitrine/bff', '--filter=@vitrine/storefront'],
  { stdio: 'inherit' },
)
if (build.status !== 0) {
  console.error('Build failed; not starting.')
  process.exit(build.status ?? 1)
}

// First run: generate the default seed catalogue when it is missing and import it into the BFF's
// store (D20). Later runs find the stored catalogue and skip both.
const seedDir = 'infra/seed/output/default'
const catalogManifest = resolve(
  'apps/bff',
  process.env.DATA_DIR ?? '.data',
  'catalog/manifest.json',
)
if (!existsSync(catalogManifest)) {
  if (!existsSync(`${seedDir}/manifest.json`)) {
    console.log('Generating the default seed catalogue (first run)...')
    const seed = spawnSync(
      'pnpm',
      ['--filter', '@vitrine/seed', 'generate', '--', '--size', 'default'],
      {
        stdio: 'inherit',
      },
    )
    if (seed.status !== 0) {
      console.error('Seed generation failed; not starting.')
      process.exit(seed.status ?? 1)
    }
  }
  console.log('Importing the default seed catalogue (first run)...')
  const imported = spawnSync(process.execPath, ['apps/bff/dist/import.cli.js', seedDir], {
    stdio: 'inherit',
  })
  // 1 = some records were left out (reported above); the rest is imported and the shop can start.
  if (imported.status !== 0 && imported.status !== 1) {
    console.error('Catalogue import failed; not starting.')
    process.exit(imported.status ?? 1)
  }
}

const children = []
let stopping = false

function run(name, cwd, args, env) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...nodeProcessEnv[name], ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = (stream, target) => {
    let rest = ''
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) target.write(`[${name}] ${line}\n`)
    })
  }
  prefix(child.stdout, process.stdout)
  prefix(child.stderr, process.stderr)
  child.on('exit', (code, signal) => {
    if (stopping) return
    console.error(`[${name}] exited (${signal ?? code}); stopping Vitrine.`)
    stop(code ?? 1)
  })
  children.push(child)
  return child
}

function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r)))),
  )
    .then(() => process.exit(code))
    .catch(() => process.exit(code))
  setTimeout(() => process.exit(code), 15_000).unref()
}

process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

async function waitFor(url, name) {
  for (let attempt = 0; attempt < 240 && !stopping; attempt++) {
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  if (!stopping) {
    console.error(`${name} did not come up at ${url}`)
    stop(1)
  }
}

// `pnpm start` is the shop on this machine: loopback only, the outbox and the test gateway
// (start-env.mjs; D216, D217).
run('bff', 'apps/bff', ['dist/server.js'], {
  BFF_PORT: String(bffPort),
  ...bffStartEnv(process.env),
})
await waitFor(`${bffUrl}/healthz`, 'The BFF')
run('storefront', 'apps/storefront', ['server/index.js'], {
  STOREFRONT_PORT: String(storefrontPort),
  ...storefrontStartEnv(process.env),
  BFF_URL: bffUrl,
})
await waitFor(`http://127.0.0.1:${storefrontPort}`, 'The storefront')
if (!stopping) {
  console.log(`\n  Vitrine is running: ${shopUrl}  (Dutch: ${shopUrl}/nl, German: ${shopUrl}/de)`)
  console.log(`  BFF API: ${bffUrl}/api/docs   Press Ctrl+C to stop.\n`)
}
