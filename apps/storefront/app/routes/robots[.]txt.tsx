// `/robots.txt`: everything may be crawled but the API, and the sitemap's absolute address (a
// resource route, because the address depends on the shop's public origin).
import type { LoaderFunctionArgs } from '@remix-run/node'
import { readSiteConfig } from '~/.server/site-config.server'
import { buildRobotsTxt } from '~/lib/seo/sitemap-xml'

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(buildRobotsTxt(readSiteConfig(request.url).origin), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
