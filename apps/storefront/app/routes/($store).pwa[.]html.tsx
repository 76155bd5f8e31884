// spec 000 §2: /pwa.html is an alias of the home page (the installed app's start URL): the store
// view's home story.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { respondStoryPage } from '~/.server/story-route.server'
import { StoryPage } from '~/components/content/story-page'
import type { RouteHandle } from '~/lib/route-handle'
import { buildTitle } from '~/lib/route-meta'

export const handle: RouteHandle = { layout: 'default', isHome: true }

export const meta: MetaFunction = () => [{ title: buildTitle() }]

export function loader({ params, context }: LoaderFunctionArgs) {
  return respondStoryPage(context, params.store, '/')
}

export default function PwaHomeRoute() {
  return <StoryPage data={useLoaderData<typeof loader>()} />
}
