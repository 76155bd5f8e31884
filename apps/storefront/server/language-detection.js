// @ts-check
// Language auto-detection of spec 001 §4 (D186): a page of the default store view asked for by a
// browser whose preferred language is Dutch or German goes to the same path under /nl or /de. The
// `userLanguage` cookie (set by the language switcher) wins over the browser; bots, Remix data
// requests and preview links (a page id in the query) are left alone.

const BOT = /bot|crawl|spider|slurp|facebookexternalhit|lighthouse|preview/i
const STORE_VIEWS = ['nl', 'de']

/**
 * The store view the browser prefers: the first of its languages that is Dutch, German or
 * English (English and anything else: the default store view).
 * @param {string | undefined} header
 */
export function preferredStoreView(header) {
  const languages = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean)
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1 }
    })
    .filter((entry) => entry.language && entry.q > 0)
    .sort((a, b) => b.q - a.q)
  const first = languages[0]?.language
  return first && STORE_VIEWS.includes(first) ? first : 'default'
}

/** @param {string | undefined} header @param {string} name */
function readCookie(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return undefined
}

/**
 * Redirects a default-store-view page to the detected store view; true when it did.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function redirectToDetectedLanguage(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = new URL(req.url ?? '/', 'http://shop.invalid')
  if (/^\/(nl|de)(\/|$)/.test(url.pathname)) return false
  if (['_data', 'id', '_storyblok'].some((name) => url.searchParams.has(name))) return false
  if (BOT.test(String(req.headers['user-agent'] ?? ''))) return false
  // Pages only: a browser navigating asks for HTML (not /robots.txt, the sitemap or a manifest).
  if (!String(req.headers.accept ?? '').includes('text/html')) return false
  res.setHeader('Vary', 'Accept-Language')
  const stored = readCookie(req.headers.cookie, 'userLanguage')
  const target =
    stored !== undefined
      ? STORE_VIEWS.includes(stored)
        ? stored
        : 'default'
      : preferredStoreView(req.headers['accept-language'])
  if (target === 'default') return false
  res.statusCode = 302
  res.setHeader('location', `/${target}${url.pathname === '/' ? '' : url.pathname}${url.search}`)
  res.setHeader('cache-control', 'no-store')
  res.end()
  return true
}
