// The story blocks' style sheets (D115, D41): the blocks are lazy chunks, so their style sheets
// are not among a story route's own; the story pages name them (loader data `styleSheets`) so the
// document writes them in and the blocks the server renders are styled before their chunks load.
// After `remix vite:build`, `scripts` collects them from Vite's manifest of the browser build.

const BLOCK_MODULE = /^app\/components\/content\/blocks\/[^/]+\.tsx$/

/**
 * Every style sheet a block chunk brings, its static imports' included, as `/assets/…` paths,
 * sorted.
 * @param {Record<string, { file: string, css?: string[], imports?: string[] }>} manifest
 * @returns {string[]}
 */
export function collectBlockStyleSheets(manifest) {
  const sheets = new Set()
  const visited = new Set()
  const visit = (key) => {
    if (visited.has(key) || !manifest[key]) return
    visited.add(key)
    for (const css of manifest[key].css ?? []) sheets.add(`/${css}`)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  for (const key of Object.keys(manifest)) if (BLOCK_MODULE.test(key)) visit(key)
  return [...sheets].sort()
}
