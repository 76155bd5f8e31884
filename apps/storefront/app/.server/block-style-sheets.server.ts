// The story blocks' style sheets of this build (D115): server/block-style-sheets.js lists them
// beside the server build, and the server reads the list at start (app-server.js); none in
// development, where Vite serves every style sheet itself.
import { readFileSync } from 'node:fs'

let sheets: readonly string[] = []

/** Reads the list the build wrote (`build/server/block-style-sheets.json`). */
export function loadBlockStyleSheets(file: string): void {
  const list: unknown = JSON.parse(readFileSync(file, 'utf8'))
  sheets = Array.isArray(list) ? list.filter((item) => typeof item === 'string') : []
}

export function readBlockStyleSheets(): readonly string[] {
  return sheets
}
