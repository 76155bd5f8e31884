// Stories (spec 001 §2 "Content blocks"; §3 stories: title, logo, slider): the row of story
// pictures with their titles, each leading to its story, as in the header (stories-row.tsx).
import type { ContentBlock } from '@vitrine/contracts/content'
import { readStoriesBlock } from '~/lib/content/storyline'
import { useStoreView } from '~/lib/use-store-view'
import { StoriesRow } from '../stories-row'

export default function StoriesBlock({ block }: { block: ContentBlock }) {
  const storeView = useStoreView()
  return <StoriesRow stories={readStoriesBlock(block, storeView, '')} />
}
