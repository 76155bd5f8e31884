// The built BFF and storefront as separate processes (the scale-out test, docs/scaling.md): start
// on a free loopback port, wait until they answer, stop them; and the catalogue import CLI.
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

export const bffRoot = fileURLToPath(new URL('..', import.meta.url))
export const storefrontRoot = join(bffRoot, '../storefront')
const bffEntry = join(bffRoot, 'dist/server.js')
const importEntry = join(bffRoot, 'dist/import.cli.js')
const storefrontEntry = join(storefrontRoot, 'server/index.js')
const storefrontBuild = join(storefrontRoot, 'build/server/index.js')

export interface Instance {
  name: string
  url: string
  child: ChildProcess
  /** The end of the process's stderr, for failure messages. */
  errors(): string
}

/** Both apps must be built (turbo's test task of this package builds them first). */
export function assertBuilt(): void {
  for (const entry of [bffEntry, importEntry, storefrontBuild]) {
    if (!existsSync(entry)) throw new Error(`${entry} is missing: build the BFF and the storefront`)
  }
}

export async function findFreePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function waitUntilAnswering(instance: Instance, path: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { exitCode, signalCode } = instance.child
    if (exitCode !== null || signalCode !== null)
      throw new Error(`${instance.name} exited (${exitCode ?? signalCode}): ${instance.errors()}`)
    try {
      if ((await fetch(`${instance.url}${path}`)).status < 500) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${instance.name} did not answer ${path}: ${instance.errors()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

function spawnInstance(name: string, args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (text: string) => {
    errors = (errors + text).slice(-4000)
  })
  return { child, errors: () => errors }
}

export async function startBff(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await findFreePort()
  const { child, errors } = spawnInstance(name, [bffEntry], bffRoot, {
    BFF_HOST: '127.0.0.1',
    ...env,
    BFF_PORT: String(port),
  })
  const instance = { name, url: `http://127.0.0.1:${port}`, child, errors }
  await waitUntilAnswering(instance, '/healthz', 60_000)
  return instance
}

export async function startStorefront(name: string, env: Record<string, string>) {
  const port = await findFreePort()
  const { child, errors } = spawnInstance(name, [storefrontEntry], storefrontRoot, {
    NODE_ENV: 'production',
    STOREFRONT_WORKERS: '1',
    STOREFRONT_HOST: '127.0.0.1',
    ...env,
    STOREFRONT_PORT: String(port),
  })
  const instance = { name, url: `http://127.0.0.1:${port}`, child, errors }
  await waitUntilAnswering(instance, '/robots.txt', 60_000)
  return instance
}

export async function stopInstance(instance: Instance | undefined): Promise<void> {
  const child = instance?.child
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const force = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(force)
}

/** `pnpm catalog:import <directory>` with this environment; resolves with its report. */
export async function runCatalogImport(
  directory: string,
  env: Record<string, string>,
): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [importEntry, directory], {
    cwd: bffRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
  })
  return stdout
}
