#!/usr/bin/env node
// bench/add-to-cart: "Add to cart" posted without JavaScript (D235), the product page's form sent to
// the product route's action, which answers 303 back to the page (budget: p95 ≤ 50 ms at 8
// connections), beside the bare Remix page (bench/bare-remix) measured in the same run.
//
// The production storefront and the BFF run on the default seed (documents only). Two passes over
// the simple in-stock products, each request a product of its own in turn: a shopper's first add
// (no cart cookie: the action makes the cart), then adds to one of 400 carts made before (the
// cookie each first add answered), as a shopper with a cart meets it. Every answer must be the
// 303; p95 is read from every answer's time (lib/load.mjs).
//
// Options: --duration <s> (default 10), --connections <n> (default 8).
import { parseArgs } from 'node:util'
import { prepareSeedCatalogue } from './lib/bench-setup.mjs'
import { readNdjson } from './lib/catalog-scenarios.mjs'
import { buildShopAndBareRemix, startBareRemix } from './lib/bare-remix.mjs'
import { measureLoad } from './lib/load.mjs'
import { stopProcess } from './lib/processes.mjs'
import { readLoadAverage, writeResult } from './lib/results.mjs'
import { productPath, withShop } from './lib/shop.mjs'

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
  },
})
const connections = Number(options.connections)
const durationSeconds = Number(options.duration)
const budgets = { addToCartP95Ms: 50 }
const CARTS = 400
const WARM_UP_REQUESTS = 1000

buildShopAndBareRemix()
const seedDir = prepareSeedCatalogue('default')
const products = readNdjson(seedDir, 'product.ndjson').filter(
  (p) =>
    p.type_id === 'simple' &&
    Number(p.visibility) === 4 &&
    Number(p.status) === 1 &&
    Number(p.price) > 0 &&
    Number(p.stock?.qty ?? 0) >= 100,
)
if (products.length < 20) throw new Error('too few simple products in stock in the seed')
const paths = products.map(productPath)
const FORM = 'intent=add-to-cart'
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' }
const isRedirect = (status) => status === 303

/** The cart cookie a first add answers. */
async function makeCart(shopUrl, path) {
  const answer = await fetch(`${shopUrl}${path}`, {
    method: 'POST',
    headers: formHeaders,
    body: FORM,
    redirect: 'manual',
  })
  if (answer.status !== 303) throw new Error(`the add answered ${answer.status}`)
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('vitrine_cart='))
  if (!cookie) throw new Error('the add named no cart')
  // The answer is the add's, not a refusal's: its notice says so.
  const notices = answer.headers.getSetCookie().find((line) => line.startsWith('vitrine_notices='))
  const value = decodeURIComponent(notices?.split(';')[0].slice('vitrine_notices='.length) ?? '')
  const said = Buffer.from(value.split('.')[0] ?? '', 'base64').toString('utf8')
  if (!said.includes('Product has been added to the cart!')) throw new Error(`the add said ${said}`)
  return cookie.split(';')[0]
}

const report = {
  date: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, Node ${process.version}`,
  budgets,
  load: { connections, durationSeconds, products: paths.length, carts: CARTS },
}

const bare = await startBareRemix(4797)
try {
  await withShop(
    { seedDir, bffPort: 4798, storefrontPort: 3798, media: false },
    async ({ shopUrl }) => {
      let next = 0
      const nextPath = () => paths[next++ % paths.length]
      const firstAdd = {
        method: 'POST',
        headers: formHeaders,
        body: FORM,
        setupRequest: (request) => ({ ...request, path: nextPath() }),
      }
      console.log(`warming up the shop (${WARM_UP_REQUESTS} first adds)`)
      await measureLoad({
        url: shopUrl,
        connections,
        amount: WARM_UP_REQUESTS,
        requests: [firstAdd],
        accepted: isRedirect,
      })
      console.log(`making ${CARTS} carts`)
      const cookies = []
      for (let i = 0; i < CARTS; i += 1) cookies.push(await makeCart(shopUrl, nextPath()))

      console.log('measuring the bare Remix page')
      await measureLoad({
        url: 'http://127.0.0.1:4797',
        connections,
        amount: WARM_UP_REQUESTS,
        requests: [{ method: 'GET', path: '/' }],
      })
      const baseline = await measureLoad({
        url: 'http://127.0.0.1:4797',
        connections,
        durationSeconds,
        requests: [{ method: 'GET', path: '/' }],
      })
      console.log('measuring first adds (no cart yet)')
      const first = await measureLoad({
        url: shopUrl,
        connections,
        durationSeconds,
        requests: [firstAdd],
        accepted: isRedirect,
      })
      console.log('measuring adds to carts made before')
      let cart = 0
      const withCart = await measureLoad({
        url: shopUrl,
        connections,
        durationSeconds,
        accepted: isRedirect,
        requests: [
          {
            method: 'POST',
            body: FORM,
            setupRequest: (request) => ({
              ...request,
              path: nextPath(),
              headers: { ...formHeaders, cookie: cookies[cart++ % cookies.length] },
            }),
          },
        ],
      })
      const ratio = (m) =>
        Math.round((m.requestsPerSecond / baseline.requestsPerSecond) * 100) / 100
      report.loadAverage = readLoadAverage()
      report.bareRemixPage = baseline
      report.firstAdd = { ...first, ratioToBare: ratio(first) }
      report.addWithCart = { ...withCart, ratioToBare: ratio(withCart) }
    },
  )
} finally {
  await stopProcess(bare)
}

const fine = (m) => m.refused === 0 && m.errors === 0 && m.p95Ms <= budgets.addToCartP95Ms
report.withinBudget = { addToCart: fine(report.firstAdd) && fine(report.addWithCart) }
writeResult('add-to-cart', report)
