#!/usr/bin/env node
// bench/accounts: POST /api/user/login at 8 connections (budget p99 ≤ 150 ms; scrypt N=16384,
// r=8, p=1 per login) and GET /api/user/me at 16 connections (budget p99 ≤ 20 ms), each beside
// the bare Fastify route in the same run, on the embedded engine (PGlite, fresh DATA_DIR, no
// catalogue: neither call reads it). The accounts are created through the API and confirmed
// with the keys of their confirmation mails (the outbox folder). The per-IP and per-e-mail rate
// limits are raised for the run: every request comes from 127.0.0.1. Writes
// bench/results/accounts.json.
//
// Options: --duration <s> (default 10), --users <n> (default 64), --bff-port, --bare-port
// (defaults 4201, 4200: pick free ones; a port taken by another server fails the run).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { scryptSync, randomBytes } from 'node:crypto'
import { repoRoot } from './lib/bench-setup.mjs'
import { measureLoad } from './lib/load.mjs'
import { readLoadAverage, writeResult } from './lib/results.mjs'
import { readResidentMemoryMb, startNodeProcess, stopProcess } from './lib/processes.mjs'

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    users: { type: 'string', default: '64' },
    'bff-port': { type: 'string', default: '4201' },
    'bare-port': { type: 'string', default: '4200' },
  },
})
const durationSeconds = Number(options.duration)
const userCount = Number(options.users)
const bffPort = Number(options['bff-port'])
const barePort = Number(options['bare-port'])
const budgets = { loginP99Ms: 150, meP99Ms: 20 }
const PASSWORD = 'Bench-pass-1'
const SCRYPT = { N: 16384, r: 8, p: 1 }

console.log('building the BFF')
execFileSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@vitrine/bff'], {
  cwd: repoRoot,
  stdio: 'inherit',
})

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-accounts-'))
const outbox = join(dataDir, 'outbox')
let bff
let bare
try {
  bff = await startNodeProcess({
    name: 'BFF',
    cwd: join(repoRoot, 'apps/bff'),
    args: ['dist/server.js'],
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      BFF_PORT: String(bffPort),
      BFF_HOST: '127.0.0.1',
      AUTH_RATE_LIMIT_IP_MAX: '100000000',
      AUTH_RATE_LIMIT_EMAIL_MAX: '100000000',
    },
    readyUrl: `http://127.0.0.1:${bffPort}/readyz`,
  })
  bare = await startNodeProcess({
    name: 'bare Fastify',
    cwd: join(repoRoot, 'bench'),
    args: ['bare-server.mjs'],
    env: { BENCH_BARE_PORT: String(barePort) },
    readyUrl: `http://127.0.0.1:${barePort}/bare`,
  })
  // Both must be the servers this run started, not something else already on the port.
  await expectOk(`http://127.0.0.1:${barePort}/bare`, (json) => json.result?.ok === true)
  await expectOk(`http://127.0.0.1:${bffPort}/readyz`, (json) => json.code === 200)
  const bffUrl = `http://127.0.0.1:${bffPort}`
  const users = await createConfirmedUsers(bffUrl, userCount)
  const tokens = []
  for (const email of users) tokens.push(await logIn(bffUrl, email))

  let nextUser = 0
  let nextToken = 0
  const bareRun = (connections) =>
    measureLoad({
      url: `http://127.0.0.1:${barePort}`,
      connections,
      durationSeconds,
      requests: [{ method: 'GET', path: '/bare' }],
    })

  const loginBare = await bareRun(8)
  const login = await measureLoad({
    url: bffUrl,
    connections: 8,
    durationSeconds,
    requests: [
      {
        method: 'POST',
        path: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          const username = users[nextUser++ % users.length]
          request.body = JSON.stringify({ username, password: PASSWORD })
          return request
        },
      },
    ],
  })
  const meBare = await bareRun(16)
  const me = await measureLoad({
    url: bffUrl,
    connections: 16,
    durationSeconds,
    requests: [
      {
        method: 'GET',
        path: '/api/user/me',
        setupRequest: (request) => {
          request.headers = { authorization: `Bearer ${tokens[nextToken++ % tokens.length]}` }
          return request
        },
      },
    ],
  })

  const scryptMs = timeScrypt()
  const ratio = (a, b) => Math.round((a / b) * 100) / 100
  const report = {
    measuredAt: new Date().toISOString(),
    machine: `${process.platform} ${process.arch}, Node ${process.version}, load average ${readLoadAverage()}`,
    commerce: 'embedded PGlite',
    passwordHash: {
      algorithm: 'scrypt',
      ...SCRYPT,
      keyLength: 32,
      oneHashInThisProcessMs: scryptMs,
    },
    users: userCount,
    durationSeconds,
    login: {
      connections: 8,
      bare: loginBare,
      bff: login,
      p99RatioToBare: ratio(login.p99Ms, loginBare.p99Ms),
      throughputRatioToBare: ratio(login.requestsPerSecond, loginBare.requestsPerSecond),
    },
    me: {
      connections: 16,
      bare: meBare,
      bff: me,
      p99RatioToBare: ratio(me.p99Ms, meBare.p99Ms),
      throughputRatioToBare: ratio(me.requestsPerSecond, meBare.requestsPerSecond),
    },
    bffResidentMb: readResidentMemoryMb(bff.pid),
    budgets,
    withinBudget: {
      loginP99: login.p99Ms <= budgets.loginP99Ms,
      meP99: me.p99Ms <= budgets.meP99Ms,
      noErrors: [login, me].every((run) => run.non2xx === 0 && run.errors === 0),
    },
  }
  writeResult('accounts', report)
} finally {
  await stopProcess(bff)
  await stopProcess(bare)
  rmSync(dataDir, { recursive: true, force: true })
}

async function expectOk(url, check) {
  const response = await fetch(url)
  const json = await response.json().catch(() => ({}))
  if (response.status !== 200 || !check(json)) {
    throw new Error(`${url} is not the server this run started (HTTP ${response.status})`)
  }
}

async function post(url, body, method = 'POST') {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = await response.json()
  if (response.status !== 200) throw new Error(`${url}: ${JSON.stringify(json)}`)
  return json
}

/** Signs users up and confirms each with the key of its mail in the outbox folder. */
async function createConfirmedUsers(url, count) {
  const emails = Array.from({ length: count }, (_, index) => `bench-${index}@example.nl`)
  for (const email of emails) {
    await post(`${url}/api/user/create`, {
      customer: { email, firstname: 'Bench', lastname: 'User' },
      password: PASSWORD,
    })
  }
  for (const name of readdirSync(outbox).filter((file) => file.endsWith('.json'))) {
    const mail = JSON.parse(readFileSync(join(outbox, name), 'utf8'))
    const key = new URL(/https?:\/\/\S+/.exec(mail.text)[0]).searchParams.get('key')
    await post(`${url}/api/user/activate`, { customerEmail: mail.to, confirmationKey: key }, 'PUT')
  }
  return emails
}

async function logIn(url, username) {
  return (await post(`${url}/api/user/login`, { username, password: PASSWORD })).result
}

function timeScrypt() {
  const started = process.hrtime.bigint()
  scryptSync(PASSWORD, randomBytes(16), 32, { ...SCRYPT, maxmem: 256 * SCRYPT.N * SCRYPT.r })
  return Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10
}
