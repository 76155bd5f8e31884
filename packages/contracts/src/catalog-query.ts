// The typed catalogue query of POST /api/catalog (spec 000 §7, §9; ARCHITECTURE §3) and its answer.
// The body names an entity type, typed filters, the shopper's facet choices, search text, a sort,
// paging and source field lists. It is never raw Elasticsearch DSL: the BFF adds the visibility,
// status and stock rules of spec 000 §5 for the product `use` and translates the rest itself.
import { z } from 'zod'
import { PRICE_FACET, productSortOptions } from './catalog-query-options.js'
import { envelopeOf } from './envelope.js'

/** The entity types a caller may query (URL rewrites are answered by POST /api/url/resolve). */
export const catalogQueryTypes = [
  'product',
  'category',
  'attribute',
  'taxrule',
  'cms_page',
  'cms_block',
] as const
export const CatalogQueryTypeSchema = z.enum(catalogQueryTypes)
export type CatalogQueryType = z.infer<typeof CatalogQueryTypeSchema>

/**
 * What a product query is for (spec 000 §5), which decides the rules the BFF adds:
 * `search` visibility 3 or 4, status 0 or 1, in stock unless out-of-stock listing is on;
 * `listing` (category page) visibility 2, 3 or 4, status 1, in stock likewise;
 * `tile` (lookups for tiles, e.g. by sku) visibility 2, 3 or 4, status 0 or 1;
 * `single` (product page by sku or url_path) no rule, the page decides;
 * `parent` (configurable parent of a child sku) type configurable, status 0 or 1, and needs a
 * filter on `configurable_children.sku`.
 */
export const productUses = ['search', 'listing', 'tile', 'single', 'parent'] as const
export const ProductUseSchema = z.enum(productUses)
export type ProductUse = z.infer<typeof ProductUseSchema>

/** A dotted attribute path, e.g. `color`, `category_ids` or `configurable_children.sku`. */
export const CatalogFieldSchema = z
  .string()
  .max(100)
  .regex(
    /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/,
    'Expected a dotted attribute path such as `color` or `configurable_children.sku`.',
  )

export const CatalogScalarSchema = z.union([z.string().max(500), z.number().finite(), z.boolean()])
export type CatalogScalar = z.infer<typeof CatalogScalarSchema>

// spec 000 §9: maximum filter query 999 values
const valueList = z.array(CatalogScalarSchema).min(1).max(999)
const bound = z.union([z.number().finite(), z.string().max(40)]).optional()

const fieldFilterOptions = [
  z.strictObject({ field: CatalogFieldSchema, op: z.literal('eq'), value: CatalogScalarSchema }),
  z.strictObject({ field: CatalogFieldSchema, op: z.literal('in'), values: valueList }),
  z.strictObject({ field: CatalogFieldSchema, op: z.literal('nin'), values: valueList }),
  z
    .strictObject({
      field: CatalogFieldSchema,
      op: z.literal('range'),
      gt: bound,
      gte: bound,
      lt: bound,
      lte: bound,
    })
    .refine(
      (range) => [range.gt, range.gte, range.lt, range.lte].some((value) => value !== undefined),
      'A range needs at least one of gt, gte, lt, lte.',
    ),
  z.strictObject({ field: CatalogFieldSchema, op: z.literal('exists'), exists: z.boolean() }),
] as const

/** A filter on one field. */
export const CatalogFieldFilterSchema = z.discriminatedUnion('op', [...fieldFilterOptions])
export type CatalogFieldFilter = z.infer<typeof CatalogFieldFilterSchema>

export const CatalogFilterSchema = z
  .discriminatedUnion('op', [
    ...fieldFilterOptions,
    z.strictObject({
      op: z.literal('any'),
      filters: z
        .array(CatalogFieldFilterSchema)
        .min(1)
        .max(50)
        .describe('Field filters of which a hit must pass at least one (OR)'),
    }),
  ])
  .describe('A filter every hit must pass; filters combine with AND, `any` groups alternatives')
export type CatalogFilter = z.infer<typeof CatalogFilterSchema>

export { PRICE_FACET } from './catalog-query-options.js'

export const FacetSelectionSchema = z
  .union([
    z.strictObject({
      field: CatalogFieldSchema.describe('An attribute code, e.g. `color`'),
      values: valueList.describe('Chosen option ids; values of one attribute combine with OR'),
    }),
    z.strictObject({
      field: z.literal(PRICE_FACET),
      range: z
        .strictObject({
          from: z.number().nonnegative().optional(),
          to: z.number().positive().optional(),
        })
        .describe('Price including tax in the store currency; `from` inclusive, `to` exclusive'),
    }),
  ])
  .describe(
    "A shopper's filter choice: it narrows the hits, but the counts of its own facet ignore it " +
      'so the other values stay selectable (multi-select, spec 000 §9)',
  )
