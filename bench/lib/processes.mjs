// Starting and measuring the processes a benchmark drives: loopback only, always stopped.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

// The memory settings each server runs with in production (D199), by the folder it runs in
// (apps/bff, apps/storefront); the caller's environment may override them.
const nodeProcessEnv = JSON.parse(
  readFileSync(new URL('../../infra/node-process-env.json', import.meta.url), 'utf8'),
)
const processEnvOf = (cwd) => nodeProcessEnv[basename(cwd ?? '')] ?? {}

/** Starts a Node process and resolves once `readyUrl` answers below HTTP 500. */
export async function startNodeProcess({ name, cwd, args, env, readyUrl, timeoutMs = 120_000 }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...processEnvOf(cwd), ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)))
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited early:\n${stderr}`)
    try {
      const response = await fetch(readyUrl)
      if (response.status < 500) return child
    } catch {
      // not listening yet
    }
    await sleep(200)
  }
  child.kill('SIGKILL')
  throw new Error(`${name} did not answer ${readyUrl} within ${timeoutMs} ms`)
}

export async function stopProcess(child) {
  if (!child || child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function readResidentMemoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN)
  return Math.round((kb / 1024) * 10) / 10
}

/** CPU time a process has used (user + system, all its threads) in seconds, from /proc (Linux). */
export function readCpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The fields after the command name (which may hold spaces) start after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticksPerSecond = 100
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond
}
