// One Lighthouse audit in Debian's Chromium (never a downloaded browser): the default mobile
// configuration with simulated throttling, the four categories the budgets name, and the bytes of
// JavaScript the page transferred.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * Audits `url` once; scores are 0–100, `scriptKb` is the JavaScript transferred (as Chromium
 * asks for it: brotli where the server has it) in KiB, headers included, as Lighthouse counts it,
 * and `scripts` lists the script URLs the page loaded.
 */
export async function auditPage(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    )
    const resources = lhr.audits['resource-summary']?.details?.items ?? []
    const script = resources.find((item) => item.resourceType === 'script')
    const failed = Object.values(lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id)
    const requests = lhr.audits['network-requests']?.details?.items ?? []
    return {
      scores,
      scriptKb: Math.round(((script?.transferSize ?? 0) / 1024) * 10) / 10,
      scripts: requests.filter((item) => item.resourceType === 'Script').map((item) => item.url),
      metrics: {
        firstContentfulPaintMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        largestContentfulPaintMs: Math.round(
          lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
        ),
        totalBlockingTimeMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cumulativeLayoutShift:
          Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      },
      failedAudits: failed,
    }
  } finally {
    await chrome.kill()
  }
}

/** The run with the median performance score of `runs` audits (Lighthouse varies run to run). */
export async function auditPageMedian(url, runs) {
  const audits = []
  for (let i = 0; i < runs; i += 1) audits.push(await auditPage(url))
  audits.sort((a, b) => a.scores.performance - b.scores.performance)
  return {
    ...audits[Math.floor(audits.length / 2)],
    performanceRuns: audits.map((a) => a.scores.performance),
  }
}

/**
 * The JavaScript a first load of `url` transfers when the browser accepts `encoding` only (e.g.
 * 'gzip'), as Lighthouse counts it (KiB, response headers included): one audit of the resource
 * summary with that Accept-Encoding.
 */
export async function measureScriptTransfer(url, encoding) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: ['resource-summary', 'network-requests'],
      extraHeaders: { 'Accept-Encoding': encoding },
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    const resources = lhr.audits['resource-summary']?.details?.items ?? []
    const script = resources.find((item) => item.resourceType === 'script')
    return Math.round(((script?.transferSize ?? 0) / 1024) * 10) / 10
  } finally {
    await chrome.kill()
  }
}
