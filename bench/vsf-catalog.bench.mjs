#!/usr/bin/env node
// bench/vsf-catalog: Vue Storefront 1's catalogue route against the typed one (D228).
//
// On the large catalogue, 32 connections, 10 s per pass: category listings with three filters
// (the category, a colour and a size chosen) and the colour, size and price aggregations, rotating
// through 200 distinct listings, asked once as POST /api/catalog's typed query and once as the
// SearchQuery VSF 1.12 sends to `/api/catalog/{index}/product/_search?request_format=search-query`
// (the same query after translation). Each format runs cold (its answers not cached yet), then
// warm; the budget: the SearchQuery route answers at least 0.8 of the typed route's answers a
// second in the same pass, with p99 ≤ 20 ms.
//
// Options: --duration <s> (default 10), --connections <n> (default 32).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { LISTING_INCLUDE_FIELDS, readNdjson } from './lib/catalog-scenarios.mjs'
import { measureLoad } from './lib/load.mjs'
import { prepareSeedCatalogue, repoRoot, withImportedBff } from './lib/bench-setup.mjs'

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
  },
})
const durationSeconds = Number(options.duration)
const connections = Number(options.connections)
const budgets = { minRatioToTyped: 0.8, maxP99Ms: 20 }

const seedDir = prepareSeedCatalogue('large')
const attributes = readNdjson(seedDir, 'attribute.ndjson')
const optionIds = (code) =>
  (attributes.find((a) => a.attribute_code === code)?.options ?? []).map((o) => Number(o.value))
const colors = optionIds('color')
const sizes = optionIds('size')
const leafCategories = readNdjson(seedDir, 'category.ndjson')
  .filter((c) => Number(c.level) >= 3)
  .slice(0, 100)
const listings = leafCategories.flatMap((category, i) =>
  [0, 1].map((shift) => ({
    category: Number(category.id),
    color: colors[(i + shift) % colors.length],
    size: sizes[(i + 2 * shift) % sizes.length],
  })),
)
const json = { 'content-type': 'application/json' }
const typedRequests = listings.map(({ category, color, size }) => ({
  method: 'POST',
  path: '/api/catalog',
  headers: json,
  body: JSON.stringify({
    type: 'product',
    use: 'listing',
    query: {
      filters: [
        { field: 'visibility', op: 'in', values: [2, 3, 4] },
        { field: 'status', op: 'in', values: [0, 1] },
        { field: 'category_ids', op: 'in', values: [category] },
      ],
      facets: [
        { field: 'color', values: [color] },
        { field: 'size', values: [size] },
      ],
      aggregations: ['color', 'size', 'price'],
    },
    size: 50,
    from: 0,
    includeFields: LISTING_INCLUDE_FIELDS,
  }),
}))
const searchQueryPath =
  '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query' +
  `&size=50&from=0&_source_include=${LISTING_INCLUDE_FIELDS.join(',')}`
const searchQueryRequests = listings.map(({ category, color, size }) => ({
  method: 'POST',
  path: searchQueryPath,
  headers: json,
  body: JSON.stringify({
    _appliedFilters: [
      { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
      { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
      { attribute: 'category_ids', value: { in: [category] }, scope: 'default' },
      { attribute: 'color', value: { in: [color] }, scope: 'catalog' },
      { attribute: 'size', value: { in: [size] }, scope: 'catalog' },
    ],
    _availableFilters: ['color', 'size', 'price'].map((field) => ({
      field,
      scope: 'catalog',
      options: {},
    })),
    _appliedSort: [],
    _searchText: '',
  }),
}))

await withImportedBff({ seedDir, bffPort: 4792, barePort: 4793 }, async () => {
  const url = 'http://127.0.0.1:4792'
  const load = (requests) => measureLoad({ url, connections, durationSeconds, requests })
  // the same listing both ways gives the same products: checked before measuring
  const [typed, translated] = await Promise.all([
    fetch(`${url}${typedRequests[0].path}`, typedRequests[0]).then((r) => r.json()),
    fetch(`${url}${searchQueryRequests[0].path}`, searchQueryRequests[0]).then((r) => r.json()),
  ])
  const typedSkus = typed.result.items.map((item) => item.sku)
  const translatedSkus = translated.hits.hits.map((hit) => hit._source.sku)
  if (JSON.stringify(typedSkus) !== JSON.stringify(translatedSkus)) {
    throw new Error('the SearchQuery route and the typed route answer different products')
  }
  const passes = {}
  for (const temperature of ['cold', 'warm']) {
    console.log(`measuring the typed route, ${temperature}`)
    const typedPass = await load(typedRequests)
    console.log(`measuring the SearchQuery route, ${temperature}`)
    const searchQueryPass = await load(searchQueryRequests)
    passes[temperature] = {
      typed: typedPass,
      searchQuery: {
        ...searchQueryPass,
        ratioToTyped:
          Math.round((searchQueryPass.requestsPerSecond / typedPass.requestsPerSecond) * 100) / 100,
      },
    }
  }
  const report = {
    measuredAt: new Date().toISOString(),
    machine: `${process.platform} ${process.arch}, Node ${process.version}`,
    catalogue: 'large',
    load: { connections, durationSeconds, distinctListings: listings.length },
    sameProducts: true,
    passes,
    budgets,
    withinBudget: {
      ratio: Object.values(passes).every(
        (pass) => pass.searchQuery.ratioToTyped >= budgets.minRatioToTyped,
      ),
      p99: Object.values(passes).every((pass) => pass.searchQuery.p99Ms <= budgets.maxP99Ms),
      noErrors: Object.values(passes).every((pass) =>
        [pass.typed, pass.searchQuery].every((r) => r.non2xx === 0 && r.errors === 0),
      ),
    },
  }
  mkdirSync(join(repoRoot, 'bench/results'), { recursive: true })
  writeFileSync(
    join(repoRoot, 'bench/results/vsf-catalog.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  )
  console.log(JSON.stringify(report, null, 2))
})