export type FacetSelection = z.infer<typeof FacetSelectionSchema>

export { productSortOptions } from './catalog-query-options.js'
export const ProductSortOptionSchema = z.enum(productSortOptions)
export type ProductSortOption = z.infer<typeof ProductSortOptionSchema>

export const CatalogSortFieldSchema = z.strictObject({
  field: CatalogFieldSchema,
  order: z.enum(['asc', 'desc']).default('asc'),
})

export const CatalogSortSchema = z
  .union([ProductSortOptionSchema, z.array(CatalogSortFieldSchema).max(5)])
  .describe(
    'A named product sort (`latest`, `price-asc`, `price-desc`, `recommended`) or a list of ' +
      'fields. Defaults: products `recommended` (by relevance when searching text), categories ' +
      '`position` ascending.',
  )
export type CatalogSort = z.infer<typeof CatalogSortSchema>

export const CatalogQueryRequestSchema = z
  .strictObject({
    type: CatalogQueryTypeSchema,
    groupToken: z
      .string()
      .max(2048)
      .optional()
      .describe(
        'The logged-in customer’s `groupToken` from `/api/user/me`: prices for that customer ' +
          'group (spec 000 §6); absent: guest prices',
      ),
    use: ProductUseSchema.optional().describe(
      'Products only; default `search` with text, `listing` without',
    ),
    query: z
      .strictObject({
        filters: z.array(CatalogFilterSchema).max(50).default([]),
        facets: z.array(FacetSelectionSchema).max(50).default([]),
        text: z
          .string()
          .max(200)
          .optional()
          .describe('Search text (products), at least 3 characters'),
        aggregations: z
          .array(CatalogFieldSchema)
          .max(50)
          .optional()
          .describe(
            'Attribute codes to count values of (`price` gives the price ranges). Default for ' +
              'product search and listing: every filterable attribute',
          ),
      })
      .default({ filters: [], facets: [] }),
    sort: CatalogSortSchema.optional(),
    from: z.number().int().optional().describe('Offset of the first hit; negative becomes 0'),
    size: z
      .number()
      .int()
      .optional()
      .describe(
        'Hits per page; below 1 becomes 50. Defaults: products 50, categories 4000, attributes 150',
      ),
    includeFields: z.array(CatalogFieldSchema).max(200).optional(),
    excludeFields: z.array(CatalogFieldSchema).max(200).optional(),
  })
  .describe(
    'A typed catalogue query (spec 000 §7). Raw Elasticsearch DSL is never accepted: an unknown ' +
      'key (e.g. `bool`, `match`) is a 400 that names it',
  )
export type CatalogQueryRequest = z.infer<typeof CatalogQueryRequestSchema>
export type CatalogQueryRequestInput = z.input<typeof CatalogQueryRequestSchema>

export const AggregationBucketSchema = z.object({
  key: z.union([z.string(), z.number()]),
  doc_count: z.number().int().nonnegative(),
  from: z.number().optional(),
  to: z.number().optional(),
})

export const AttributeMetadataSchema = z
  .object({
    attribute_id: z.number().int(),
    attribute_code: z.string(),
    frontend_input: z.string().nullable(),
    label: z.string().describe("The attribute's label for the store view"),
    is_filterable: z.boolean(),
    options: z.array(z.object({ value: z.string(), label: z.string() })),
  })
  .describe('An attribute of the aggregations or items, labelled for the store view')
export type AttributeMetadata = z.infer<typeof AttributeMetadataSchema>

export const CatalogQueryResultSchema = z.object({
  items: z.array(z.looseObject({})),
  total: z.number().int().nonnegative(),
  perPage: z.number().int().positive(),
  start: z.number().int().nonnegative(),
  aggregations: z.record(z.string(), z.object({ buckets: z.array(AggregationBucketSchema) })),
  attributeMetadata: z.array(AttributeMetadataSchema),
})
export type CatalogQueryResult = z.infer<typeof CatalogQueryResultSchema>

export const CatalogQueryEnvelopeSchema = envelopeOf(CatalogQueryResultSchema)

/** Text shorter than this is refused (spec 000 §5, §9). */
export const MIN_SEARCH_TEXT_LENGTH = 3
export const SEARCH_TEXT_TOO_SHORT_MESSAGE =
  'Searched term should consist of at least 3 characters.'
