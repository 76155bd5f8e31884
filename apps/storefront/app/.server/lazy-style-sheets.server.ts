// The lazy chunks' style sheets of this build (D41, D115, D126, D206): server/lazy-style-sheets.js
// lists them beside the server build, and the server reads the list at start (app-server.js); none
// in development, where Vite serves every style sheet itself.
import { readFileSync } from 'node:fs'

type Sheets = {
  blocks: readonly string[]
  footer: readonly string[]
  productExtras: readonly string[]
}

let sheets: Sheets = { blocks: [], footer: [], productExtras: [] }

const strings = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((item) => typeof item === 'string') : []

/** Reads the list the build wrote (`build/server/lazy-style-sheets.json`). */
export function loadLazyStyleSheets(file: string): void {
  const read = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<keyof Sheets, unknown>>
  sheets = {
    blocks: strings(read.blocks),
    footer: strings(read.footer),
    productExtras: strings(read.productExtras),
  }
}

/** The style sheets of the story blocks' chunks, the footer island's or the product extras'. */
export function readLazyStyleSheets(part: keyof Sheets): readonly string[] {
  return sheets[part]
}
