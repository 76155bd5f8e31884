// The whole shop for page benchmarks: a seed imported into a fresh DATA_DIR, the built BFF and the
// production storefront on loopback ports, always stopped and removed afterwards.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from './bench-setup.mjs'
import { readNdjson } from './catalog-scenarios.mjs'
import { startNodeProcess, stopProcess } from './processes.mjs'

export function run(command, args, env = {}, cwd = repoRoot) {
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } })
}

/** Imports `seedDir` into a fresh DATA_DIR and starts the BFF and the production storefront. */
export async function withShop({ seedDir, bffPort, storefrontPort, media }, use) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-pages-'))
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' }
  let bff
  let storefront
  try {
    run('pnpm', ['catalog:import', seedDir], env)
    bff = await startNodeProcess({
      name: 'BFF',
      cwd: join(repoRoot, 'apps/bff'),
      args: ['dist/server.js'],
      env: {
        ...env,
        BFF_PORT: String(bffPort),
        BFF_HOST: '127.0.0.1',
        // The account pages' bench confirms its customer from the mail (GET /api/dev/outbox).
        LOCAL_DEV_ROUTES: 'true',
        PAYMENT_PROVIDER: 'test-gateway',
        ...(media ? { CATALOG_MEDIA_DIR: join(seedDir, 'media') } : {}),
      },
      readyUrl: `http://127.0.0.1:${bffPort}/readyz`,
    })
    storefront = await startNodeProcess({
      name: 'storefront',
      cwd: join(repoRoot, 'apps/storefront'),
      args: ['server/index.js'],
      env: {
        NODE_ENV: 'production',
        STOREFRONT_PORT: String(storefrontPort),
        STOREFRONT_HOST: '127.0.0.1',
        BFF_URL: `http://127.0.0.1:${bffPort}`,
      },
      readyUrl: `http://127.0.0.1:${storefrontPort}/`,
    })
    return await use({
      bffUrl: `http://127.0.0.1:${bffPort}`,
      shopUrl: `http://127.0.0.1:${storefrontPort}`,
    })
  } finally {
    await stopProcess(storefront)
    await stopProcess(bff)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function productPath(product) {
  const slug = product.slug ?? product.url_key ?? product.sku.toLowerCase()
  return `/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(slug)}`
}

export function listedProducts(seedDir) {
  return readNdjson(seedDir, 'product.ndjson').filter(
    (p) => Number(p.visibility) === 4 && Number(p.status) === 1,
  )
}

export function flattenCategories(seedDir) {
  const flat = []
  const visit = (category) => {
    flat.push(category)
    for (const child of category.children_data ?? []) visit(child)
  }
  for (const root of readNdjson(seedDir, 'category.ndjson')) visit(root)
  return flat
}

/** GET over a connection of its own (closed afterwards), the body read to its end. */
export function fetchOnNewConnection(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const options = { agent: false, headers: { ...headers, connection: 'close' } }
    const request = http.get(url, options, (answer) => {
      answer.on('end', resolve)
      answer.on('error', reject)
      answer.resume()
    })
    request.on('error', reject)
  })
}
