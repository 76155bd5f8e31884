// The stories row (spec 001 §2 "Header" stories; §3 stories: title, logo, slider): round story
// pictures with their titles in a row that scrolls sideways, each leading to its story. No script:
// a CSS scroll-snap row whose links the keyboard reaches by Tab.
import type { StoriesView } from '~/lib/content/layout-view'
import styles from './stories-row.module.css'

export function StoriesRow({ stories }: { stories: StoriesView }) {
  if (stories.items.length === 0) return null
  return (
    <section className={styles.row} aria-label={stories.title}>
      <ul className={styles.list}>
        {stories.items.map((story) => (
          <li key={story.title}>
            <a href={story.href ?? undefined} className={styles.story}>
              <img src={story.image} alt={story.alt} width={64} height={64} loading="lazy" />
              {story.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
