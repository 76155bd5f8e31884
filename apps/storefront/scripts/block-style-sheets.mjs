// After `remix vite:build`: writes the story blocks' style sheets (server/block-style-sheets.js)
// to build/server/block-style-sheets.json for the story pages, from the browser build's Vite
// manifest (Remix keeps it as build/.vite/client-manifest.json, outside the served files).
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { collectBlockStyleSheets } from '../server/block-style-sheets.js'

const manifestFile = new URL('../build/.vite/client-manifest.json', import.meta.url)
const sheets = collectBlockStyleSheets(JSON.parse(readFileSync(manifestFile, 'utf8')))
writeFileSync(
  fileURLToPath(new URL('../build/server/block-style-sheets.json', import.meta.url)),
  `${JSON.stringify(sheets, null, 2)}\n`,
)
console.log(`block style sheets: ${sheets.length}`)
