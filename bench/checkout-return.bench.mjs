#!/usr/bin/env node
// bench/checkout-return: the payment return page's budget (docs/performance.md; D144):
// Lighthouse (mobile, default simulated throttling, Debian Chromium) on /checkout-return of an
// order paid with iDEAL through the BFF's local test gateway, on the tiny seed (the page shows no
// catalogue), served by the production builds (run `pnpm build` first). Each audit is run --runs
// times and the median performance run kept. The /checkout page of the same shop is audited in
// the same run as the baseline (the page budget it already meets, bench/pages.bench.mjs).
// Options: --runs <n> (default 3), --bff-port, --storefront-port (default 4401 / 3401).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot } from './lib/bench-setup.mjs'
import { readNdjson } from './lib/catalog-scenarios.mjs'
import { auditPageMedian } from './lib/lighthouse.mjs'
import { run, withShop } from './lib/shop.mjs'

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'bff-port': { type: 'string', default: '4401' },
    'storefront-port': { type: 'string', default: '3401' },
  },
})
const budget = { performance: 90, accessibility: 100 }

async function call(url, init = {}) {
  const answer = await fetch(url, {
    ...init,
    headers: init.body ? { 'content-type': 'application/json' } : {},
  })
  if (!answer.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${answer.status} ${await answer.text()}`)
  return (await answer.json()).result
}

/** A guest order paid with iDEAL through the test gateway: its payment token. */
async function placePaidOrder(bffUrl, seedDir) {
  const product = readNdjson(seedDir, 'product.ndjson').find(
    (p) => p.type_id === 'simple' && Number(p.status) === 1 && Number(p.stock?.qty ?? 0) >= 5,
  )
  const cartId = await call(`${bffUrl}/api/cart/create`, { method: 'POST' })
  await call(`${bffUrl}/api/cart/update?cartId=${cartId}`, {
    method: 'POST',
    body: JSON.stringify({ cartItem: { sku: product.sku, qty: 1, quoteId: cartId } }),
  })
  const token = await call(`${bffUrl}/api/ext/mollie/payment-token?cartId=${cartId}`)
  const address = {
    firstname: 'Iris',
    lastname: 'de Boer',
    street: ['Keizersgracht 12'],
    city: 'Amsterdam',
    postcode: '1015CJ',
    country_id: 'NL',
    email: 'bench@example.com',
  }
  await call(`${bffUrl}/api/order`, {
    method: 'POST',
    body: JSON.stringify({
      cart_id: cartId,
      products: [{ sku: product.sku, qty: 1 }],
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        payment_method_code: 'mollie_methods_ideal',
      },
    }),
  })
  const gatewayPath = await call(`${bffUrl}/api/ext/mollie/start-transaction`, {
    method: 'POST',
    body: JSON.stringify({ token }),
  })
  const paid = await fetch(`${bffUrl}${gatewayPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'status=paid',
    redirect: 'manual',
  })
  if (paid.status !== 303) throw new Error(`the test gateway answered ${paid.status}`)
  return { token, cartId, product }
}

const seedDir = join(repoRoot, 'infra/seed/output/tiny-bench')
if (!existsSync(join(seedDir, 'manifest.json'))) {
  run('node', ['infra/seed/dist/generate-seed.cli.js', '--size', 'tiny', '--out', seedDir])
}
const runs = Number(options.runs)
const report = {
  measuredAt: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, Node ${process.version}`,
  budget,
  runsPerPage: runs,
}
await withShop(
  {
    seedDir,
    bffPort: Number(options['bff-port']),
    storefrontPort: Number(options['storefront-port']),
    media: false,
  },
  async ({ bffUrl, shopUrl }) => {
    const { token } = await placePaidOrder(bffUrl, seedDir)
    const path = `/checkout-return?token=${token}`
    const page = await (await fetch(`${shopUrl}${path}`)).text()
    if (!page.includes('Thank you! Your payment has been received.')) {
      throw new Error('the return page does not show the paid status')
    }
    report.checkoutReturn = await auditPageMedian(`${shopUrl}${path}`, runs)
    report.baselineCheckout = await auditPageMedian(`${shopUrl}/checkout`, runs)
  },
)
const scores = report.checkoutReturn.scores
report.withinBudget =
  scores.performance >= budget.performance && scores.accessibility >= budget.accessibility
mkdirSync(join(repoRoot, 'bench/results'), { recursive: true })
writeFileSync(
  join(repoRoot, 'bench/results/checkout-return.json'),
  `${JSON.stringify(report, null, 2)}\n`,
)
console.log(
  JSON.stringify({ checkoutReturn: scores, baselineCheckout: report.baselineCheckout.scores }),
)
if (!report.withinBudget) process.exitCode = 1
