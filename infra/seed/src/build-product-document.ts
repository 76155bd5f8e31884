// Assembles one VSF1 product document from the choices a family builder made: identity and url
// fields (url_key unique, slug `{name}-{id}`, url_path `{category url_path}/{slug}.html` as
// mage2vuestorefront writes them), prices, tax class, categories with their ancestors, images,
// attribute values, stock and dates.
import type { ProductDocument, ProductType } from '@vitrine/contracts/catalog/product'
import { formatCatalogDate, slugify } from './catalog-values.js'
import type { ProductContext, ProductTranslation } from './product-context.js'
import { translatedLanguages, type TranslatedLanguage } from './product-vocabulary.js'
import { isOnSale, type PriceFields } from './product-pricing.js'

export type StockProfile = 'in' | 'low' | 'out' | 'unmanaged'

export interface ProductInput {
  sku: string
  name: string
  typeId: ProductType
  visibility: 1 | 2 | 3 | 4
  status?: 1 | 2
  kindCode: string
  /** Colours whose pictures make the gallery; the first is the main image. */
  colours: readonly string[]
  prices: PriceFields
  taxClassId: number
  /** Leaf category url_paths; their ancestors are added. */
  categoryPaths: readonly string[]
  /** Attribute values (option ids) by attribute code. */
  attributes: Readonly<Record<string, number | number[]>>
  stock: StockProfile
  createdDays: number
  description: string
  /** Name and description in the Dutch and German store views (D80). */
  translations: Record<TranslatedLanguage, { name: string; description: string }>
}

/** Draws how much stock a sellable item has: mostly plenty, some low (1–3), some none. */
export function drawStockProfile(ctx: ProductContext): StockProfile {
  const roll = ctx.random.next()
  return roll < 0.07 ? 'out' : roll < 0.17 ? 'low' : 'in'
}

export function buildStock(ctx: ProductContext, productId: number, profile: StockProfile) {
  const qty =
    profile === 'out' || profile === 'unmanaged'
      ? 0
      : profile === 'low'
        ? ctx.random.int(1, 3)
        : ctx.random.int(5, 120)
  return {
    item_id: productId,
    product_id: productId,
    stock_id: 1,
    qty,
    is_in_stock: profile !== 'out',
    is_qty_decimal: false,
    manage_stock: profile !== 'unmanaged',
    min_qty: 0,
    min_sale_qty: 1,
    max_sale_qty: 10000,
    backorders: 0,
    low_stock_date: null,
  }
}

/** The category ids of leaf paths with all their ancestors below the root, plus Sale if on sale. */
export function collectCategories(
  ctx: ProductContext,
  leafPaths: readonly string[],
  onSale: boolean,
) {
  const nodes = new Map<number, ReturnType<ProductContext['category']>>()
  for (const path of [...leafPaths, ...(onSale ? ['sale'] : [])]) {
    const segments = path.split('/')
    for (let depth = 1; depth <= segments.length; depth++) {
      const node = ctx.category(segments.slice(0, depth).join('/'))
      nodes.set(node.id, node)
    }
  }
  return [...nodes.values()]
}

export function buildProductDocument(ctx: ProductContext, input: ProductInput): ProductDocument {
  const id = ctx.nextId()
  const urlKey = ctx.uniqueUrlKey(input.name)
  const slug = `${slugify(input.name)}-${id}`
  const categories = collectCategories(ctx, input.categoryPaths, isOnSale(input.prices))
  const primaryPath = input.categoryPaths[0]
  ctx.translations.set(id, translateProduct(ctx, input, id, primaryPath))
  const images = input.colours.map((colour) => ctx.useImage(input.kindCode, colour))
  const mainImage = images[0] ?? null
  const createdDays = input.createdDays
  const updatedDays = Math.min(0, createdDays + ctx.random.int(0, 60))
  const createdSeconds = ctx.random.int(0, 86_399)
  const updatedSeconds = ctx.random.int(createdSeconds, 86_399)
  return {
    id,
    sku: input.sku,
    name: input.name,
    type_id: input.typeId,
    attribute_set_id: 4,
    status: input.status ?? 1,
    visibility: input.visibility,
    url_key: urlKey,
    slug,
    ...(input.visibility === 1
      ? {}
      : { url_path: primaryPath ? `${primaryPath}/${slug}.html` : `${slug}.html` }),
    description: input.description,
    ...input.prices,
    tax_class_id: input.taxClassId,
    tier_prices: [],
    category_ids: categories.map((node) => node.id),
    category: categories.map((node) => ({
      category_id: node.id,
      name: node.name,
      slug: node.slug,
      path: node.urlPath,
      url_path: node.urlPath,
    })),
    image: mainImage,
    small_image: mainImage,
    thumbnail: mainImage,
    media_gallery: images.map((image, index) => ({
      image,
      pos: index + 1,
      typ: 'image',
      lab: ctx.attributes.option('color', input.colours[index] ?? '').label,
      vid: null,
    })),
    ...input.attributes,
    product_position: ctx.nextPosition(),
    stock: buildStock(ctx, id, input.stock),
    product_links: [],
    created_at: formatCatalogDate(ctx.referenceMs, createdDays, createdSeconds),
    updated_at: formatCatalogDate(ctx.referenceMs, updatedDays, updatedSeconds),
  }
}

/** The product's texts and url fields in each translated store view, built as the English ones. */
function translateProduct(
  ctx: ProductContext,
  input: ProductInput,
  id: number,
  primaryPath: string | undefined,
): Record<TranslatedLanguage, ProductTranslation> {
  const entries = translatedLanguages.map((language) => {
    const { name, description } = input.translations[language]
    const slug = `${slugify(name)}-${id}`
    const categoryPath = primaryPath ? ctx.category(primaryPath).local[language].urlPath : ''
    const translation: ProductTranslation = {
      name,
      description,
      url_key: ctx.uniqueUrlKey(name, language),
      slug,
      ...(input.visibility === 1
        ? {}
        : { url_path: categoryPath ? `${categoryPath}/${slug}.html` : `${slug}.html` }),
    }
    return [language, translation]
  })
  return Object.fromEntries(entries) as Record<TranslatedLanguage, ProductTranslation>
}
