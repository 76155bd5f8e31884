// What every API benchmark does before measuring: build the BFF and the seed generator, generate
// the seed catalogue (documents only) unless present, import it into a fresh DATA_DIR (timed),
// then start the BFF and the bare Fastify baseline as separate processes on loopback ports.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startNodeProcess, stopProcess } from './processes.mjs'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

function run(command, args, env = {}) {
  execFileSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } })
}

/** Builds what the bench runs and returns the seed folder of `size`, generating it if missing. */
export function prepareSeedCatalogue(size) {
  const seedDir = join(repoRoot, 'infra/seed/output', size)
  console.log('building the BFF and the seed generator')
  run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@vitrine/bff', '--filter=@vitrine/seed'])
  if (!existsSync(join(seedDir, 'manifest.json'))) {
    console.log(`generating the ${size} seed catalogue (documents only)`)
    run('node', [
      'infra/seed/dist/generate-seed.cli.js',
      '--size',
      size,
      '--no-media',
      '--out',
      seedDir,
    ])
  }
  return seedDir
}

/**
 * Imports the catalogue into a fresh DATA_DIR and starts the BFF and the bare route. `measure`
 * gets `{ bff, bare, importSeconds }`; everything is stopped and removed afterwards.
 */
export async function withImportedBff({ seedDir, bffPort, barePort }, measure) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'))
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' }
  let bff
  let bare
  try {
    console.log(`importing ${seedDir}`)
    const started = process.hrtime.bigint()
    run('pnpm', ['catalog:import', seedDir], env)
    const importSeconds = Number(process.hrtime.bigint() - started) / 1e9
    bff = await startNodeProcess({
      name: 'BFF',
      cwd: join(repoRoot, 'apps/bff'),
      args: ['dist/server.js'],
      env: { ...env, BFF_PORT: String(bffPort), BFF_HOST: '127.0.0.1' },
      readyUrl: `http://127.0.0.1:${bffPort}/readyz`,
    })
    bare = await startNodeProcess({
      name: 'bare Fastify',
      cwd: join(repoRoot, 'bench'),
      args: ['bare-server.mjs'],
      env: { BENCH_BARE_PORT: String(barePort) },
      readyUrl: `http://127.0.0.1:${barePort}/bare`,
    })
    return await measure({ bff, bare, importSeconds })
  } finally {
    await stopProcess(bff)
    await stopProcess(bare)
    rmSync(dataDir, { recursive: true, force: true })
  }
}
