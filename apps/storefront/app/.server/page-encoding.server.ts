// The compressed forms of a kept page (D31, D47). A page sent again from the page cache used to be
// compressed again for every shopper by the compression middleware in front of the cache (about
// 1 ms of gzip for a 55 kB page); the cache now keeps each encoding it has sent, made once.
// Negotiation follows the compression middleware's: brotli or gzip by the Accept-Encoding
// q-values, brotli first when they are equal; its brotli quality (4) and gzip level (6).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type PageEncoding = 'br' | 'gzip'

/** Pages smaller than this go uncompressed, as the middleware's threshold has it. */
export const ENCODING_THRESHOLD_BYTES = 1024

/** The encoding a client asked for (`br`, `gzip`), or null for the page as it is. */
export function selectPageEncoding(header: string | string[] | undefined): PageEncoding | null {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '')
  const quality = new Map<string, number>()
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    quality.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0)
  }
  const wildcard = quality.get('*') ?? 0
  const br = quality.get('br') ?? wildcard
  const gzip = quality.get('gzip') ?? wildcard
  if (br <= 0 && gzip <= 0) return null
  return br >= gzip ? 'br' : 'gzip'
}

/** `body` in `encoding`, compressed as the compression middleware would. */
export function encodePage(body: Buffer, encoding: PageEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 })
}
