// Style sheets inlined into the document (D41): the server registers the built sheets, writes
// them as <style data-href>, and the browser reads the same text back before hydration.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { escapeStyleText, findInlineStyle } from '~/lib/styles/inline-styles'
import { loadInlineStyles, MAX_INLINE_STYLE_BYTES } from './inline-styles.server'

describe('loadInlineStyles', () => {
  it('registers the small style sheets of the assets folder by their URL path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-styles-'))
    writeFileSync(join(dir, 'root-abc.css'), '.a{color:red}')
    writeFileSync(join(dir, 'huge-abc.css'), `.b{content:"${'x'.repeat(MAX_INLINE_STYLE_BYTES)}"}`)
    writeFileSync(join(dir, 'root-abc.js'), 'export {}')
    expect(loadInlineStyles(dir)).toBe(1)
    expect(findInlineStyle('/assets/root-abc.css')).toBe('.a{color:red}')
    expect(findInlineStyle('/assets/huge-abc.css')).toBeUndefined()
    expect(findInlineStyle('/assets/root-abc.js')).toBeUndefined()
  })

  it('keeps a sheet from closing its <style> element early', () => {
    expect(escapeStyleText('.a::after{content:"</style><script>"}')).toBe(
      '.a::after{content:"<\\/style><script>"}',
    )
  })
})
