// A local server shaped like Storyblok's Content Delivery API v2 (vsf-api-contract §5.4), for the
// content contract suite and the content route tests:
//  - tokens: `sb-public` reads published stories, `sb-preview` reads drafts too; else 401;
//  - `spaces/me` answers the space with its cache version; a published read without `cv` is
//    redirected to the latest one (301), as Storyblok does; published answers are kept per URL
//    like Storyblok's CDN, so only a new `cv` shows a change;
//  - `stories/{full_slug | id | uuid&find_by=uuid}`, `stories?starts_with&per_page&page` with the
//    `Total` header, `links?starts_with&paginated&per_page&page`; `from_release` on drafts;
//  - an unknown parameter is a 422, like the real API.
import type { Story } from '@vitrine/contracts/content'
import { startLocalHttpServer, type LocalHttpServer, type LocalReply } from './local-http-server.js'

export const STORYBLOK_TEST_PUBLIC_TOKEN = 'sb-public'
export const STORYBLOK_TEST_PREVIEW_TOKEN = 'sb-preview'
export const STORYBLOK_TEST_SPACE_ID = 91234

const KNOWN_PARAMETERS = new Set([
  'token',
  'version',
  'cv',
  'find_by',
  'from_release',
  'starts_with',
  'per_page',
  'page',
  'paginated',
  'resolve_links',
  'resolve_relations',
  'language',
  'fallback_lang',
])

export interface StoryblokServer extends LocalHttpServer {
  /** The CDN base, e.g. `http://127.0.0.1:1234/v2/cdn`. */
  cdnUrl: string
  publish(story: Story): void
  saveDraft(story: Story): void
  saveInRelease(release: string, story: Story): void
  /** The space's cache version now. */
  cacheVersion(): number
}

export async function startStoryblokServer(initial: Story[] = []): Promise<StoryblokServer> {
  const published = new Map<string, Story>()
  const drafts = new Map<string, Story>()
  const releases = new Map<string, Map<string, Story>>()
  const cdn = new Map<string, LocalReply>()
  let cv = 1_760_000_000
  const bump = () => {
    cv += 1
  }
  for (const story of initial) published.set(story.full_slug, story)

  const view = (version: string, release: string | null): Story[] => {
    const merged = new Map(published)
    if (version === 'draft') {
      for (const [slug, story] of drafts) merged.set(slug, story)
      for (const [slug, story] of (release && releases.get(release)) || []) merged.set(slug, story)
    }
    return [...merged.values()].sort((a, b) => a.full_slug.localeCompare(b.full_slug))
  }

  const answer = (url: URL): LocalReply => {
    const path = url.pathname.replace(/^\/v2\/cdn\/?/, '')
    const params = url.searchParams
    for (const name of params.keys()) {
      if (!KNOWN_PARAMETERS.has(name)) {
        return { status: 422, body: { error: `Unknown parameter ${name}` } }
      }
    }
    const token = params.get('token')
    const version = params.get('version') ?? 'published'
    if (token !== STORYBLOK_TEST_PUBLIC_TOKEN && token !== STORYBLOK_TEST_PREVIEW_TOKEN) {
      return { status: 401, body: { error: 'Unauthorized' } }
    }
    if (path === 'spaces/me') {
      return {
        status: 200,
        body: {
          space: { id: STORYBLOK_TEST_SPACE_ID, name: 'Vitrine', domain: 'http://x/', version: cv },
        },
      }
    }
    if (version === 'draft' && token !== STORYBLOK_TEST_PREVIEW_TOKEN) {
      return { status: 401, body: { error: 'Unauthorized' } }
    }
    const stories = view(version, params.get('from_release'))
    if (path === 'stories' || path === 'links') {
      const prefix = params.get('starts_with') ?? ''
      const matching = stories.filter((story) => story.full_slug.startsWith(prefix))
      const perPage = Math.min(Number(params.get('per_page') ?? 25), path === 'links' ? 1000 : 100)
      const page = Number(params.get('page') ?? 1)
      const slice = matching.slice((page - 1) * perPage, page * perPage)
      const headers = { total: String(matching.length), 'per-page': String(perPage) }
      if (path === 'stories') {
        return { status: 200, headers, body: { stories: slice, cv, rels: [], links: [] } }
      }
      const links = Object.fromEntries(
        slice.map((story) => [
          story.uuid,
          {
            id: story.id,
            uuid: story.uuid,
            slug: story.full_slug,
            path: null,
            parent_id: story.parent_id,
            name: story.name,
            is_folder: false,
            published: story.published_at !== null,
            is_startpage: story.is_startpage,
            position: story.position,
            real_path: `/${story.full_slug}`,
          },
        ]),
      )
      // A folder, as Storyblok lists them beside stories.
      links['folder-uuid'] = {
        id: 1,
        uuid: 'folder-uuid',
        slug: prefix.replace(/\/$/, '') || 'root',
        path: null,
        parent_id: null,
        name: 'Folder',
        is_folder: true,
        published: false,
        is_startpage: false,
        position: 0,
        real_path: '/',
      }
      return { status: 200, headers, body: { links } }
    }
    if (path.startsWith('stories/')) {
      const key = decodeURIComponent(path.slice('stories/'.length))
      const found = stories.find((story) =>
        params.get('find_by') === 'uuid'
          ? story.uuid === key
          : /^\d+$/.test(key)
            ? story.id === Number(key)
            : story.full_slug === key,
      )
      if (!found) return { status: 404, body: 'This record could not be found' }
      return { status: 200, body: { story: found, cv, rels: [], links: [] } }
    }
    return { status: 404, body: 'Not found' }
  }

  const server = await startLocalHttpServer((_request, url) => {
    const version = url.searchParams.get('version') ?? 'published'
    if (version === 'published' && !url.pathname.endsWith('spaces/me')) {
      if (!url.searchParams.has('cv')) {
        const latest = new URL(url)
        latest.searchParams.set('cv', String(cv))
        return { status: 301, headers: { location: latest.pathname + latest.search } }
      }
      const key = url.pathname + url.search
      const stored = cdn.get(key)
      if (stored) return stored
      const fresh = answer(url)
      if (fresh.status === 200 || fresh.status === 404) cdn.set(key, fresh)
      return fresh
    }
    return answer(url)
  })

  return {
    ...server,
    cdnUrl: `${server.url}/v2/cdn`,
    publish: (story) => {
      published.set(story.full_slug, story)
      drafts.delete(story.full_slug)
      bump()
    },
    saveDraft: (story) => {
      drafts.set(story.full_slug, story)
    },
    saveInRelease: (release, story) => {
      const stories = releases.get(release) ?? new Map<string, Story>()
      stories.set(story.full_slug, story)
      releases.set(release, stories)
    },
    cacheVersion: () => cv,
  }
}
