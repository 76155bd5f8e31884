#!/usr/bin/env node
// bench/content: the content pages' budgets (docs/performance.md, Budgets), on the default seed
// with its pictures and the seeded stories (apps/bff/content), served as `pnpm start` serves them.
//
// A. Lighthouse (mobile, default simulated throttling, Debian Chromium, median of --runs runs) on
//    the content home page and on /i/new-season (a slider, tiles and a product carousel).
//    Budget: performance ≥ 95, accessibility 100, SEO 100, CLS ≤ 0.05.
// B. Every seeded content page (home, /i/ pages, policies, FAQ) in the three store views under
//    load at 16 connections, from the page cache and the BFF's content cache (each page fetched
//    once per storefront worker first), plain and with a browser's Accept-Encoding, against the
//    bare Remix page (bench/bare-remix) measured in the same run. Budget: p95 ≤ 10 ms.
//
// Options: --runs <n> (default 3), --duration <s> (default 10), --connections <n> (default 16),
// --skip-lighthouse, --skip-load.
import { existsSync, readdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot } from './lib/bench-setup.mjs'
import { auditPageMedian } from './lib/lighthouse.mjs'
import { buildShopAndBareRemix, startBareRemix } from './lib/bare-remix.mjs'
import { measureLoad } from './lib/load.mjs'
import { readLoadAverage, writeResult } from './lib/results.mjs'
import { stopProcess } from './lib/processes.mjs'
import { fetchOnNewConnection, run, withShop } from './lib/shop.mjs'

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-load': { type: 'boolean', default: false },
  },
})
const budgets = {
  lighthouse: { performance: 95, accessibility: 100, seo: 100 },
  cumulativeLayoutShift: 0.05,
  contentPageP95Ms: 10,
}
const LIGHTHOUSE_PAGES = { home: '/', newSeason: '/i/new-season' }
/** Stories that are not pages of their own: the layout, the size guides, the stories rows. */
const NOT_PAGES = /(^|\/)(layout|size-guide\/.*|storyline-stories\/.*)$/

/** Every seeded story that is a page, as the storefront path of its store view. */
function contentPaths() {
  const root = join(repoRoot, 'apps/bff/content/stories')
  const paths = []
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name)
      if (entry.isDirectory()) visit(file)
      else if (entry.name.endsWith('.json')) {
        const slug = relative(root, file).replace(/\.json$/, '')
        if (NOT_PAGES.test(slug)) continue
        const path = `/${slug}`.replace(/(^|\/)home$/, '')
        paths.push(path === '' ? '/' : path)
      }
    }
  }
  visit(root)
  return paths.sort()
}

const report = {
  measuredAt: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, Node ${process.version}, load average ${readLoadAverage()}`,
  budgets,
}

buildShopAndBareRemix()
const seedDir = join(repoRoot, 'infra/seed/output/default-with-media')
if (!existsSync(join(seedDir, 'manifest.json'))) {
  run('node', ['infra/seed/dist/generate-seed.cli.js', '--size', 'default', '--out', seedDir])
}
const paths = contentPaths()

await withShop(
  { seedDir, bffPort: 4797, storefrontPort: 3797, media: true },
  async ({ shopUrl }) => {
    for (const path of paths) {
      const answer = await fetch(`${shopUrl}${path}`)
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`)
    }
    if (!options['skip-lighthouse']) {
      const runs = Number(options.runs)
      report.lighthouse = { runsPerPage: runs, pages: {} }
      for (const [name, path] of Object.entries(LIGHTHOUSE_PAGES)) {
        for (let i = 0; i < 4; i += 1) await fetchOnNewConnection(`${shopUrl}${path}`)
        console.log(`Lighthouse ${name} ${path} (${runs} runs)`)
        report.lighthouse.pages[name] = {
          path,
          ...(await auditPageMedian(`${shopUrl}${path}`, runs)),
        }
      }
    }
    if (!options['skip-load']) report.load = await measureContentPages(shopUrl)
  },
)

async function measureContentPages(shopUrl) {
  const connections = Number(options.connections)
  const durationSeconds = Number(options.duration)
  const bare = await startBareRemix(4794)
  try {
    // Each storefront worker keeps its own page cache (D37) and new connections go to the workers
    // in turn: each page is fetched once per worker, each time on a new connection.
    const workers = Math.min(availableParallelism(), 8)
    for (const path of paths) {
      for (let i = 0; i < workers; i += 1) await fetchOnNewConnection(`${shopUrl}${path}`)
    }
    const load = (url, requests) => measureLoad({ url, connections, durationSeconds, requests })
    console.log('the bare Remix page')
    const bareRemixPage = await load('http://127.0.0.1:4794', [{ method: 'GET', path: '/' }])
    console.log(`${paths.length} content pages from the caches`)
    const cached = await load(
      shopUrl,
      paths.map((path) => ({ method: 'GET', path })),
    )
    const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' }
    const cachedCompressed = await load(
      shopUrl,
      paths.map((path) => ({ method: 'GET', path, headers: browserHeaders })),
    )
    const ratio = (m) =>
      Math.round((m.requestsPerSecond / bareRemixPage.requestsPerSecond) * 100) / 100
    return {
      connections,
      durationSeconds,
      pages: paths,
      bareRemixPage,
      contentPages: { ...cached, ratioToBare: ratio(cached) },
      contentPagesCompressed: { ...cachedCompressed, ratioToBare: ratio(cachedCompressed) },
    }
  } finally {
    await stopProcess(bare)
  }
}

const lh = budgets.lighthouse
report.withinBudget = {
  ...(report.lighthouse
    ? {
        lighthouse: Object.values(report.lighthouse.pages).every(
          ({ scores, metrics }) =>
            scores.performance >= lh.performance &&
            scores.accessibility >= lh.accessibility &&
            scores.seo >= lh.seo &&
            metrics.cumulativeLayoutShift <= budgets.cumulativeLayoutShift,
        ),
      }
    : {}),
  ...(report.load
    ? {
        contentPageP95: ['contentPages', 'contentPagesCompressed'].every(
          (key) => report.load[key].p95Ms <= budgets.contentPageP95Ms,
        ),
        noErrors: ['contentPages', 'contentPagesCompressed'].every(
          (key) => report.load[key].non2xx === 0 && report.load[key].errors === 0,
        ),
      }
    : {}),
}

writeResult('content', report, { keepPartial: true })
