// spec 000 §2: /pwa.html is an alias of the home page (the installed app's start URL).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadHomePage } from '~/.server/home-page.server'
import { HomePage } from '~/components/content/home-page'
import type { RouteHandle } from '~/lib/route-handle'
import { buildTitle } from '~/lib/route-meta'
import { assertKnownStoreSegment } from '~/lib/store-path'

export const handle: RouteHandle = { layout: 'default', isHome: true }

export const meta: MetaFunction = () => [{ title: buildTitle() }]

export async function loader({ params, context }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  return loadHomePage(context)
}

export default function PwaHomeRoute() {
  return <HomePage data={useLoaderData<typeof loader>()} />
}
