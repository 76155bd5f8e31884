// The pieces both Vue Storefront 1 body translations (SearchQuery and the raw Elasticsearch subset,
// D228) share: field names, value lists, range bounds and the price range of the price facet.
import type {
  CatalogQueryRequestInput,
  CatalogQueryType,
  CatalogScalar,
} from '@vitrine/contracts/catalog-query'
import type { z } from 'zod'
import type { FieldError } from '@vitrine/contracts/envelope'
import { ValidationError } from '../../errors.js'

/** The entity a VSF1 index path names: one of the typed query's entity types. */
export type CatalogEntityOfIndex = CatalogQueryType

/** A VSF1 body as the typed catalogue query, with the body's group token taken out. */
export interface TranslatedQuery {
  request: CatalogQueryRequestInput
  groupToken: string | undefined
  /** The caller's names for each aggregation of the typed answer (`agg_terms_color` → names). */
  aggregationNames: Record<string, string[]>
}

const FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/

/**
 * A dotted field path; `.keyword` sub-fields name the field itself (every string of the catalogue
 * is an exact keyword already, `infra/elasticsearch`).
 */
export function normalizeField(field: string, at: string): string {
  const name = field.endsWith('.keyword') ? field.slice(0, -'.keyword'.length) : field
  if (!FIELD_PATTERN.test(name)) {
    throw new ValidationError([
      { field: at, message: `\`${field}\` is not a field name (expected e.g. \`color\`).` },
    ])
  }
  return name
}

const isScalar = (value: unknown): value is CatalogScalar =>
  (typeof value === 'string' && value.length <= 500) ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  typeof value === 'boolean'

/** One value or a list of 1–999 values, each a string, number or boolean. */
export function toValueList(value: unknown, at: string): CatalogScalar[] {
  const values = Array.isArray(value) ? value : [value]
  if (values.length === 0 || values.length > 999 || !values.every(isScalar)) {
    throw new ValidationError([
      {
        field: at,
        message: 'Expected a value or a list of 1 to 999 strings, numbers or booleans.',
      },
    ])
  }
  return values
}

const RANGE_KEYS = ['gt', 'gte', 'lt', 'lte', 'moreq', 'from', 'to'] as const
type RangeKey = (typeof RANGE_KEYS)[number]

/** Whether every key of `value` is a range operator (storefront-query-builder's test). */
export function isRangeValue(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((key) => (RANGE_KEYS as readonly string[]).includes(key))
}

type Bound = number | string
export interface RangeBounds {
  gt?: Bound
  gte?: Bound
  lt?: Bound
  lte?: Bound
}

/** Range operators as the typed query's bounds: `moreq` and `from` are `gte`, `to` is `lte`. */
export function toRangeBounds(value: Record<string, unknown>, at: string): RangeBounds {
  const bounds: RangeBounds = {}
  for (const [key, bound] of Object.entries(value)) {
    if (bound === null || bound === undefined) continue
    if (!((typeof bound === 'number' && Number.isFinite(bound)) || typeof bound === 'string')) {
      throw new ValidationError([
        { field: `${at}.${key}`, message: 'Expected a number or a date.' },
      ])
    }
    if (typeof bound === 'string' && bound.length > 40) {
      throw new ValidationError([{ field: `${at}.${key}`, message: 'At most 40 characters.' }])
    }
    const typed: Record<RangeKey, keyof RangeBounds> = {
      gt: 'gt',
      gte: 'gte',
      moreq: 'gte',
      from: 'gte',
      lt: 'lt',
      lte: 'lte',
      to: 'lte',
    }
    bounds[typed[key as RangeKey]] = bound
  }
  if (Object.keys(bounds).length === 0) {
    throw new ValidationError([{ field: at, message: 'A range needs at least one bound.' }])
  }
  return bounds
}

/** A price in whole cents as the price facet's euro bound (prices are kept to the cent). */
const cents = (amount: number): number => Math.round(amount * 100)
const euros = (wholeCents: number): number => wholeCents / 100

/**
 * A range on `price` as the price facet's `{ from, to }` (from inclusive, to exclusive, in the store
 * view's prices including tax): an inclusive upper bound becomes the next cent, as does an exclusive
 * lower one.
 */
export function toPriceRange(
  value: Record<string, unknown>,
  at: string,
): { from?: number; to?: number } {
  const bounds = toRangeBounds(value, `${at}.value`)
  const number = (bound: Bound | undefined, key: string): number | undefined => {
    if (bound === undefined) return undefined
    const amount = Number(bound)
    if (!Number.isFinite(amount) || amount < 0) {
      throw new ValidationError([
        { field: `${at}.value.${key}`, message: 'A price bound is a number of at least 0.' },
      ])
    }
    return amount
  }
  const gt = number(bounds.gt, 'gt')
  const gte = number(bounds.gte, 'gte')
  const lt = number(bounds.lt, 'lt')
  const lte = number(bounds.lte, 'lte')
  const from = gte !== undefined ? cents(gte) : gt !== undefined ? cents(gt) + 1 : undefined
  const to = lt !== undefined ? cents(lt) : lte !== undefined ? cents(lte) + 1 : undefined
  return {
    ...(from === undefined || from === 0 ? {} : { from: euros(from) }),
    ...(to === undefined ? {} : { to: euros(Math.max(to, 1)) }),
  }
}

/** A zod error as field errors under `root` (`body._appliedFilters.0.attribute`). */
export function fieldErrorsOf(error: z.ZodError, root: string): FieldError[] {
  return error.issues.map((issue) => ({
    field: [root, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }))
}
