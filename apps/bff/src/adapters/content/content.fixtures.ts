// Stories of the content contract suite, shaped as Storyblok's CDN v2 answers them: a home page
// in three store views linked by alternates (same group_id), an `/i/` page, a block, and what the
// draft version and a release change.
import type { ContentBlock, Story } from '@vitrine/contracts/content'

const created = '2026-01-05T09:00:00.000Z'

export function fixtureStory(
  fields: Partial<Story> & { id: number; full_slug: string; content: ContentBlock },
): Story {
  const slug = fields.full_slug.split('/').pop() ?? fields.full_slug
  return {
    uuid: `uuid-${fields.id}`,
    name: slug,
    slug,
    alternates: [],
    lang: 'default',
    published_at: '2026-02-01T10:00:00.000Z',
    first_published_at: '2026-02-01T10:00:00.000Z',
    created_at: created,
    is_startpage: false,
    parent_id: null,
    group_id: `group-${fields.id}`,
    tag_list: [],
    position: 0,
    ...fields,
  }
}

const homeAlternate = (id: number, full_slug: string, parent_id: number | null) => ({
  id,
  name: 'Home',
  slug: 'home',
  full_slug,
  is_folder: false,
  parent_id,
})

const homeGroup = 'f3f0c1c2-home'

export const FIXTURE_HOME = fixtureStory({
  id: 101,
  uuid: 'a1b2c3d4-0101',
  name: 'Home',
  full_slug: 'home',
  group_id: homeGroup,
  is_startpage: true,
  content: {
    component: 'page',
    _uid: 'home-page',
    body: [{ component: 'heading', _uid: 'home-h', text: 'Summer is here', level: '2' }],
  },
  alternates: [homeAlternate(102, 'nl/home', 11), homeAlternate(103, 'de/home', 12)],
})

export const FIXTURE_NL_HOME = fixtureStory({
  id: 102,
  uuid: 'a1b2c3d4-0102',
  name: 'Home',
  full_slug: 'nl/home',
  parent_id: 11,
  group_id: homeGroup,
  is_startpage: true,
  content: {
    component: 'page',
    _uid: 'home-page-nl',
    body: [{ component: 'heading', _uid: 'home-h-nl', text: 'De zomer is er', level: '2' }],
  },
  alternates: [homeAlternate(101, 'home', null), homeAlternate(103, 'de/home', 12)],
})

export const FIXTURE_DE_HOME = fixtureStory({
  id: 103,
  uuid: 'a1b2c3d4-0103',
  name: 'Home',
  full_slug: 'de/home',
  parent_id: 12,
  group_id: homeGroup,
  is_startpage: true,
  content: {
    component: 'page',
    _uid: 'home-page-de',
    body: [{ component: 'heading', _uid: 'home-h-de', text: 'Der Sommer ist da', level: '2' }],
  },
  alternates: [homeAlternate(101, 'home', null), homeAlternate(102, 'nl/home', 11)],
})

export const FIXTURE_ABOUT = fixtureStory({
  id: 110,
  full_slug: 'i/about-us',
  name: 'About us',
  content: {
    component: 'page',
    _uid: 'about',
    body: [{ component: 'text-block', _uid: 'about-t', text: 'We make caps.' }],
  },
})

export const FIXTURE_ABOUT_DRAFT: Story = {
  ...FIXTURE_ABOUT,
  published_at: FIXTURE_ABOUT.published_at,
  content: {
    component: 'page',
    _uid: 'about',
    body: [{ component: 'text-block', _uid: 'about-t', text: 'We make caps and hats.' }],
  },
}

export const FIXTURE_RELEASE_ID = '7'

export const FIXTURE_ABOUT_RELEASE: Story = {
  ...FIXTURE_ABOUT,
  content: {
    component: 'page',
    _uid: 'about',
    body: [{ component: 'text-block', _uid: 'about-t', text: 'Autumn collection, soon.' }],
  },
}

export const FIXTURE_USPS = fixtureStory({
  id: 120,
  full_slug: 'blocks/usps',
  name: 'USPs',
  content: { component: 'usps', _uid: 'usps', usps: [] },
})

/** The published stories every harness starts with. */
export const FIXTURE_PUBLISHED: Story[] = [
  FIXTURE_HOME,
  FIXTURE_NL_HOME,
  FIXTURE_DE_HOME,
  FIXTURE_ABOUT,
  FIXTURE_USPS,
]
