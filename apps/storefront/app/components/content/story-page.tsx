// A page built from a story (001 §2: home, `/i/{slug}`, `/cookie-policy`): its blocks through the
// block registry. A story without a level-1 heading block (the home page) gets the story's name
// as a heading for screen readers, so every page has one.
import type { StoryPageData } from '~/lib/content/story-page-data'
import { readBlocks, walkBlocks } from '~/lib/content/story-page-data'
import { StoryContent } from './story-content'
import styles from './story-page.module.css'

function hasPageHeading(data: StoryPageData): boolean {
  let found = false
  walkBlocks(data.story.content.body, (block) => {
    if (block.component === 'heading' && String(block.level) === '1') found = true
  })
  return found
}

export function StoryPage({ data }: { data: StoryPageData }) {
  const content = data.story.content
  const title = typeof content.meta_title === 'string' ? content.meta_title : data.story.name
  return (
    <article className={styles.page}>
      {hasPageHeading(data) ? null : <h1 className="visually-hidden">{title}</h1>}
      <StoryContent data={data} blocks={readBlocks(content.body)} />
    </article>
  )
}
