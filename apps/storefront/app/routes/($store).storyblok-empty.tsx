// spec 001 §2, 000 §2: the content editor's preview of a single component (the visual editor's
// single-component mode) in the empty layout, only when addRoutes is on (D129).
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PREVIEW_HEADERS, respondStoryPreview } from '~/.server/story-preview.server'
import { StoryPage } from '~/components/content/story-page'
import type { RouteHandle } from '~/lib/route-handle'
import { buildStoryMeta } from '~/lib/seo/story-seo'

export const handle: RouteHandle = { layout: 'empty' }

export const headers: HeadersFunction = () => PREVIEW_HEADERS

export const meta: MetaFunction<typeof loader> = (args) => [
  ...buildStoryMeta(args),
  { name: 'robots', content: 'noindex' },
]

export function loader({ params, context, request }: LoaderFunctionArgs) {
  return respondStoryPreview(context, params.store, request)
}

export default function StoryPreviewEmptyRoute() {
  return <StoryPage data={useLoaderData<typeof loader>()} />
}
