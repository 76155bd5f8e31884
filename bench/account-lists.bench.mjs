#!/usr/bin/env node
// bench/account-lists: the wishlist and return budgets (docs/performance.md, Budgets), on the
// tiny seed with the embedded engine (PGlite, a fresh DATA_DIR), served as `pnpm start` serves it.
//
// A. The BFF under load at 16 connections, beside the bare Fastify route in the same run:
//    - a wishlist add and its remove: each connection takes a customer from a pool, adds a product
//      to their default list (POST /api/wishlist/{id}/items) and removes the item the add answered
//      (DELETE /api/wishlist/{id}/items/{itemId}), in turn;
//    - the customer's returns list (GET /api/returns: page 1 of 10, the customer holding six
//      returns of three orders).
//    Budget: p99 ≤ 30 ms for each.
// B. Lighthouse (mobile, median of --runs runs) on /my-account/wishlist, logged in through /login
//    with two products on the default list, and on /guest-return. Budget: performance ≥ 95,
//    accessibility 100.
//
// Options: --duration <s> (default 10), --runs <n> (default 3), --skip-lighthouse,
// --bff-port, --storefront-port, --bare-port (defaults 4421, 3421, 4420).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot } from './lib/bench-setup.mjs'
import { readNdjson } from './lib/catalog-scenarios.mjs'
import {
  callBff,
  createConfirmedCustomer,
  logInThroughTheShop,
  logInToBff,
} from './lib/customers.mjs'
import { auditPageMedian } from './lib/lighthouse.mjs'
import { measureLoad } from './lib/load.mjs'
import { readLoadAverage, writeResult } from './lib/results.mjs'
import { startNodeProcess, stopProcess } from './lib/processes.mjs'
import { fetchOnNewConnection, run, withShop } from './lib/shop.mjs'

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'bff-port': { type: 'string', default: '4421' },
    'storefront-port': { type: 'string', default: '3421' },
    'bare-port': { type: 'string', default: '4420' },
  },
})
const durationSeconds = Number(options.duration)
const connections = 16
const barePort = Number(options['bare-port'])
const budgets = { wishlistP99Ms: 30, returnsListP99Ms: 30, performance: 95, accessibility: 100 }
const PASSWORD = 'Bench-lists-1'

console.log('building the shop and the seed generator')
run('pnpm', ['exec', 'turbo', 'run', 'build', '--concurrency=2'])
const seedDir = join(repoRoot, 'infra/seed/output/tiny-bench')
if (!existsSync(join(seedDir, 'manifest.json'))) {
  run('node', ['infra/seed/dist/generate-seed.cli.js', '--size', 'tiny', '--out', seedDir])
}
const products = readNdjson(seedDir, 'product.ndjson').filter(
  (p) =>
    p.type_id === 'simple' &&
    Number(p.visibility) === 4 &&
    Number(p.status) === 1 &&
    Number(p.stock?.qty ?? 0) >= 20,
)
if (products.length < 2) throw new Error('the tiny seed has too few simple products in stock')

