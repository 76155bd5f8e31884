// The Vue Storefront 1 CMS page and block documents (reference vsf-api-contract §3.3): Magento CMS
// content addressed by `identifier`; a page is also reachable by URL (spec 000 §2, /i/{slug}).
import { z } from 'zod'
import {
  CatalogDateSchema,
  CatalogIdListSchema,
  CatalogIdSchema,
  FlagSchema,
} from './catalog-fields.js'

/** Store ids the content shows in (0 = all store views); one id is accepted and listed. */
const CmsStoreIdsSchema = z.union([CatalogIdSchema.transform((id) => [id]), CatalogIdListSchema])

const cmsFields = {
  id: CatalogIdSchema,
  identifier: z.string().min(1),
  title: z.string(),
  content: z.string(),
  store_id: CmsStoreIdsSchema.optional(),
  active: FlagSchema.optional(),
  is_active: FlagSchema.optional(),
  creation_time: CatalogDateSchema.optional(),
  update_time: CatalogDateSchema.optional(),
}

export const CmsPageSchema = z.looseObject({
  ...cmsFields,
  content_heading: z.string().nullable().optional(),
  page_layout: z.string().nullable().optional(),
  meta_title: z.string().nullable().optional(),
  meta_description: z.string().nullable().optional(),
})
export type CmsPage = z.infer<typeof CmsPageSchema>
export type CmsPageDocument = z.input<typeof CmsPageSchema>

export const CmsBlockSchema = z.looseObject(cmsFields)
export type CmsBlock = z.infer<typeof CmsBlockSchema>
export type CmsBlockDocument = z.input<typeof CmsBlockSchema>
