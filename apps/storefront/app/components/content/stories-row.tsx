// The stories row (spec 001 §2 "Header" stories; §3 stories: title, logo, slider): round story
// pictures with their titles in a row that scrolls sideways, each leading to its story. No script:
// a CSS scroll-snap row whose links the keyboard reaches by Tab. Its style is global.css's
// `.stories-row`, so the server-rendered row has its shape before this chunk loads (no shift).
//
// The header's row is the current path's (path storyline-stories/{current path}; D131), loaded
// only on pages that show it (D126). The first page's row comes with the root loader's data, so
// the server renders it and hydration keeps it; after a move to another path with stories, the
// row is read through the BFF's story API (cached there, D111) and kept for the page's lifetime.
import { useRouteLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'
import type { StoriesView } from '~/lib/content/layout-view'
import type { StorylineData } from '~/lib/content/storyline'
import { useLayout } from '~/lib/content/use-layout'
import { useStoreView } from '~/lib/use-store-view'

export function StoriesRow({ stories }: { stories: StoriesView }) {
  if (stories.items.length === 0) return null
  return (
    <section className="stories-row" aria-label={stories.title}>
      <ul>
        {stories.items.map((story) => (
          <li key={story.title}>
            <a href={story.href ?? undefined}>
              <img src={story.image} alt={story.alt} width={64} height={64} loading="lazy" />
              {story.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The rows read in the browser, by store code and path. */
const read = new Map<string, Promise<StoriesView | null>>()

/**
 * The header's row for a path the layout lists for stories (header.tsx matched it); the default
 * export, so the header's lazy import needs no mapping.
 */
export default function HeaderStories({ path }: { path: string }) {
  const root = useRouteLoaderData<{ storyline?: StorylineData | null }>('root')
  const storeView = useStoreView()
  const title = useLayout().stories?.title ?? ''
  const first = root?.storyline?.path === path ? root.storyline : null
  const key = `${storeView.storeCode}:${path}`
  const [shown, setShown] = useState<{ key: string; stories: StoriesView | null } | null>(null)

  useEffect(() => {
    if (first) return
    let current = true
    let row = read.get(key)
    if (!row) {
      row = import('~/lib/content/storyline-browser')
        .then((module) => module.readStorylineInBrowser(storeView, path, title))
        .catch(() => null)
      read.set(key, row)
    }
    void row.then((stories) => {
      if (current) setShown({ key, stories })
    })
    return () => {
      current = false
    }
  }, [first, key, storeView, path, title])

  const stories = first ? first.stories : shown?.key === key ? shown.stories : null
  return stories ? <StoriesRow stories={stories} /> : null
}
