// Field types shared by the Vue Storefront 1 catalogue documents (ARCHITECTURE §5; reference
// vsf-api-contract §3). Real VSF1 indices are loose about scalar types: mage2vuestorefront copies
// Magento custom attributes as strings ("2", "1"), vsbridge writes numbers, booleans arrive as
// true/"1"/1. These codecs accept every form a real index holds and decode to one canonical type,
// so the search engine and the importer compare like with like.
import { z } from 'zod'

const digits = /^\d+$/

/** An entity or option id: a non-negative integer, also accepted as a string of digits. */
export const CatalogIdSchema = z.codec(
  z.union([z.number().int().nonnegative(), z.string().regex(digits)]),
  z.number().int().nonnegative(),
  { decode: (value) => Number(value), encode: (id) => id },
)
export type CatalogId = z.infer<typeof CatalogIdSchema>

/** A list of ids; Magento multiselects may also come as one comma-separated string ("153,154"). */
export const CatalogIdListSchema = z.codec(
  z.union([
    z.array(z.union([z.number().int().nonnegative(), z.string().regex(digits)])),
    z.string().regex(/^(\d+(,\d+)*)?$/),
  ]),
  z.array(z.number().int().nonnegative()),
  {
    decode: (value) =>
      typeof value === 'string'
        ? value === ''
          ? []
          : value.split(',').map(Number)
        : value.map((item) => Number(item)),
    encode: (ids) => ids,
  },
)

/** A select attribute value on a product (an option id), or null when unset. */
export const SelectValueSchema = CatalogIdSchema.nullable()

/** A multiselect attribute value on a product (option ids), or null when unset. */
export const MultiselectValueSchema = CatalogIdListSchema.nullable()

/** A Magento flag: true/false, 1/0 or "1"/"0" (also "true"/"false"), decoded to a boolean. */
export const FlagSchema = z.codec(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]),
  z.boolean(),
  {
    decode: (value) => value === true || value === 1 || value === '1' || value === 'true',
    encode: (flag) => flag,
  },
)

/** An option value as Magento stores it: a string ("52"); numbers are accepted and stringified. */
export const OptionValueSchema = z.codec(z.union([z.string(), z.number().int()]), z.string(), {
  decode: (value) => String(value),
  encode: (value) => value,
})

/**
 * A catalogue date as the VSF1 mappings accept it: `yyyy-MM-dd HH:mm:ss`, `yyyy-MM-dd`, an ISO
 * timestamp or epoch milliseconds; null or absent when open (spec 000 §4: either bound may be open).
 */
export const CatalogDateSchema = z
  .union([
    z.string().regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/),
    z.number().int().nonnegative(),
  ])
  .nullable()

/** A price in the document's currency, two decimals as VSF stores it (never negative). */
export const CatalogPriceSchema = z.number().finite().nonnegative()

/** A label for one store view (Magento `frontend_labels` / `store_labels`). */
export const StoreLabelSchema = z.looseObject({
  store_id: CatalogIdSchema,
  label: z.string(),
})
export type StoreLabel = z.infer<typeof StoreLabelSchema>
