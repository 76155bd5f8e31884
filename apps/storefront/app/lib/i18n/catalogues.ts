// All three message catalogues (server side and tests only: the browser gets its page's own
// catalogue through the document, see catalogue-registry.ts). German and Dutch texts missing from
// their file fall back to English here, once.
import { registerCatalogue } from './catalogue-registry'
import { messagesDeDe } from './messages-de-de'
import { messagesEn, type Messages } from './messages-en'
import { messagesNlNl } from './messages-nl-nl'
import type { CatalogueLocale } from './translate'

export const catalogues: Record<CatalogueLocale, Messages> = {
  en: messagesEn,
  'de-DE': messagesDeDe,
  'nl-NL': messagesNlNl,
}

/** Registers every catalogue, each completed with the English texts it lacks. */
export function registerAllCatalogues(): void {
  for (const [locale, messages] of Object.entries(catalogues)) {
    registerCatalogue(locale, { ...messagesEn, ...messages })
  }
}
