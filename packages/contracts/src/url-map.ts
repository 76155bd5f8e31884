// POST /api/url/map (spec 000 §2 "URL resolution", §7; reference vsf-api-contract §1.2): a shop path,
// with its query, resolved to the product, category or CMS page it shows, or to the redirect a URL
// rewrite entry stores (301 or 302). A path that maps to nothing is a 404 envelope.
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
