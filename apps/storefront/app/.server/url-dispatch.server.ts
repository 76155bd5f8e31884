// The URL dispatcher on the server (spec 000 §2 "URL resolution"): a path no real route matches is
// looked up in the URL map; a category or a CMS page renders in place, anything else redirects (rewrites with
// their 301/302, products to their route, the bare store root's /home to the home page) or is the
// not-found page. Works without JavaScript; the browser's clientLoader adds its cache in front.
import { redirect } from '@remix-run/node'
import type { BffClient } from '@vitrine/contracts/bff-client'
import type { StoreView } from '@vitrine/contracts/store-views'
import type { CategoryPageData } from '~/lib/catalog/category-page-data'
import type { CmsPageData } from '~/lib/content/cms-page-data'
import { lookUpUrl } from '~/lib/navigation/look-up-url'
import { decideDispatch, isStoreHome } from '~/lib/navigation/url-resolution'
import { isMappableUrl } from './catalog-path-values.server'
import { respondCategoryPage } from './category-page.server'
import { loadCmsPage } from './cms-page.server'

/** What a dispatched path renders in place. */
export type DispatchedPage =
  { kind: 'category'; page: CategoryPageData } | { kind: 'cms'; page: CmsPageData }

const notFound = () => new Response('Not Found', { status: 404, statusText: 'Not Found' })

export async function respondDispatchedPage(
  request: Request,
  context: { bff: BffClient; storeView: StoreView },
): Promise<DispatchedPage> {
  const url = new URL(request.url)
  if (!isMappableUrl(`${url.pathname}${url.search}`)) throw notFound()
  const target = isStoreHome(url.pathname)
    ? undefined
    : await lookUpUrl(context.bff, context.storeView, `${url.pathname}${url.search}`)
  const decision = decideDispatch(url.pathname, url.search, target)
  if (decision.kind === 'redirect') throw redirect(decision.location, decision.status)
  if (decision.kind === 'not-found') throw notFound()
  if (decision.kind === 'cms-page') {
    const page = await loadCmsPage(context.bff, context.storeView, decision.identifier)
    if (!page) throw notFound()
    return { kind: 'cms', page }
  }
  return { kind: 'category', page: await respondCategoryPage(context, decision.slug, url) }
}
