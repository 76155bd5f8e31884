// After `remix vite:build`: writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip made
// with zopfli, a deflate encoder that searches harder than zlib's level 9 and ships some 3 % less
// for the same gunzip) beside every script and style sheet of build/client/assets, for
// server/precompressed-assets.js (D63, D48).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'

const assetsDir = fileURLToPath(new URL('../build/client/assets', import.meta.url))
const names = readdirSync(assetsDir).filter((name) => /\.(js|css)$/.test(name))
await Promise.all(
  names.map(async (name) => {
    const source = readFileSync(join(assetsDir, name))
    writeFileSync(
      join(assetsDir, `${name}.br`),
      brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    )
    writeFileSync(join(assetsDir, `${name}.gz`), await gzipAsync(source, { numiterations: 15 }))
  }),
)
console.log(`precompressed ${names.length} assets (br, gz)`)
