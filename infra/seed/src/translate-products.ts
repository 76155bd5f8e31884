// A product document as a translated store view's catalogue holds it (D80; VSF1 indexes each store
// view on its own: `vue_storefront_catalog_nl`): the product's own name, description, url_key,
// slug and url_path in that language, its categories' names and addresses, the labels of its
// configurable options, gallery and option titles. Everything else (ids, skus, prices, stock,
// pictures, attribute values) is the default store view's, so a shop can share it.
import type { ProductDocument } from '@vitrine/contracts/catalog/product'
import { attributeDefinitions } from './attribute-definitions.js'
import type { AttributeLookup } from './build-attributes.js'
import { listCategories, type CategoryNode } from './build-categories.js'
import { optionTitles } from './catalog-texts.js'
import type { ProductTranslation } from './product-context.js'
import type { TranslatedLanguage } from './product-vocabulary.js'

export interface ProductTranslator {
  translate(product: ProductDocument): ProductDocument
}

type Translations = ReadonlyMap<number, Record<TranslatedLanguage, ProductTranslation>>

/** Builds the translator of one language from the generator's records. */
export function createProductTranslator(
  language: TranslatedLanguage,
  translations: Translations,
  categoryRoot: CategoryNode,
  attributes: AttributeLookup,
): ProductTranslator {
  const categories = new Map(listCategories(categoryRoot).map((node) => [node.id, node]))
  const attributeLabels = new Map<string, string>()
  const optionLabels = new Map<number, string>()
  const colourLabels = new Map<string, string>()
  for (const definition of attributeDefinitions) {
    attributeLabels.set(definition.code, definition.labels[language])
    for (const option of definition.options) {
      if (definition.input === 'boolean') continue
      optionLabels.set(attributes.optionId(definition.code, option.code), option.labels[language])
      if (definition.code === 'color') colourLabels.set(option.labels.en, option.labels[language])
    }
  }
  const own = (id: unknown): ProductTranslation => {
    const found = translations.get(Number(id))?.[language]
    if (!found) throw new Error(`no ${language} texts for product ${String(id)}`)
    return found
  }
  const title = (text: string): string => optionTitles[text]?.[language] ?? text

  const translate = (product: ProductDocument): ProductDocument => {
    const texts = own(product.id)
    const translated: ProductDocument = {
      ...product,
      name: texts.name,
      url_key: texts.url_key,
      slug: texts.slug,
      ...(product.url_path !== undefined && texts.url_path !== undefined
        ? { url_path: texts.url_path }
        : {}),
      description: texts.description,
    }
    if (product.category) {
      translated.category = product.category.map((entry) => {
        const node = categories.get(Number(entry.category_id))
        if (!node) return entry
        const local = node.local[language]
        return {
          ...entry,
          name: local.name,
          slug: local.slug,
          path: local.urlPath,
          url_path: local.urlPath,
        }
      })
    }
    if (product.media_gallery) {
      translated.media_gallery = product.media_gallery.map((entry) => ({
        ...entry,
        lab: colourLabels.get(String(entry.lab)) ?? entry.lab,
      }))
    }
    if (product.configurable_options) {
      translated.configurable_options = product.configurable_options.map((option) => ({
        ...option,
        label: attributeLabels.get(String(option.attribute_code)) ?? option.label,
        values: option.values?.map((value) => ({
          ...value,
          label: optionLabels.get(Number(value.value_index)) ?? value.label,
        })),
      }))
    }
    if (product.configurable_children) {
      translated.configurable_children = product.configurable_children.map((child) => {
        const childTexts = own(child.id)
        return {
          ...child,
          name: childTexts.name,
          url_key: childTexts.url_key,
          slug: childTexts.slug,
        }
      })
    }
    if (product.custom_options) {
      translated.custom_options = product.custom_options.map((option) => ({
        ...option,
        title: title(option.title),
        ...(option.values
          ? { values: option.values.map((value) => ({ ...value, title: title(value.title) })) }
          : {}),
      }))
    }
    if (product.bundle_options) {
      translated.bundle_options = product.bundle_options.map((option) => ({
        ...option,
        ...(typeof option.title === 'string' ? { title: title(option.title) } : {}),
      }))
    }
    if (Array.isArray(product.downloadable_links)) {
      translated.downloadable_links = (product.downloadable_links as { title: string }[]).map(
        (link) => ({ ...link, title: title(link.title) }),
      )
    }
    return translated
  }
  return { translate }
}
