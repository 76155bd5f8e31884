// CMS pages (spec 000 §2 step 4, §7 cms_page entity): the active page with an identifier for the
// store view (its store ids hold the store view's, or 0 for every store view). Its content is HTML
// written in the commerce backend's CMS; it is sanitized here, on the server, to the tags and
// attributes of editorial text (no scripts, no event handlers, no styles, links and images by
// http(s) or relative URL only) before it reaches any page.
import type { BffClient } from '@vitrine/contracts/bff-client'
import { queryCatalog } from '@vitrine/contracts/catalog-client'
import type { StoreView } from '@vitrine/contracts/store-views'
import sanitizeHtml from 'sanitize-html'
import type { CmsPageData } from '~/lib/content/cms-page-data'

const ALL_STORE_VIEWS = 0

const CMS_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'h1'),
    'img',
    'picture',
    'source',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media'],
    '*': ['id', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // The page's own h1 is its heading; headings in the content start one level down.
  transformTags: { h1: 'h2' },
}

/** The content HTML, reduced to editorial text. */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, CMS_HTML)
}

function readText(item: Record<string, unknown>, field: string): string | null {
  const value = item[field]
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

function isShownIn(item: Record<string, unknown>, storeView: StoreView): boolean {
  if (item.active === false || item.is_active === false) return false
  const stores = Array.isArray(item.store_id) ? item.store_id : [item.store_id ?? ALL_STORE_VIEWS]
  return stores.some((id) => Number(id) === ALL_STORE_VIEWS || Number(id) === storeView.storeId)
}

export async function loadCmsPage(
  bff: BffClient,
  storeView: StoreView,
  identifier: string,
): Promise<CmsPageData | undefined> {
  const answer = await queryCatalog(bff, {
    type: 'cms_page',
    query: { filters: [{ field: 'identifier', op: 'eq', value: identifier }] },
    size: 10,
  })
  const item = answer.items
    .filter(
      (entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null,
    )
    .find((entry) => isShownIn(entry, storeView))
  if (!item) return undefined
  const title = readText(item, 'title') ?? identifier
  return {
    kind: 'cms',
    identifier,
    title,
    heading: readText(item, 'content_heading') ?? title,
    html: sanitizeCmsHtml(readText(item, 'content') ?? ''),
    metaTitle: readText(item, 'meta_title'),
    metaDescription: readText(item, 'meta_description'),
  }
}
