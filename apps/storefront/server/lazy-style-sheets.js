// The style sheets of what the server renders from lazy chunks (D41): the story blocks (D115), the
// footer island (D126) and the product page's pickers and grouped table (D206). Their sheets are
// not a route's own, so the loaders name them (data `styleSheets`) and the document writes them
// in: what the server renders is styled before its chunk loads. After `remix vite:build`,
// `scripts` collects them from Vite's browser manifest.

const BLOCK_MODULE = /^app\/components\/content\/blocks\/[^/]+\.tsx$/
const FOOTER_MODULE = /^app\/components\/shell\/footer\.tsx$/
const PRODUCT_EXTRAS_MODULE = /^app\/components\/product\/product-extras\.tsx$/

/**
 * The lazy chunks' style sheets by what renders them.
 * @param {Record<string, { file: string, css?: string[], imports?: string[] }>} manifest
 * @returns {{ blocks: string[], footer: string[], productExtras: string[] }}
 */
export function collectLazyStyleSheets(manifest) {
  return {
    blocks: collectStyleSheets(manifest, BLOCK_MODULE),
    footer: collectStyleSheets(manifest, FOOTER_MODULE),
    productExtras: collectStyleSheets(manifest, PRODUCT_EXTRAS_MODULE),
  }
}

/**
 * Every style sheet the chunks of the modules matching `modules` bring, their static imports'
 * included, as `/assets/…` paths, sorted.
 * @param {Record<string, { file: string, css?: string[], imports?: string[] }>} manifest
 * @param {RegExp} modules
 * @returns {string[]}
 */
export function collectStyleSheets(manifest, modules) {
  const sheets = new Set()
  const visited = new Set()
  const visit = (key) => {
    if (visited.has(key) || !manifest[key]) return
    visited.add(key)
    for (const css of manifest[key].css ?? []) sheets.add(`/${css}`)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  for (const key of Object.keys(manifest)) if (modules.test(key)) visit(key)
  return [...sheets].sort()
}
