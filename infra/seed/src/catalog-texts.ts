// The seed's texts other than model names, per language (D80): category names and url keys,
// product descriptions, the gift sets, looks, gift cards and style guides, and the titles of
// custom and bundle options. English is the default store view's; Dutch (nl, store 3) and German
// (de, store 4) are the other store views' catalogues (spec 000 §1).
import type { TranslatedLanguage } from './product-vocabulary.js'

export type Language = 'en' | TranslatedLanguage
export type Localized = Readonly<Record<Language, string>>

const t = (en: string, nl: string, de: string): Localized => ({ en, nl, de })

/** Category names and url keys by the category's English url key (build-categories.ts). */
export const categoryTexts: Readonly<Record<string, { name: Localized; urlKey: Localized }>> = {
  women: { name: t('Women', 'Dames', 'Damen'), urlKey: t('women', 'dames', 'damen') },
  men: { name: t('Men', 'Heren', 'Herren'), urlKey: t('men', 'heren', 'herren') },
  clothing: {
    name: t('Clothing', 'Kleding', 'Bekleidung'),
    urlKey: t('clothing', 'kleding', 'bekleidung'),
  },
  dresses: { name: t('Dresses', 'Jurken', 'Kleider'), urlKey: t('dresses', 'jurken', 'kleider') },
  tops: { name: t('Tops', 'Tops', 'Tops'), urlKey: t('tops', 'tops', 'tops') },
  trousers: { name: t('Trousers', 'Broeken', 'Hosen'), urlKey: t('trousers', 'broeken', 'hosen') },
  jackets: {
    name: t('Jackets', 'Jassen', 'Jacken'),
    urlKey: t('jackets', 'jassen', 'jacken'),
  },
  't-shirts': {
    name: t('T-Shirts', 'T-shirts', 'T-Shirts'),
    urlKey: t('t-shirts', 't-shirts', 't-shirts'),
  },
  shirts: {
    name: t('Shirts', 'Overhemden', 'Hemden'),
    urlKey: t('shirts', 'overhemden', 'hemden'),
  },
  swimwear: {
    name: t('Swimwear', 'Badmode', 'Bademode'),
    urlKey: t('swimwear', 'badmode', 'bademode'),
  },
  bikinis: {
    name: t('Bikinis', "Bikini's", 'Bikinis'),
    urlKey: t('bikinis', 'bikinis', 'bikinis'),
  },
  swimsuits: {
    name: t('Swimsuits', 'Badpakken', 'Badeanzüge'),
    urlKey: t('swimsuits', 'badpakken', 'badeanzuege'),
  },
  'swim-shorts': {
    name: t('Swim Shorts', 'Zwemshorts', 'Badeshorts'),
    urlKey: t('swim-shorts', 'zwemshorts', 'badeshorts'),
  },
  'hats-caps': {
    name: t('Hats & Caps', 'Hoeden & petten', 'Hüte & Caps'),
    urlKey: t('hats-caps', 'hoeden-petten', 'huete-caps'),
  },
  caps: { name: t('Caps', 'Petten', 'Mützen & Caps'), urlKey: t('caps', 'petten', 'caps') },
  hats: { name: t('Hats', 'Hoeden', 'Hüte'), urlKey: t('hats', 'hoeden', 'huete') },
  jewellery: {
    name: t('Jewellery', 'Sieraden', 'Schmuck'),
    urlKey: t('jewellery', 'sieraden', 'schmuck'),
  },
  necklaces: {
    name: t('Necklaces', 'Kettingen', 'Halsketten'),
    urlKey: t('necklaces', 'kettingen', 'halsketten'),
  },
  earrings: {
    name: t('Earrings', 'Oorbellen', 'Ohrringe'),
    urlKey: t('earrings', 'oorbellen', 'ohrringe'),
  },
  rings: { name: t('Rings', 'Ringen', 'Ringe'), urlKey: t('rings', 'ringen', 'ringe') },
  bracelets: {
    name: t('Bracelets', 'Armbanden', 'Armbänder'),
    urlKey: t('bracelets', 'armbanden', 'armbaender'),
  },
  gifts: {
    name: t('Gifts', 'Cadeaus', 'Geschenke'),
    urlKey: t('gifts', 'cadeaus', 'geschenke'),
  },
  'gift-cards': {
    name: t('Gift Cards', 'Cadeaukaarten', 'Geschenkkarten'),
    urlKey: t('gift-cards', 'cadeaukaarten', 'geschenkkarten'),
  },
  'style-guides': {
    name: t('Style Guides', 'Stijlgidsen', 'Styleguides'),
    urlKey: t('style-guides', 'stijlgidsen', 'styleguides'),
  },
  sets: {
    name: t('Gift Sets', 'Cadeausets', 'Geschenksets'),
    urlKey: t('sets', 'cadeausets', 'geschenksets'),
  },
  sale: { name: t('Sale', 'Sale', 'Sale'), urlKey: t('sale', 'sale', 'sale') },
  archive: { name: t('Archive', 'Archief', 'Archiv'), urlKey: t('archive', 'archief', 'archiv') },
}

