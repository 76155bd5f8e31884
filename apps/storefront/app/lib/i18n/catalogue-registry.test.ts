// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import {
  CATALOGUE_SCRIPT_ID,
  readCatalogue,
  registerDocumentCatalogue,
  serializeCatalogue,
} from './catalogue-registry'

describe('the page catalogue in the document', () => {
  it('serializes a registered catalogue so that no text can close the script', () => {
    const text = serializeCatalogue('nl-NL')
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toMatchObject({
      locale: 'nl-NL',
      messages: { 'microcart.title': 'Jouw bestelling' },
    })
  })

  it('registers the catalogue the server wrote into the document', () => {
    document.body.innerHTML = `<script type="application/json" id="${CATALOGUE_SCRIPT_ID}">${JSON.stringify(
      { locale: 'xx-XX', messages: { 'microcart.title': 'Test </script> title' } },
    ).replace(/</g, '\\u003c')}</script>`
    expect(registerDocumentCatalogue(document)).toBe(true)
    expect(readCatalogue('xx-XX')['microcart.title']).toBe('Test </script> title')
  })

  it('reports a document without a catalogue', () => {
    document.body.innerHTML = ''
    expect(registerDocumentCatalogue(document)).toBe(false)
  })
})
