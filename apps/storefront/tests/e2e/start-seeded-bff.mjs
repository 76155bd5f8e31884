// Starts the BFF for the browser journeys on a fresh catalogue: generates the default seed
// (documents and pictures) into a temporary folder, imports it into a temporary DATA_DIR with the
// BFF's own import CLI, then runs the built BFF with CATALOG_MEDIA_DIR on the seed's pictures.
// The temporary folders are removed when Playwright stops the server.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../../../', import.meta.url))
const seedCli = join(root, 'infra/seed/dist/generate-seed.cli.js')
const bffDist = join(root, 'apps/bff/dist')
const work = mkdtempSync(join(tmpdir(), 'vitrine-e2e-'))
const seedDir = join(work, 'seed')
const dataDir = join(work, 'data')

function cleanUp() {
  rmSync(work, { recursive: true, force: true })
}

function run(args, env) {
  const result = spawnSync(process.execPath, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  })
  if (result.status !== 0) {
    cleanUp()
    throw new Error(`${args.join(' ')} exited with ${result.status}`)
  }
}

run([seedCli, '--size', 'default', '--out', seedDir])
run([join(bffDist, 'import.cli.js'), seedDir], { DATA_DIR: dataDir, LOG_LEVEL: 'warn' })

const server = spawn(process.execPath, [join(bffDist, 'server.js')], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, CATALOG_MEDIA_DIR: join(seedDir, 'media') },
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code) => {
  cleanUp()
  process.exit(code ?? 0)
})
