// A typed `t(key, params)` over the three message catalogues. Placeholders are written `{name}`;
// their names are read from the English text at the type level, so a missing or misspelt
// parameter is a compile error. The texts come from the catalogue registry (catalogue-registry.ts):
// this module loads no catalogue itself, so the browser receives only its page's language.
import type { StoreView } from '@vitrine/contracts/store-views'
import { readCatalogue } from './catalogue-registry'
import type { MessageKey, messagesEn } from './messages-en'

/** spec 001 §1: en, de and nl, with the locale files de-DE and nl-NL. */
export const catalogueLocales = ['en', 'de-DE', 'nl-NL'] as const
export type CatalogueLocale = (typeof catalogueLocales)[number]

type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never

export type MessageParams<K extends MessageKey> = PlaceholdersOf<(typeof messagesEn)[K]>

type ParamsArgument<K extends MessageKey> = [MessageParams<K>] extends [never]
  ? []
  : [params: Record<MessageParams<K>, string | number>]

export type Translate = <K extends MessageKey>(key: K, ...params: ParamsArgument<K>) => string

const PLACEHOLDER = /\{(\w+)\}/g

/** Lists the placeholder names of a text, e.g. `['quantity']` for 'Quantity must be below {quantity}'. */
export function listPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort()
}

/** Fills `{name}` placeholders; an unknown placeholder is left as written. */
export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}

/** Builds the translator of one catalogue (registered completed with English, see catalogues.ts). */
export function createTranslator(locale: CatalogueLocale): Translate {
  const messages = readCatalogue(locale)
  return (key, ...params) => interpolate(messages[key] ?? key, params[0])
}

/** The catalogue for a store view's locale (`nl-NL` → Dutch, `de-DE` → German, else English). */
export function selectCatalogueLocale(storeView: Pick<StoreView, 'i18n'>): CatalogueLocale {
  const locale = storeView.i18n.defaultLocale
  return locale === 'de-DE' || locale === 'nl-NL' ? locale : 'en'
}

/** The `<html lang>` of a store view: its language in lower case (en, nl, de). */
export function selectHtmlLang(storeView: Pick<StoreView, 'i18n'>): string {
  return storeView.i18n.defaultLanguage.toLowerCase()
}
