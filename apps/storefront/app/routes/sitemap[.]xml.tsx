// `/sitemap.xml` (spec 000 §2: the empty layout): a resource route, so no page shell at all. The
// home, every active category and every visible product in every enabled store view.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { readSiteConfig } from '~/.server/site-config.server'
import { readSitemap } from '~/.server/sitemap.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  // each store view's own url keys (D84): the sitemap reads every store view's catalogue
  const xml = await readSitemap(context.bffForStore, readSiteConfig(request.url).origin)
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  })
}
