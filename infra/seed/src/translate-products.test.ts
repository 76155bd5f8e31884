import { catalogDocumentSchemas } from '@vitrine/contracts/catalog/catalog-entities'
import { describe, expect, it } from 'vitest'
import { categoryTexts } from './catalog-texts.js'
import { generateCatalog } from './generate-catalog.js'
import { productKinds } from './product-kinds.js'
import { adjectiveVocabulary, composeModelName, nounVocabulary } from './product-vocabulary.js'

const today = '2026-11-01'
const standard = generateCatalog({ size: 'default', seed: 42, today })
const english = standard.documents.product
const stores = { nl: standard.storeViews.nl, de: standard.storeViews.de }

describe('model names from the vocabularies', () => {
  it('declines the adjective by the noun: Dutch het-words, German gender', () => {
    expect(composeModelName('nl', 'Washed', 'Dad Cap')).toBe('Gewassen dad cap')
    expect(composeModelName('nl', 'Summer', 'Slip Dress')).toBe('Zomerse slip dress')
    expect(composeModelName('nl', 'Classic', 'Blazer')).toBe('Klassieke blazer')
    expect(composeModelName('nl', 'Striped', 'Overshirt')).toBe('Gestreept overshirt')
    expect(composeModelName('de', 'Washed', 'Dad Cap')).toBe('Gewaschene Dad-Cap')
    expect(composeModelName('de', 'Summer', 'Slip Dress')).toBe('Sommerliches Slipkleid')
    expect(composeModelName('de', 'Classic', 'Blazer')).toBe('Klassischer Blazer')
    expect(composeModelName('de', 'Organic', 'T-Shirt')).toBe('Bio-T-Shirt')
  })

  it('has a translation for every noun and adjective a product kind uses', () => {
    for (const kind of productKinds) {
      for (const noun of kind.nouns) expect(nounVocabulary[noun], noun).toBeDefined()
      for (const adjective of kind.adjectives)
        expect(adjectiveVocabulary[adjective], adjective).toBeDefined()
    }
    expect(() => composeModelName('nl', 'Shiny', 'Dad Cap')).toThrow("adjective 'Shiny'")
  })
})

describe('the Dutch and German store views of the seed catalogue', () => {
  it('are deterministic: the same options give the same translated documents', () => {
    const again = generateCatalog({ size: 'default', seed: 42, today })
    expect(JSON.stringify(again.storeViews)).toBe(JSON.stringify(standard.storeViews))
  })

  it('hold the same products in the same order, with the same prices, stock and pictures', () => {
    for (const documents of Object.values(stores)) {
      expect(documents.product.map((p) => p.sku)).toEqual(english.map((p) => p.sku))
      documents.product.forEach((product, index) => {
        const source = english[index]!
        expect(product.final_price).toBe(source.final_price)
        expect(product.stock).toEqual(source.stock)
        expect(product.image).toBe(source.image)
        expect(product.category_ids).toEqual(source.category_ids)
      })
    }
  })

  it.each(['nl', 'de'] as const)(
    'gives every %s product a name, slug and url path of its own, built from the vocabularies',
    (language) => {
      const documents = stores[language].product
      const words = new Set(
        [
          ...Object.values(nounVocabulary).map((noun) => noun[language].text),
          ...Object.values(adjectiveVocabulary).flatMap((adjective) =>
            language === 'nl'
              ? [adjective.nl.base, adjective.nl.inflected]
              : ['stem' in adjective.de ? adjective.de.stem : adjective.de.prefix],
          ),
        ].map((word) => word.toLowerCase()),
      )
      const prefixes = new Set(productKinds.map((kind) => kind.skuPrefix))
      const fashion = documents.filter((_, index) =>
        prefixes.has(english[index]!.sku.split('-')[0] ?? ''),
      )
      expect(fashion.length).toBeGreaterThan(1000)
      documents.forEach((product, index) => {
        const source = english[index]!
        expect(product.name, source.name).not.toBe(source.name)
        expect(product.slug).toMatch(new RegExp(`^[a-z0-9-]+-${product.id}$`))
        if (source.url_path) expect(product.url_path).not.toBe(source.url_path)
      })
      // a loan word may keep its English spelling ("Logo-Trucker-Cap"), but few do
      const sameSlugs = documents.filter((product, index) => product.slug === english[index]!.slug)
      expect(sameSlugs.length).toBeLessThan(documents.length * 0.05)
      for (const product of fashion) {
        const name = product.name.toLowerCase()
        expect(
          [...words].some((word) => name.includes(word)),
          product.name,
        ).toBe(true)
      }
      expect(new Set(documents.map((p) => p.url_key)).size).toBe(documents.length)
      for (const product of documents)
        expect(catalogDocumentSchemas.product.safeParse(product).error).toBeUndefined()
    },
  )

  it('names categories and their addresses in the store view language', () => {
    const caps = (documents: typeof stores.nl) =>
      documents.category.find(
        (category) =>
          category.url_path?.endsWith('/petten') || category.url_path?.endsWith('huete-caps/caps'),
      )
    expect(caps(stores.nl)).toMatchObject({
      name: categoryTexts.caps!.name.nl,
      url_path: 'dames/hoeden-petten/petten',
    })
    expect(caps(stores.de)).toMatchObject({
      name: 'Mützen & Caps',
      url_path: 'damen/huete-caps/caps',
    })
    const jewellery = stores.de.category.find((category) => category.url_path === 'damen/schmuck')
    expect(jewellery?.name).toBe('Schmuck')
    expect(stores.nl.category.find((c) => c.url_path === 'dames/badmode')?.name).toBe('Badmode')
    const dress = stores.de.product.find((product) => product.type_id === 'configurable')!
    expect(dress.category?.map((entry) => entry.name)).toContain('Damen')
    expect(dress.configurable_options?.[0]?.label).toMatch(/^(Farbe|Größe)$/)
    expect(dress.configurable_children?.[0]?.name).toBe(
      stores.de.product.find((p) => p.sku === dress.configurable_children?.[0]?.sku)?.name,
    )
  })
})
