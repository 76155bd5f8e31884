// The SEO tags of a page built from a story (001 §2; D51): the content's meta title and
// description (else the story's name and the home description), the canonical URL, and hreflang
// alternates from the story's alternates — only the store views that have the story, x-default
// the worldwide store's when it has one.
import type { MetaDescriptor } from '@remix-run/node'
import { defaultStoreView, listEnabledStoreViews } from '@vitrine/contracts/store-views'
import type { StoryPageData } from '../content/story-page-data'
import { storyPathsByStore } from '../content/story-path'
import { buildTitle, translatorForPath } from '../route-meta'
import { findSiteConfig } from '../site-config'
import { selectHreflang, toAbsoluteUrl, X_DEFAULT, type Alternate } from './alternates'
import { buildSeoMeta, pickDescription } from './page-meta'
import type { SeoMetaArgs } from './route-seo'

export function listStoryAlternates(origin: string, story: StoryPageData['story']): Alternate[] {
  const paths = storyPathsByStore(story)
  const enabled = listEnabledStoreViews().filter((view) => paths[view.storeCode] !== undefined)
  const alternates = enabled.map((view) => ({
    hreflang: selectHreflang(view),
    href: toAbsoluteUrl(origin, paths[view.storeCode] as string),
  }))
  const fallback =
    enabled.find((view) => view.storeCode === defaultStoreView.storeCode) ?? enabled[0]
  if (!fallback) return alternates
  const fallbackPath = paths[fallback.storeCode] as string
  return [...alternates, { hreflang: X_DEFAULT, href: toAbsoluteUrl(origin, fallbackPath) }]
}

export function buildStoryMeta(args: SeoMetaArgs<StoryPageData>): MetaDescriptor[] {
  const page = args.data
  if (!page) return [{ title: buildTitle() }]
  const content = page.story.content
  const metaTitle = typeof content.meta_title === 'string' ? content.meta_title.trim() : ''
  const isHome = page.story.slug === 'home'
  const title = metaTitle || (isHome ? buildTitle() : buildTitle(page.story.name))
  const t = translatorForPath(args.location.pathname)
  const description = pickDescription([
    typeof content.meta_description === 'string' ? content.meta_description : null,
    isHome ? t('seo.homeDescription') : null,
  ])
  const site = findSiteConfig(args.matches)
  const tags = buildSeoMeta({
    title,
    description,
    canonical: site ? toAbsoluteUrl(site.origin, args.location.pathname) : args.location.pathname,
    alternates: site ? listStoryAlternates(site.origin, page.story) : [],
    // An editor's draft is never indexed.
    noindex: page.preview,
  })
  return site ? tags : tags.filter((tag) => !('rel' in tag && tag.rel === 'canonical'))
}
