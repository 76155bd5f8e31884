// No dead ends: every link of the shop's pages in the three store views answers (after its
// redirects) with a page, never 404 or 5xx: header, footer, menus, content blocks, listings and,
// logged in, the account area. Every link found is requested; the links of a page are read for
// the first few pages of each kind (a kind: the path's shape, `/p/…`, `/c/…`, a CMS page, …), so
// the crawl covers every template without reading two thousand product pages.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { accountLabels, createCustomer, logIn } from './account-helpers'

/** Pages of one kind whose links are read. */
const PAGES_READ_PER_KIND = 3
/** Requests in flight at once. */
const PARALLEL = 4

/** The shape of a path: store prefix and first segment, with ids and slugs left out. */
function kindOf(path: string): string {
  const [, store, rest] = /^\/(nl|de)?\/?(.*)$/.exec(path) ?? []
  const segments = (rest ?? '').split('?')[0]!.split('/').filter(Boolean)
  const head = segments[0] ?? ''
  const shape = ['p', 'c', 'i', 'my-account', 'wishlist'].includes(head)
    ? `${head}/${segments.length}`
    : segments.length > 1
      ? 'dispatched'
      : head
  return `${store ?? ''}:${shape}`
}

/** The same-origin links of a page, without fragments; mail, phone and script links left out. */
function readLinks(html: string, base: string): string[] {
  const links = new Set<string>()
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = match[1]!.replace(/&amp;/g, '&')
    if (/^(mailto|tel|javascript):/i.test(href) || href.startsWith('#')) continue
    const url = new URL(href, base)
    if (url.origin !== new URL(base).origin) continue
    links.add(`${url.pathname}${url.search}`)
  }
  return [...links]
}

interface Crawl {
  dead: string[]
  checked: number
}

async function crawl(request: APIRequestContext, starts: string[]): Promise<Crawl> {
  const seen = new Set<string>(starts)
  const readPerKind = new Map<string, number>()
  const queue = [...starts.map((path) => ({ path, from: '(start)' }))]
  const dead: string[] = []
  let checked = 0
  const visit = async ({ path, from }: { path: string; from: string }) => {
    const answer = await request.get(path, { headers: { accept: 'text/html' } })
    checked += 1
    if (answer.status() >= 400) {
      dead.push(`${path} → ${answer.status()} (linked from ${from})`)
      return
    }
    const finalPath = new URL(answer.url()).pathname
    const kind = kindOf(finalPath)
    const read = readPerKind.get(kind) ?? 0
    if (read >= PAGES_READ_PER_KIND) return
    if (!(answer.headers()['content-type'] ?? '').includes('text/html')) return
    readPerKind.set(kind, read + 1)
    for (const link of readLinks(await answer.text(), answer.url())) {
      if (seen.has(link)) continue
      seen.add(link)
      queue.push({ path: link, from: path })
    }
  }
  let busy = 0
  const workers = Array.from({ length: PARALLEL }, async () => {
    for (;;) {
      const next = queue.shift()
      if (!next) {
        // another worker may still add links: wait for the crawl to settle
        if (busy === 0) return
        await new Promise((resolve) => setTimeout(resolve, 20))
        continue
      }
      busy += 1
      try {
        await visit(next)
      } finally {
        busy -= 1
      }
    }
  })
  await Promise.all(workers)
  return { dead, checked }
}

test.describe.configure({ timeout: 240_000 })

test('no link of the three store views leads to a missing or failing page', async ({ request }) => {
  const result = await crawl(request, ['/', '/nl', '/de'])
  test.info().annotations.push({ type: 'links checked', description: String(result.checked) })
  expect(result.checked).toBeGreaterThan(100)
  expect(result.dead).toEqual([])
})

test("no link of a customer's account area leads to a missing or failing page", async ({
  page,
  request,
}) => {
  const { email, password } = await createCustomer(request, 'crawl')
  await logIn(page, accountLabels.en, email, password)
  const result = await crawl(page.request, ['/my-account', '/nl/my-account', '/de/my-account'])
  test.info().annotations.push({ type: 'links checked', description: String(result.checked) })
  expect(result.checked).toBeGreaterThan(20)
  expect(result.dead).toEqual([])
})
