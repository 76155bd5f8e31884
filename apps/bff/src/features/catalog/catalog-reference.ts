// The catalogue's reference data every product answer needs: the tax rules (prices) and the
// attributes (which are filterable, and their labels). Read from the search port once and kept in
// memory; an import drops it (`invalidate`), and it expires after a while so replicas that did not
// run the import catch up. It also carries the generation of the catalogue this process's index
// serves (D190): cached answers are keyed by it, so an answer built from an older index is never
// served once the index holds a newer catalogue.
import { AttributeSchema, type Attribute } from '@vitrine/contracts/catalog/attribute'
import { TaxRuleSchema, type TaxRule } from '@vitrine/contracts/catalog/tax-rule'
import type { SearchPort } from '../../adapters/search/search.port.js'

export interface CatalogReference {
  taxRules: TaxRule[]
  attributes: Attribute[]
  /** Filterable attribute codes, `price` included when filterable (spec 000 §9 filters). */
  filterableCodes: string[]
  /** The catalogue generation the index served when this was read (D190); '' when untracked. */
  generation: string
}

const REFERENCE_FETCH_SIZE = 4000

/** Builds the reference data from parsed tax rules and attributes. */
export function describeCatalogReference(
  taxRules: TaxRule[],
  attributes: Attribute[],
  generation = '',
): CatalogReference {
  const filterableCodes = attributes
    .filter((attribute) => attribute.is_filterable === true)
    .map((attribute) => attribute.attribute_code)
  return { taxRules, attributes, filterableCodes, generation }
}

export class CatalogReferenceCache {
  #loaded: { at: number; value: Promise<CatalogReference> } | undefined
  #generation = ''

  constructor(
    private readonly search: SearchPort,
    private readonly maxAgeMs = 60_000,
    private readonly clock: () => number = Date.now,
  ) {}

  get(): Promise<CatalogReference> {
    const now = this.clock()
    if (!this.#loaded || now - this.#loaded.at > this.maxAgeMs) {
      const value = this.#load()
      // A failed load is not kept: the next request tries again.
      value.catch(() => {
        if (this.#loaded?.value === value) this.#loaded = undefined
      })
      this.#loaded = { at: now, value }
    }
    return this.#loaded.value
  }

  invalidate(): void {
    this.#loaded = undefined
  }

  /** The index now serves this catalogue generation (D190): later answers are keyed by it. */
  setGeneration(generation: string): void {
    this.#generation = generation
    this.invalidate()
  }

  get generation(): string {
    return this.#generation
  }

  async #load(): Promise<CatalogReference> {
    const generation = this.#generation
    const base = { filters: [], facetFilters: [], aggregations: [], sort: [], from: 0 }
    const [rules, attributes] = await Promise.all([
      this.search.search({ ...base, entity: 'taxrule', size: REFERENCE_FETCH_SIZE }),
      this.search.search({ ...base, entity: 'attribute', size: REFERENCE_FETCH_SIZE }),
    ])
    return describeCatalogReference(
      rules.hits.flatMap((hit) => {
        const parsed = TaxRuleSchema.safeParse(hit)
        return parsed.success ? [parsed.data] : []
      }),
      attributes.hits.flatMap((hit) => {
        const parsed = AttributeSchema.safeParse(hit)
        return parsed.success ? [parsed.data] : []
      }),
      generation,
    )
  }
}