/** The category page's introduction and title tag. */
export function describeCategory(
  language: Language,
  name: string,
): { text: string; title: string } {
  const text = {
    en: `<p>Discover ${name.toLowerCase()} at Vitrine.</p>`,
    nl: `<p>Ontdek ${name.toLowerCase()} bij Vitrine.</p>`,
    de: `<p>Entdecken Sie ${name} bei Vitrine.</p>`,
  }[language]
  return { text, title: `${name} | Vitrine` }
}

/** "Washed Dad Cap in cotton and linen." in each language; materials are option labels. */
export function describeModel(language: Language, name: string, materials: string[]): string {
  if (language === 'de') return `<p>${name} aus ${materials.join(' und ')}.</p>`
  const lower = materials.map((material) => material.toLowerCase())
  if (language === 'nl') return `<p>${name} van ${lower.join(' en ')}.</p>`
  return `<p>${name} in ${lower.join(' and ')}.</p>`
}

/** Bundle themes (build-special-products.ts): the set's name and its description. */
export const giftSetTexts: Readonly<Record<string, { name: Localized; description: Localized }>> =
  Object.fromEntries(
    (
      [
        ['Beach', 'Strand', 'strandset', 'Strand', 'Strand-Set'],
        ['Festival', 'Festival', 'festivalset', 'Festival', 'Festival-Set'],
        ['Weekend', 'Weekend', 'weekendset', 'Wochenende', 'Wochenend-Set'],
        ['City', 'Stad', 'stadsset', 'Stadt', 'City-Set'],
        ['Holiday', 'Vakantie', 'vakantieset', 'Urlaub', 'Urlaubs-Set'],
      ] as const
    ).map(([en, nl, nlSet, de, deSet]) => [
      en,
      {
        name: t(`${en} Gift Set`, `Cadeauset ${nl}`, `Geschenkset ${de}`),
        description: t(
          `<p>Put together your own ${en.toLowerCase()} set.</p>`,
          `<p>Stel je eigen ${nlSet} samen.</p>`,
          `<p>Stellen Sie Ihr eigenes ${deSet} zusammen.</p>`,
        ),
      },
    ]),
  )

/** Grouped looks (build-special-products.ts). */
export const lookTexts: Readonly<Record<string, { name: Localized; description: Localized }>> =
  Object.fromEntries(
    (
      [
        ['Summer', 'zomerlook', 'Sommer-Look'],
        ['Sunday', 'zondagse look', 'Sonntags-Look'],
        ['Gallery', 'galerielook', 'Galerie-Look'],
        ['Harbour', 'havenlook', 'Hafen-Look'],
        ['Garden', 'tuinlook', 'Garten-Look'],
      ] as const
    ).map(([en, nl, de]) => [
      en,
      {
        name: t(`The ${en} Look`, `De ${nl}`, `Der ${de}`),
        description: t(
          `<p>Everything for the ${en.toLowerCase()} look in one go.</p>`,
          `<p>Alles voor de ${nl} in één keer.</p>`,
          `<p>Alles für den ${de} auf einen Blick.</p>`,
        ),
      },
    ]),
  )

