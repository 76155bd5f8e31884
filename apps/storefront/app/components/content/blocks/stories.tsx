// Stories (spec 001 §2 "Content blocks"; §3 stories: title, logo, slider): the row of story
// pictures with their titles, each leading to its story, as in the header (stories-row.tsx).
import type { ContentBlock } from '@vitrine/contracts/content'
import { readAsset, readBloks, readHref, readText } from '~/lib/content/read-blok'
import { useStoreView } from '~/lib/use-store-view'
import { StoriesRow } from '../stories-row'

export default function StoriesBlock({ block }: { block: ContentBlock }) {
  const storeView = useStoreView()
  const items = readBloks(block.stories ?? block.slider).flatMap((story) => {
    const logo = readAsset(story.logo)
    const title = readText(story.title)
    return logo && title
      ? [{ title, image: logo.src, alt: logo.alt, href: readHref(story.link, storeView) }]
      : []
  })
  return <StoriesRow stories={{ title: readText(block.title), paths: [], items }} />
}
