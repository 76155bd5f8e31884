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

/** One Lighthouse run of `url` in a Chromium of its own with `settings`; `read` gets the report. */
async function runLighthouse(url, settings, read) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...settings,
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    if (result.lhr.runtimeError) {
      throw new LighthouseRunError(result.lhr.runtimeError.code, result.lhr.runtimeError.message)
    }
    return read(result.lhr)
  } finally {
    await chrome.kill()
  }
}

/** The scripts' transfer size (response headers included) in KiB, as Lighthouse counts it. */
function readScriptKib(lhr) {
  const resources = lhr.audits['resource-summary']?.details?.items ?? []
  const script = resources.find((item) => item.resourceType === 'script')
  return Math.round(((script?.transferSize ?? 0) / 1024) * 10) / 10
}

/**
 * Audits `url` once; scores are 0–100, `scriptKb` is the JavaScript transferred (as Chromium
 * asks for it: brotli where the server has it) in KiB, headers included, as Lighthouse counts it,
 * and `scripts` lists the script URLs the page loaded.
 */
export async function auditPage(url, extraHeaders) {
  const settings = { onlyCategories: CATEGORIES, ...(extraHeaders ? { extraHeaders } : {}) }
  return runLighthouse(url, settings, (lhr) => {
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    )
    const failed = Object.values(lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id)
    const requests = lhr.audits['network-requests']?.details?.items ?? []
    return {
      scores,
      scriptKb: readScriptKib(lhr),
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
      // Lighthouse's measure of this machine's CPU (higher is faster): Total Blocking Time, and
      // with it the performance score, scales with it, so runs on different machines compare by it.
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
      // What a failed console audit saw (an error's text and where it came from).
      consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) =>
        `${item.sourceLocation?.url ?? item.source ?? ''}: ${item.description ?? ''}`.slice(0, 300),
      ),
    }
  })
}

class LighthouseRunError extends Error {
  constructor(code, message) {
    super(`Lighthouse: ${message}`)
    this.code = code
  }
}

/**
 * One audit, run again when Lighthouse itself fails to record the load (NO_NAVSTART and the like
 * ask for another run; the page is not at fault), at most twice more.
 */
async function auditPageAgainOnRecordingFailure(url, extraHeaders) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditPage(url, extraHeaders)
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error
      console.log(`${error.message} (${error.code}); running it again`)
    }
  }
}

/** The run with the median performance score of `runs` audits (Lighthouse varies run to run). */
export async function auditPageMedian(url, runs, extraHeaders) {
  const audits = []
  for (let i = 0; i < runs; i += 1) {
    audits.push(await auditPageAgainOnRecordingFailure(url, extraHeaders))
  }
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
  return runLighthouse(
    url,
    { onlyAudits: ['resource-summary'], extraHeaders: { 'Accept-Encoding': encoding } },
    (lhr) => readScriptKib(lhr),
  )
}
