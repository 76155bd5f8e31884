// 001 §2 "Newsletter box": the privacy policy at /support/privacy-policy (linked from the footer
// and the newsletter box), built from its story in the store view (a missing story is the
// not-found page).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { respondStoryPage } from '~/.server/story-route.server'
import { StoryPage } from '~/components/content/story-page'
import type { RouteHandle } from '~/lib/route-handle'
import { buildStoryMeta } from '~/lib/seo/story-seo'

export const handle: RouteHandle = { layout: 'default' }

export const meta: MetaFunction<typeof loader> = (args) => buildStoryMeta(args)

export function loader({ params, context }: LoaderFunctionArgs) {
  return respondStoryPage(context, params.store, `/support/privacy-policy`)
}

export default function PrivacyPolicyRoute() {
  return <StoryPage data={useLoaderData<typeof loader>()} />
}
