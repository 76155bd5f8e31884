// 001 §2: the cookie policy (linked from the footer), built from its story in the store view (a missing story is the not-found page).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { respondStoryPage } from '~/.server/story-route.server'
import { StoryPage } from '~/components/content/story-page'
import type { RouteHandle } from '~/lib/route-handle'
import { buildStoryMeta } from '~/lib/seo/story-seo'

export const handle: RouteHandle = { layout: 'default' }

export const meta: MetaFunction<typeof loader> = (args) => buildStoryMeta(args)

export function loader({ params, context }: LoaderFunctionArgs) {
  return respondStoryPage(context, params.store, `/cookie-policy`)
}

export default function CookiePolicyRoute() {
  return <StoryPage data={useLoaderData<typeof loader>()} />
}
