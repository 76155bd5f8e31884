// Registers the build's style sheets for inlining (decision D41): read once at start from the
// client build's assets folder. Only small sheets are inlined; the rest stay links.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { escapeStyleText, registerInlineStyle } from '~/lib/styles/inline-styles'

/** A style sheet above this size is linked, not inlined. */
export const MAX_INLINE_STYLE_BYTES = 32 * 1024

/** Registers every `.css` file of `assetsDir` as `/assets/<name>`; answers how many. */
export function loadInlineStyles(assetsDir: string): number {
  let count = 0
  for (const name of readdirSync(assetsDir)) {
    if (!name.endsWith('.css')) continue
    const css = readFileSync(join(assetsDir, name), 'utf8')
    if (Buffer.byteLength(css) > MAX_INLINE_STYLE_BYTES) continue
    registerInlineStyle(`/assets/${name}`, escapeStyleText(css))
    count += 1
  }
  return count
}
