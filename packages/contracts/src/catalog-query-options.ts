// Plain constants of the catalogue query (no zod), for the browser: catalog-query.ts builds its
// schemas from them and re-exports them.

/** The facet the price ranges aggregate and filter (spec 000 §9: price filter ranges). */
export const PRICE_FACET = 'price'

/** spec 000 §9 sort options: Latest, Price low to high, Price high to low, Recommended. */
export const productSortOptions = ['latest', 'price-asc', 'price-desc', 'recommended'] as const
