// attributeMetadata of a catalogue answer (spec 000 §7): the attributes its aggregations count and
// its items' configurable options use, each with the store view's label and option labels, so a
// front end can show "Kleur: Zwart" without a second query. Labels fall back to the default label.
import { AttributeMetadataSchema, type AttributeMetadata } from '@vitrine/contracts/catalog-query'
import type { Attribute } from '@vitrine/contracts/catalog/attribute'
import { z } from 'zod'

function labelFor(
  labels: readonly { store_id: number; label: string }[] | null | undefined,
  storeId: number,
): string | undefined {
  const label = labels?.find((entry) => entry.store_id === storeId)?.label
  return label === undefined || label === '' ? undefined : label
}

/** The attribute codes an answer refers to: its aggregations' and its items' configurable options. */
export function listReferencedAttributeCodes(
  aggregationNames: readonly string[],
  items: readonly Record<string, unknown>[],
): string[] {
  const codes = new Set<string>()
  for (const name of aggregationNames) {
    const code = /^agg_(?:terms|range)_(.+)$/.exec(name)?.[1]
    if (code) codes.add(code)
  }
  for (const item of items) {
    const options = item.configurable_options
    if (!Array.isArray(options)) continue
    for (const option of options as Array<{ attribute_code?: unknown }>) {
      if (typeof option.attribute_code === 'string') codes.add(option.attribute_code)
    }
  }
  return [...codes]
}

/** Metadata of the given attribute codes, labelled for a store view; unknown codes are left out. */
export function buildAttributeMetadata(
  attributes: readonly Attribute[],
  codes: readonly string[],
  storeId: number,
): AttributeMetadata[] {
  const byCode = new Map(attributes.map((attribute) => [attribute.attribute_code, attribute]))
  return codes.flatMap((code) => {
    const attribute = byCode.get(code)
    if (!attribute) return []
    return [
      {
        attribute_id: attribute.attribute_id,
        attribute_code: attribute.attribute_code,
        frontend_input: attribute.frontend_input,
        label:
          labelFor(attribute.frontend_labels, storeId) ??
          attribute.default_frontend_label ??
          attribute.attribute_code,
        is_filterable: attribute.is_filterable ?? false,
        options: (attribute.options ?? []).map((option) => ({
          value: option.value,
          label: labelFor(option.store_labels, storeId) ?? option.label,
        })),
      },
    ]
  })
}

const AttributeMetadataListSchema = z.array(AttributeMetadataSchema)
/** Serialized metadata lists kept per attributes list (a catalogue import replaces the list). */
const SERIALIZED_LISTS_MAX = 256
const serializedByAttributes = new WeakMap<readonly Attribute[], Map<string, string>>()

/**
 * The JSON of buildAttributeMetadata's answer as the response schema encodes it, remembered: the
 * answers of a store view name the same few attribute lists, each a few kB to encode.
 */
export function serializeAttributeMetadata(
  attributes: readonly Attribute[],
  codes: readonly string[],
  storeId: number,
): string {
  let byKey = serializedByAttributes.get(attributes)
  if (!byKey) serializedByAttributes.set(attributes, (byKey = new Map<string, string>()))
  const key = `${storeId}\u0000${codes.join('\u0000')}`
  let json = byKey.get(key)
  if (json === undefined) {
    if (byKey.size >= SERIALIZED_LISTS_MAX) byKey.clear()
    json = JSON.stringify(
      AttributeMetadataListSchema.encode(buildAttributeMetadata(attributes, codes, storeId)),
    )
    byKey.set(key, json)
  }
  return json
}