const report = {
  measuredAt: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, Node ${process.version}, load average ${readLoadAverage()}`,
  commerce: 'embedded PGlite, tiny seed',
  budgets,
}

const bare = await startNodeProcess({
  name: 'bare Fastify',
  cwd: join(repoRoot, 'bench'),
  args: ['bare-server.mjs'],
  env: { BENCH_BARE_PORT: String(barePort) },
  readyUrl: `http://127.0.0.1:${barePort}/bare`,
})
try {
  await withShop(
    {
      seedDir,
      bffPort: Number(options['bff-port']),
      storefrontPort: Number(options['storefront-port']),
      media: false,
    },
    async ({ bffUrl, shopUrl }) => {
      const bareBody = await callBff(`http://127.0.0.1:${barePort}/bare`)
      if (bareBody?.ok !== true) throw new Error('the bare route is not the one this run started')
      console.log(`${connections + 4} customers, each with a default wishlist`)
      const customers = []
      for (let i = 0; i < connections + 4; i += 1) {
        const email = `bench-lists-${i}@example.nl`
        await createConfirmedCustomer(bffUrl, email, PASSWORD)
        const token = await logInToBff(bffUrl, email, PASSWORD)
        const [list] = await callBff(`${bffUrl}/api/wishlist`, { token })
        customers.push({ email, token, listId: list.wishlist_id })
      }
      console.log('three orders and six returns for the first customer')
      const returner = customers[0]
      for (let i = 1; i <= 3; i += 1) await placeOrderWithReturns(bffUrl, returner.token, i)

      const bareRun = () =>
        measureLoad({
          url: `http://127.0.0.1:${barePort}`,
          connections,
          durationSeconds,
          requests: [{ method: 'GET', path: '/bare' }],
        })
      const wishlistBare = await bareRun()
      // A customer belongs to one connection from its add to its remove, then goes back to the
      // pool: no two connections ever share a list.
      const free = [...customers]
      const customerOf = (context) => {
        context.customer ??= free.shift()
        if (!context.customer) throw new Error('more connections than customers')
        return context.customer
      }
      const productId = products[0].id
      const wishlist = await measureLoad({
        url: bffUrl,
        connections,
        durationSeconds,
        requests: [
          {
            method: 'POST',
            setupRequest: (request, context) => {
              const customer = customerOf(context)
              return {
                ...request,
                path: `/api/wishlist/${customer.listId}/items`,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${customer.token}`,
                },
                body: JSON.stringify({ wishlistItem: { product_id: productId } }),
              }
            },
            onResponse: (status, body, context) => {
              if (status === 200) context.itemId = JSON.parse(body).result.item_id
            },
          },
          {
            method: 'DELETE',
            setupRequest: (request, context) => {
              const customer = customerOf(context)
              return {
                ...request,
                path: `/api/wishlist/${customer.listId}/items/${context.itemId}`,
                headers: { authorization: `Bearer ${customer.token}` },
              }
            },
            onResponse: (_status, _body, context) => {
              free.push(context.customer)
              context.customer = undefined
            },
          },
        ],
      })
      const returnsBare = await bareRun()
      const returns = await measureLoad({
        url: bffUrl,
        connections,
        durationSeconds,
        requests: [
          {
            method: 'GET',
            path: '/api/returns',
            headers: { authorization: `Bearer ${returner.token}` },
          },
        ],
      })
      const listed = await callBff(`${bffUrl}/api/returns`, { token: returner.token })
      // The bare route's p99 rounds to 0 ms on a quiet machine: its throughput is the baseline.
      const ratio = (a, b) => (b > 0 ? Math.round((a / b) * 1000) / 1000 : null)
      report.load = {
        connections,
        durationSeconds,
        wishlistAddRemove: {
          bare: wishlistBare,
          bff: wishlist,
          throughputRatioToBare: ratio(wishlist.requestsPerSecond, wishlistBare.requestsPerSecond),
          p99RatioToBare: ratio(wishlist.p99Ms, wishlistBare.p99Ms),
        },
        returnsList: {
          returnsListed: listed.items.length,
          returnsHeld: listed.total_count,
          bare: returnsBare,
          bff: returns,
          throughputRatioToBare: ratio(returns.requestsPerSecond, returnsBare.requestsPerSecond),
          p99RatioToBare: ratio(returns.p99Ms, returnsBare.p99Ms),
        },
      }

      if (!options['skip-lighthouse']) {
        const shopper = customers[1]
        for (const product of products.slice(0, 2)) {
          await callBff(`${bffUrl}/api/wishlist/${shopper.listId}/items`, {
            method: 'POST',
            token: shopper.token,
            body: { wishlistItem: { product_id: product.id } },
          })
        }
        const cookie = await logInThroughTheShop(shopUrl, shopper.email, PASSWORD)
        const runs = Number(options.runs)
        report.lighthouse = { runsPerPage: runs, pages: {} }
        for (const [name, path, headers] of [
          ['wishlist', '/my-account/wishlist', { Cookie: cookie }],
          ['guestReturn', '/guest-return', undefined],
        ]) {
          // Served to this visitor (no redirect to /login), and asked for a few times first, each
          // on a new connection (one per storefront worker), as a running shop has been.
          const page = await fetch(`${shopUrl}${path}`, { headers, redirect: 'manual' })
          if (page.status !== 200) throw new Error(`${path} answered ${page.status}`)
          for (let i = 0; i < 4; i += 1) await fetchOnNewConnection(`${shopUrl}${path}`, headers)
          console.log(`Lighthouse ${name} ${path} (${runs} runs)`)
          report.lighthouse.pages[name] = {
            path,
            ...(await auditPageMedian(`${shopUrl}${path}`, runs, headers)),
          }
        }
      }
    },
  )
} finally {
  await stopProcess(bare)
}

const { wishlistAddRemove, returnsList } = report.load
report.withinBudget = {
  wishlistP99: wishlistAddRemove.bff.p99Ms <= budgets.wishlistP99Ms,
  returnsListP99: returnsList.bff.p99Ms <= budgets.returnsListP99Ms,
  noErrors: [wishlistAddRemove.bff, returnsList.bff].every(
    (load) => load.non2xx === 0 && load.errors === 0,
  ),
  ...(report.lighthouse
    ? {
        lighthouse: Object.values(report.lighthouse.pages).every(
          (page) =>
            page.scores.performance >= budgets.performance &&
            page.scores.accessibility >= budgets.accessibility,
        ),
      }
    : {}),
}
writeResult('account-lists', report)

/**
 * A customer's order of two products (`units` of the first: orders alike are one order, 000 §4),
 * and a return of each line.
 */
async function placeOrderWithReturns(bffUrl, token, units) {
  const address = {
    firstname: 'Bench',
    lastname: 'Mark',
    street: ['Keizersgracht 12'],
    city: 'Amsterdam',
    postcode: '1015CJ',
    country_id: 'NL',
    email: 'bench-lists-0@example.nl',
  }
  const order = await callBff(`${bffUrl}/api/order`, {
    method: 'POST',
    token,
    body: {
      products: [
        { sku: products[0].sku, qty: units },
        { sku: products[1].sku, qty: 1 },
      ],
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        payment_method_code: 'checkmo',
      },
    },
  })
  const orderId = Number(order.backendOrderId)
  const [reason] = (await callBff(`${bffUrl}/api/returns/reasons`)).options
  const { items } = await callBff(`${bffUrl}/api/returns/order/${orderId}`, { token })
  for (const item of items.filter((line) => line.qtyReturnable > 0)) {
    await callBff(`${bffUrl}/api/returns`, {
      method: 'POST',
      token,
      body: { orderId, reason: reason.value, items: [{ orderItemId: item.orderItemId, qty: 1 }] },
    })
  }
}
