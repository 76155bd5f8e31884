import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react'
import { respondStoryPage } from '~/.server/story-route.server'
import { respondDispatchedPage } from '~/.server/url-dispatch.server'
import { CategoryPage } from '~/components/catalogue/category-page'
import { CmsPage } from '~/components/content/cms-page'
import { StoryPage } from '~/components/content/story-page'
import { dispatchInBrowser } from '~/lib/navigation/dispatch-in-browser'
import type { RouteHandle } from '~/lib/route-handle'
import { buildDispatchedMeta } from '~/lib/seo/route-seo'
import { buildStoryMeta } from '~/lib/seo/story-seo'
import { findStoreByPrefix } from '~/lib/store-path'

export const handle: RouteHandle = { layout: 'default', isHome: true }

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data?.kind === 'story'
    ? buildStoryMeta({ ...args, data: args.data })
    : buildDispatchedMeta({ ...args, data: args.data })

/** `/women` lands here with store = 'women': not a store, so the URL dispatcher's path. */
const isDispatched = (store: string | undefined) => store !== undefined && !findStoreByPrefix(store)

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  if (isDispatched(params.store)) return respondDispatchedPage(request, context)
  // 001 §2: the home page is the store view's `home` story (`nl/home`, `de/home`).
  return respondStoryPage(context, params.store, '/')
}

export function clientLoader({ params, request, serverLoader }: ClientLoaderFunctionArgs) {
  const load = () => serverLoader<typeof loader>()
  return isDispatched(params.store) ? dispatchInBrowser(request, load) : load()
}

export default function HomeRoute() {
  const data = useLoaderData<typeof loader>()
  if (data.kind === 'category') return <CategoryPage data={data.page} />
  if (data.kind === 'cms') return <CmsPage data={data.page} />
  return <StoryPage data={data} />
}
