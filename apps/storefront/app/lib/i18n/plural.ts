// Texts with a count (CLDR plural rules through Intl.PluralRules): a countable text has one key
// per plural form, `<base>.one` and `<base>.other` (en, de and nl know only these two; a form a
// locale's rules name but the catalogue lacks falls back to `other`).
import type { MessageKey } from './messages-en'
import type { Translate } from './translate'

/** The keys `<base>` that have both a `.one` and an `.other` form in the catalogue. */
export type PluralMessageBase = {
  [K in MessageKey]: K extends `${infer Base}.other`
    ? `${Base}.one` extends MessageKey
      ? Base
      : never
    : never
}[MessageKey]

export type PluralForm = 'one' | 'other'

/** One rules object per locale: making one costs more than using it. */
const rulesByLocale = new Map<string, Intl.PluralRules>()

/** The catalogue form for `count` in `locale` (e.g. 1 → one, 0 and 2 → other in en, de, nl). */
export function selectPluralForm(locale: string, count: number): PluralForm {
  let rules = rulesByLocale.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    rulesByLocale.set(locale, rules)
  }
  return rules.select(count) === 'one' ? 'one' : 'other'
}

/** The text of `base` for `count`, its `{count}` filled in. */
export function translateCount(
  t: Translate,
  locale: string,
  base: PluralMessageBase,
  count: number,
): string {
  const key = `${base}.${selectPluralForm(locale, count)}` as const
  return t(key, { count })
}
