// The state shared by the product builders while one catalogue is generated: the random stream,
// the reference day, attribute and category lookups, id and url-key allocation, the documents
// made so far and the images they reference.
import type { ProductDocument } from '@vitrine/contracts/catalog/product'
import type { AttributeLookup } from './build-attributes.js'
import type { Language } from './catalog-texts.js'
import type { TranslatedLanguage } from './product-vocabulary.js'
import { findCategory, type CategoryNode } from './build-categories.js'
import { slugify, toMediaPath } from './catalog-values.js'
import type { Random } from './random.js'

/** One generated picture: a silhouette of `kind` drawn in `colour`, named `{kind}-{colour}`. */
export interface MediaImage {
  kind: string
  colour: string
  /** The VSF media path documents reference, e.g. `/c/a/cap-red.jpg`. */
  path: string
}

/** A product's own texts and addresses in a translated store view (D80). */
export interface ProductTranslation {
  name: string
  description: string
  url_key: string
  slug: string
  url_path?: string
}

export interface ProductContext {
  random: Random
  referenceMs: number
  attributes: AttributeLookup
  categoryRoot: CategoryNode
  products: ProductDocument[]
  /** One-size, enabled, visible simple products that bundles and grouped products can use. */
  setComponents: ProductDocument[]
  /** The Dutch and German texts of each product document, by product id. */
  translations: Map<number, Record<TranslatedLanguage, ProductTranslation>>
  nextId(): number
  nextPosition(): number
  /** A url key unique within one store view's catalogue. */
  uniqueUrlKey(name: string, language?: Language): string
  nextSkuNumber(prefix: string): string
  useImage(kind: string, colour: string): string
  category(urlPath: string): CategoryNode
  images(): MediaImage[]
}

export function createProductContext(
  random: Random,
  referenceMs: number,
  attributes: AttributeLookup,
  categoryRoot: CategoryNode,
): ProductContext {
  let lastId = 0
  let lastPosition = 0
  const urlKeys = { en: new Set<string>(), nl: new Set<string>(), de: new Set<string>() }
  const skuNumbers = new Map<string, number>()
  const images = new Map<string, MediaImage>()
  const categories = new Map<string, CategoryNode>()
  return {
    random,
    referenceMs,
    attributes,
    categoryRoot,
    products: [],
    setComponents: [],
    translations: new Map(),
    nextId: () => ++lastId,
    nextPosition: () => ++lastPosition,
    uniqueUrlKey: (name, language = 'en') => {
      const taken = urlKeys[language]
      const base = slugify(name)
      let key = base
      for (let n = 2; taken.has(key); n++) key = `${base}-${n}`
      taken.add(key)
      return key
    },
    nextSkuNumber: (prefix) => {
      const number = (skuNumbers.get(prefix) ?? 0) + 1
      skuNumbers.set(prefix, number)
      return `${prefix}-${String(number).padStart(4, '0')}`
    },
    useImage: (kind, colour) => {
      const name = `${kind}-${colour}`
      const path = toMediaPath(`${name}.jpg`)
      if (!images.has(name)) images.set(name, { kind, colour, path })
      return path
    },
    category: (urlPath) => {
      let node = categories.get(urlPath)
      if (!node) categories.set(urlPath, (node = findCategory(categoryRoot, urlPath)))
      return node
    },
    images: () => [...images.values()].sort((a, b) => a.path.localeCompare(b.path)),
  }
}