export function nameGiftCard(value: number, edition: number): Localized {
  const suffix = (word: string) => (edition > 0 ? ` ${word} ${edition + 1}` : '')
  return t(
    `Gift Card € ${value}${suffix('Edition')}`,
    `Cadeaukaart € ${value}${suffix('editie')}`,
    `Geschenkkarte ${value} €${suffix('Edition')}`,
  )
}

export function describeGiftCard(value: number): Localized {
  return t(
    `<p>A gift card worth € ${value}, delivered by e-mail.</p>`,
    `<p>Een cadeaukaart van € ${value}, per e-mail bezorgd.</p>`,
    `<p>Eine Geschenkkarte über ${value} €, per E-Mail zugestellt.</p>`,
  )
}

/** Style guide e-books by their English title. */
export const styleGuideTitles: Readonly<Record<string, Localized>> = {
  'Summer Style Guide': t('Summer Style Guide', 'Zomerse stijlgids', 'Sommerlicher Styleguide'),
  'Capsule Wardrobe Guide': t(
    'Capsule Wardrobe Guide',
    'Gids voor een capsulegarderobe',
    'Ratgeber Capsule Wardrobe',
  ),
  'Jewellery Layering Guide': t(
    'Jewellery Layering Guide',
    'Gids voor sieraden combineren',
    'Ratgeber Schmuck-Layering',
  ),
  'Hat Fitting Guide': t('Hat Fitting Guide', 'Pasgids voor hoeden', 'Ratgeber Hutgrößen'),
  'Swimwear Fit Guide': t('Swimwear Fit Guide', 'Pasgids voor badmode', 'Ratgeber Bademode'),
}

export function nameStyleGuide(title: Localized, edition: number): Localized {
  const volume = (word: string) => (edition > 0 ? ` ${word} ${edition + 1}` : '')
  return t(
    `${title.en}${volume('Volume')} (e-book)`,
    `${title.nl}${volume('deel')} (e-book)`,
    `${title.de}${volume('Band')} (E-Book)`,
  )
}

export function describeStyleGuide(title: Localized): Localized {
  return t(
    `<p>${title.en}: a PDF to read on any device.</p>`,
    `<p>${title.nl}: een pdf om op elk apparaat te lezen.</p>`,
    `<p>${title.de}: ein PDF zum Lesen auf jedem Gerät.</p>`,
  )
}

/** Titles of custom options, bundle options and downloadable links, by their English text. */
export const optionTitles: Readonly<Record<string, Localized>> = Object.fromEntries(
  [
    t('Embroidered initials', 'Geborduurde initialen', 'Eingestickte Initialen'),
    t('Gift box', 'Cadeaudoos', 'Geschenkbox'),
    t('Gift box with card', 'Cadeaudoos met kaartje', 'Geschenkbox mit Karte'),
    t('Personal message', 'Persoonlijke boodschap', 'Persönliche Nachricht'),
    t('Choose your first piece', 'Kies je eerste item', 'Wählen Sie Ihr erstes Teil'),
    t('Choose your second piece', 'Kies je tweede item', 'Wählen Sie Ihr zweites Teil'),
    t('Add a finishing touch', 'Maak het af', 'Der letzte Schliff'),
    ...Object.values(styleGuideTitles),
  ].map((text) => [text.en, text]),
)

/** A product builder's name, description and translations from texts per language. */
export function localizeProductTexts(names: Localized, descriptions: Localized) {
  return {
    name: names.en,
    description: descriptions.en,
    translations: {
      nl: { name: names.nl, description: descriptions.nl },
      de: { name: names.de, description: descriptions.de },
    },
  }
}
