// @vitest-environment jsdom
// The browser's side of D41: the sheets the server wrote into the document are read back before
// hydration, so the render writes the same <style> elements.
import { describe, expect, it } from 'vitest'
import { findInlineStyle, registerDocumentStyles } from './inline-styles'

describe('registerDocumentStyles', () => {
  it('reads back the sheets the server wrote into the document', () => {
    document.head.innerHTML =
      '<style data-href="/assets/page-1.css">.p{margin:0}</style><style>.other{}</style>'
    registerDocumentStyles(document)
    expect(findInlineStyle('/assets/page-1.css')).toBe('.p{margin:0}')
  })
})
