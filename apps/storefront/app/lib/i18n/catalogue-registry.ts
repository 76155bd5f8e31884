// The message catalogues this process holds, by locale. The server registers all three
// (catalogues.ts, from entry.server); the browser holds only the page's own, which the server
// wrote into the document (CatalogueScript) and entry.client registers before hydrating, so the
// other languages are never sent to the browser. A move to another store view is a full page load.
import type { Messages } from './messages-en'

/** The id of the `<script type="application/json">` that carries the page's catalogue. */
export const CATALOGUE_SCRIPT_ID = 'vitrine-messages'

const registered = new Map<string, Messages>()
/** The script text per locale, made once: every page of a store view sends the same. */
const serialized = new Map<string, string>()

export function registerCatalogue(locale: string, messages: Messages): void {
  registered.set(locale, messages)
  serialized.clear()
}

/** The catalogue of a locale; in the browser, only the page's own is there. */
export function readCatalogue(locale: string): Messages {
  const messages = registered.get(locale) ?? registered.values().next().value
  if (!messages) throw new Error(`No message catalogue is loaded (asked for ${locale})`)
  return messages
}

/** The locale and JSON text of the document's catalogue script (server render and hydration). */
export function serializeCatalogue(locale: string): string {
  const known = serialized.get(locale)
  if (known !== undefined) return known
  // `<` escaped so no text can close the script element.
  const text = JSON.stringify({ locale, messages: readCatalogue(locale) }).replace(/</g, '\\u003c')
  serialized.set(locale, text)
  return text
}

/** Registers the catalogue the server wrote into the document; false when there is none. */
export function registerDocumentCatalogue(doc: Document): boolean {
  const text = doc.getElementById(CATALOGUE_SCRIPT_ID)?.textContent
  if (!text) return false
  const { locale, messages } = JSON.parse(text) as { locale: string; messages: Messages }
  registerCatalogue(locale, messages)
  return true
}
