// Builds the attribute documents (Magento REST shape as VSF1 indexes it: `frontend_labels` and
// option `store_labels` per store view) and the lookup the product builders use to turn option
// codes into option ids.
import type { AttributeDocument } from '@vitrine/contracts/catalog/attribute'
import {
  attributeDefinitions,
  firstOptionId,
  type AttributeDefinition,
  type StoreLabels,
} from './attribute-definitions.js'

/** spec 000 §1: store ids of the Dutch and German store views (the default store is 1). */
const translatedStores = [
  { storeId: 3, language: 'nl' },
  { storeId: 4, language: 'de' },
] as const

export interface AttributeOptionRef {
  id: number
  /** The default store view's (English) label. */
  label: string
  /** The label in every store view's language. */
  labels: StoreLabels
}

export interface AttributeLookup {
  /** The option id (or 0/1 value of a boolean) of an attribute's option code. */
  optionId(attributeCode: string, optionCode: string): number
  option(attributeCode: string, optionCode: string): AttributeOptionRef
  definition(attributeCode: string): AttributeDefinition
}

export interface BuiltAttributes {
  documents: AttributeDocument[]
  lookup: AttributeLookup
}

/** Assigns option ids and builds one document per attribute. */
export function buildAttributes(): BuiltAttributes {
  const ids = new Map<string, number>()
  let nextOptionId = firstOptionId
  for (const definition of attributeDefinitions) {
    for (const option of definition.options) {
      const id = definition.input === 'boolean' ? Number(option.code) : nextOptionId++
      ids.set(`${definition.code}:${option.code}`, id)
    }
  }
  const definition = (code: string): AttributeDefinition => {
    const found = attributeDefinitions.find((candidate) => candidate.code === code)
    if (!found) throw new Error(`unknown attribute '${code}'`)
    return found
  }
  const optionId = (attributeCode: string, optionCode: string): number => {
    const id = ids.get(`${attributeCode}:${optionCode}`)
    if (id === undefined) throw new Error(`unknown option '${optionCode}' of '${attributeCode}'`)
    return id
  }
  const lookup: AttributeLookup = {
    optionId,
    definition,
    option: (attributeCode, optionCode) => {
      const found = definition(attributeCode).options.find((option) => option.code === optionCode)
      const labels = found?.labels ?? { en: optionCode, nl: optionCode, de: optionCode }
      return { id: optionId(attributeCode, optionCode), label: labels.en, labels }
    },
  }
  const documents = attributeDefinitions.map((attribute) => toDocument(attribute, optionId))
  return { documents, lookup }
}

function toDocument(
  attribute: AttributeDefinition,
  optionId: (attributeCode: string, optionCode: string) => number,
): AttributeDocument {
  return {
    id: attribute.id,
    attribute_id: attribute.id,
    attribute_code: attribute.code,
    frontend_input: attribute.input,
    default_frontend_label: attribute.labels.en,
    frontend_labels: toStoreLabels(attribute.labels),
    is_user_defined: attribute.userDefined,
    is_visible: true,
    is_visible_on_front: attribute.userDefined,
    is_filterable: attribute.filterable,
    is_comparable: attribute.comparable,
    is_searchable: attribute.code === 'name' || attribute.code === 'sku',
    used_for_sort_by: attribute.code === 'name' || attribute.code === 'price',
    entity_type_id: '4',
    backend_type: attribute.input === 'multiselect' ? 'varchar' : 'int',
    scope: 'global',
    options: attribute.options.map((option, index) => ({
      label: option.labels.en,
      value: String(optionId(attribute.code, option.code)),
      sort_order: index,
      store_labels: toStoreLabels(option.labels),
    })),
  }
}

function toStoreLabels(labels: StoreLabels): { store_id: number; label: string }[] {
  return translatedStores.map(({ storeId, language }) => ({
    store_id: storeId,
    label: labels[language],
  }))
}
