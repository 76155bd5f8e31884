// The filters of a category page, built from the answer's aggregations (spec 000 §7, §9):
// one group per aggregated attribute with its options labelled from attributeMetadata, and the
// four price ranges. Options without products are left out unless chosen.
import type { AttributeMetadata, CatalogQueryResult } from '@vitrine/contracts/catalog-query'
import { PRICE_FACET } from '@vitrine/contracts/catalog-query-options'
import type { ListingState } from './listing-state'

export interface FilterOption {
  value: string
  /** The option's label; for price ranges the range key (the page formats the amounts). */
  label: string
  count: number
  selected: boolean
}

export interface FilterGroup {
  code: string
  label: string
  kind: 'options' | 'price'
  options: FilterOption[]
}

const AGGREGATION_NAME = /^agg_(terms|range)_(.+)$/

export function buildFilterGroups(
  answer: Pick<CatalogQueryResult, 'aggregations' | 'attributeMetadata'>,
  state: ListingState,
): FilterGroup[] {
  return Object.entries(answer.aggregations).flatMap(([name, { buckets }]): FilterGroup[] => {
    const code = AGGREGATION_NAME.exec(name)?.[2]
    if (!code) return []
    const metadata: AttributeMetadata | undefined = answer.attributeMetadata.find(
      (attribute) => attribute.attribute_code === code,
    )
    const label = metadata?.label ?? code
    if (code === PRICE_FACET) {
      const options = buckets
        .map((bucket) => ({
          value: String(bucket.key),
          label: String(bucket.key),
          count: bucket.doc_count,
          selected: state.price === String(bucket.key),
        }))
        .filter((option) => option.count > 0 || option.selected)
      return options.length > 0 ? [{ code, label, kind: 'price', options }] : []
    }
    const chosen = state.facets[code] ?? []
    const options = buckets.flatMap((bucket) => {
      const value = String(bucket.key)
      const optionLabel = metadata?.options.find((option) => option.value === value)?.label
      const selected = chosen.includes(value)
      if (!optionLabel || (bucket.doc_count === 0 && !selected)) return []
      return [{ value, label: optionLabel, count: bucket.doc_count, selected }]
    })
    return options.length > 0 ? [{ code, label, kind: 'options', options }] : []
  })
}
