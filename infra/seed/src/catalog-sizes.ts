// The catalogue sizes (D15): tiny for tests, default for `pnpm start`, large for the
// benchmarks (generated on demand, never committed). A size is the exact number of product
// documents written, configurable children (indexed on their own with visibility 1) included.
export const catalogSizeNames = ['tiny', 'default', 'large'] as const
export type CatalogSizeName = (typeof catalogSizeNames)[number]

export interface CatalogSize {
  productCount: number
}

export const catalogSizes: Record<CatalogSizeName, CatalogSize> = {
  tiny: { productCount: 60 },
  default: { productCount: 2_000 },
  large: { productCount: 20_000 },
}

/** The parameters of a named size; throws for a name that is not one of the sizes. */
export function resolveCatalogSize(name: string): CatalogSize {
  const size = (catalogSizes as Record<string, CatalogSize | undefined>)[name]
  if (!size)
    throw new Error(`unknown catalogue size '${name}' (use ${catalogSizeNames.join(', ')})`)
  return size
}
