// POST /api/url/resolve (spec 000 §2 "URL resolution", §7; D232): a shop path, with its query,
// resolved to the product, category or CMS page it shows, or to the redirect a URL rewrite entry
// stores (301 or 302). A path that maps to nothing is a 404 envelope. POST /api/url/map answers
// the same lookup as vue-storefront-api does (vsf-api-contract §1.2): one Elasticsearch hit, or null.
import { z } from 'zod'
import { CatalogFieldSchema } from './catalog-query.js'
import { envelopeOf } from './envelope.js'

export const UrlMapRequestSchema = z.strictObject({
  url: z
    .string()
    .min(1)
    .max(2000)
    .describe('The path with its query, e.g. `/women/clothing/dresses.html?color=5003`'),
  includeFields: z.array(CatalogFieldSchema).max(200).nullable().optional(),
  excludeFields: z.array(CatalogFieldSchema).max(200).nullable().optional(),
  options: z
    .looseObject({})
    .optional()
    .describe('Sent by vue-storefront; ignored, as vue-storefront-api ignores it'),
})
export type UrlMapRequest = z.infer<typeof UrlMapRequestSchema>

export const urlMapTypes = ['product', 'category', 'cms_page'] as const
export const UrlMapTypeSchema = z.enum(urlMapTypes)
export type UrlMapType = z.infer<typeof UrlMapTypeSchema>

export const UrlMapRedirectSchema = z.object({
  target: z.string().describe('The path to go to, with the store prefix, e.g. `/nl/women`'),
  status: z.union([z.literal(301), z.literal(302)]),
})

export const UrlMapResultSchema = z.discriminatedUnion('type', [
  z
    .object({ type: UrlMapTypeSchema.exclude(['product']), item: z.looseObject({}) })
    .describe('A category or CMS page'),
  z
    .object({ type: z.literal('product'), item: z.looseObject({}) })
    .describe('A product, priced for the store view like POST /api/catalog items'),
  z
    .object({ type: z.literal('redirect'), redirect: UrlMapRedirectSchema })
    .describe('A rewrite entry with a 301 or 302 redirect type'),
])
export type UrlMapResult = z.infer<typeof UrlMapResultSchema>

export const UrlMapEnvelopeSchema = envelopeOf(UrlMapResultSchema)

export const URL_NOT_MAPPED_MESSAGE = 'No mapping found'

/** vue-storefront-api's body of POST /api/url/map (vsf-api-contract §1.2). */
export const VsfUrlMapRequestSchema = UrlMapRequestSchema.extend({
  filters: z.looseObject({}).optional().describe('Sent by vue-storefront; ignored'),
  groupId: z
    .union([z.number().int(), z.string().max(20)])
    .nullable()
    .optional()
    .describe('Ignored: group prices need the signed groupToken of POST /api/catalog (D188)'),
  groupToken: z.string().max(2048).nullable().optional().describe('Ignored, as groupId'),
})
export type VsfUrlMapRequest = z.infer<typeof VsfUrlMapRequestSchema>

export const VsfUrlMapHitSchema = z
  .object({
    _index: z.string().describe('`{index}_{type}` of the store view (VSF_CATALOG_INDICES)'),
    _type: UrlMapTypeSchema,
    _id: z.string().nullable(),
    _score: z.null().describe('The search port keeps no scores (D228)'),
    _source: z.looseObject({}),
  })
  .nullable()
  .describe('The product, category or CMS page whose url_path or identifier is the url; or null')
