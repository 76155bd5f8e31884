// What the catalogue import hands the engine and what it reports back.
import type { Product } from '@vitrine/contracts/catalog/product'
import type { TaxRule } from '@vitrine/contracts/catalog/tax-rule'

export interface CatalogueImport {
  /** Parsed product documents; configurable children are read from `configurable_children`. */
  products: readonly Product[]
  taxRules: readonly TaxRule[]
}

export interface CatalogueImportSummary {
  products: number
  stockItems: number
  taxRules: number
}
