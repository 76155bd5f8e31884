// Catalogue requests that never repeat, as a real shop's long tail of searches does: every body is
// new, so each one is answered by the search engine, never by the answer cache. Built from the
// generated catalogue's own words and categories with a seeded generator, so runs are comparable.
// Used through autocannon's `setupRequest` (a new body per request).
import { LISTING_INCLUDE_FIELDS, readNdjson } from './catalog-scenarios.mjs'

/** A small, fast, seeded generator (mulberry32). */
function seededRandom(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Drops or swaps one letter of a word now and then, as shoppers type. */
function misspell(word, random) {
  if (word.length < 5 || random() < 0.7) return word
  const at = 1 + Math.floor(random() * (word.length - 2))
  return random() < 0.5
    ? word.slice(0, at) + word.slice(at + 1)
    : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
}

/**
 * Generators of distinct request bodies for POST /api/catalog: `text` (one to three words from the
 * catalogue's product names, sometimes misspelt, a page size and page of its own) and `listing`
 * (a leaf category with a price range of random bounds, sometimes a colour, a sort and a page).
 * Each call returns a body never returned before in this process.
 */
export function createDistinctQueries(seedDir, seed = 7) {
  const products = readNdjson(seedDir, 'product.ndjson')
  const categories = readNdjson(seedDir, 'category.ndjson')
  const attributes = readNdjson(seedDir, 'attribute.ndjson')
  const colors = (attributes.find((a) => a.attribute_code === 'color')?.options ?? []).map(
    (o) => o.value,
  )
  const listed = products.filter((p) => Number(p.visibility) >= 3 && Number(p.status) === 1)
  const words = [
    ...new Set(listed.flatMap((p) => String(p.name).toLowerCase().split(/\s+/))),
  ].filter((w) => w.length >= 3)
  const leafCategories = categories.filter((c) => Number(c.level) >= 3).map((c) => Number(c.id))
  const random = seededRandom(seed)
  const pick = (list) => list[Math.floor(random() * list.length)]
  const seen = new Set()
  const unique = (make) => {
    for (;;) {
      const body = JSON.stringify(make())
      if (!seen.has(body)) {
        seen.add(body)
        return body
      }
    }
  }
  const sorts = [undefined, undefined, 'price-asc', 'price-desc', 'latest']
  return {
    words: words.length,
    categories: leafCategories.length,
    text: () =>
      unique(() => {
        const count = 1 + Math.floor(random() * 3)
        const text = Array.from({ length: count }, () => misspell(pick(words), random)).join(' ')
        return {
          type: 'product',
          query: { text: text.length >= 3 ? text : `${text} ${pick(words)}` },
          size: 12 + Math.floor(random() * 37),
          from: random() < 0.2 ? 24 : 0,
          includeFields: LISTING_INCLUDE_FIELDS,
        }
      }),
    listing: () =>
      unique(() => {
        const from = Math.floor(random() * 80)
        const facets = [
          { field: 'price', range: { from, to: from + 10 + Math.floor(random() * 150) } },
        ]
        if (random() < 0.5) facets.push({ field: 'color', values: [pick(colors)] })
        const sort = pick(sorts)
        return {
          type: 'product',
          use: 'listing',
          query: {
            filters: [{ field: 'category_ids', op: 'in', values: [pick(leafCategories)] }],
            facets,
          },
          ...(sort ? { sort } : {}),
          size: 24 + Math.floor(random() * 27),
          from: random() < 0.3 ? 24 : 0,
          includeFields: LISTING_INCLUDE_FIELDS,
        }
      }),
  }
}

/** An autocannon request whose body is a new one from `next` each time it is sent. */
export function distinctRequest(next, path = '/api/catalog') {
  return {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => ({ ...request, body: next() }),
  }
}
