// The bare Remix page (bench/bare-remix): the reference the page benchmarks measure the shop
// against in the same run. Built once per run with the shop, started on a loopback port.
import { join } from 'node:path'
import { repoRoot } from './bench-setup.mjs'
import { startNodeProcess } from './processes.mjs'
import { run } from './shop.mjs'

/** Builds the shop (every package, two at a time) and the bare Remix page. */
export function buildShopAndBareRemix() {
  console.log('building the shop, the seed generator and the bare Remix page')
  run('pnpm', ['exec', 'turbo', 'run', 'build', '--concurrency=2'])
  run(
    join(repoRoot, 'bench/node_modules/.bin/remix'),
    ['vite:build', '--config', 'vite.config.mjs'],
    {},
    join(repoRoot, 'bench/bare-remix'),
  )
}

/** Starts the bare Remix page on `port`; stop it with stopProcess. */
export function startBareRemix(port) {
  return startNodeProcess({
    name: 'bare Remix',
    cwd: join(repoRoot, 'bench/bare-remix'),
    args: ['server.mjs'],
    env: { BENCH_BARE_REMIX_PORT: String(port), NODE_ENV: 'production' },
    readyUrl: `http://127.0.0.1:${port}/`,
  })
}
