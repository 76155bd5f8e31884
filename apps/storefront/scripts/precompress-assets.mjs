// After `remix vite:build`: writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9)
// beside every script and style sheet of build/client/assets, for precompressed-assets.js.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const assetsDir = fileURLToPath(new URL('../build/client/assets', import.meta.url))
let count = 0
for (const name of readdirSync(assetsDir)) {
  if (!/\.(js|css)$/.test(name)) continue
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
  writeFileSync(join(assetsDir, `${name}.gz`), gzipSync(source, { level: 9 }))
  count += 1
}
console.log(`precompressed ${count} assets (br, gz)`)
