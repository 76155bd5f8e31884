// @ts-check
// Serves the build's hashed assets precompressed (scripts/precompress-assets.mjs writes a `.br`
// at brotli's best quality and a `.gz` at gzip's beside each script and style sheet): the browser
// gets the smallest encoding it accepts without the server compressing on every request. Anything
// without a precompressed file falls through to express.static (and the compression middleware).
import { readdirSync } from 'node:fs'
import { extname, join } from 'node:path'

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
]

/**
 * Express middleware for `/assets` over the directory `assetsDir`.
 * @param {string} assetsDir
 * @returns {import('express').RequestHandler}
 */
export function servePrecompressedAssets(assetsDir) {
  const available = new Set(readdirSync(assetsDir))
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const name = req.path.slice(1)
    if (name.includes('/') || !available.has(name)) return next()
    const accepted = String(req.headers['accept-encoding'] ?? '')
    const encoding = ENCODINGS.find(
      (candidate) =>
        new RegExp(`\\b${candidate.name}\\b`).test(accepted) &&
        available.has(name + candidate.suffix),
    )
    if (!encoding) return next()
    res.setHeader('Content-Encoding', encoding.name)
    res.setHeader('Vary', 'Accept-Encoding')
    res.type(extname(name))
    res.sendFile(join(assetsDir, name + encoding.suffix), {
      immutable: true,
      maxAge: '1y',
      etag: false,
      lastModified: false,
      acceptRanges: false,
    })
  }
}
