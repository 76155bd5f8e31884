// After `remix vite:build`: writes the lazy chunks' style sheets (server/lazy-style-sheets.js) to
// build/server/lazy-style-sheets.json for the loaders, from the browser build's Vite
// manifest (Remix keeps it as build/.vite/client-manifest.json, outside the served files).
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { collectLazyStyleSheets } from '../server/lazy-style-sheets.js'

const manifestFile = new URL('../build/.vite/client-manifest.json', import.meta.url)
const sheets = collectLazyStyleSheets(JSON.parse(readFileSync(manifestFile, 'utf8')))
writeFileSync(
  fileURLToPath(new URL('../build/server/lazy-style-sheets.json', import.meta.url)),
  `${JSON.stringify(sheets, null, 2)}\n`,
)
console.log(
  `lazy style sheets: ${sheets.blocks.length} of blocks, ${sheets.footer.length} of the footer, ` +
    `${sheets.productExtras.length} of the product extras`,
)
