import { storeViews, type StoreView } from '@vitrine/contracts/store-views'
import { describe, expect, it } from 'vitest'
import { matchStoriesPath, normaliseStoriesPath } from './stories-path'
import { readStoriesBlock, storylineSlugOf } from './storyline'

const view = (code: string) => storeViews.find((candidate) => candidate.storeCode === code)!
const en = storeViews[0] as StoreView
const nl = view('nl')
const de = view('de')

describe('the stories row’s paths (D131)', () => {
  it('matches the current page’s path inside its store view', () => {
    expect(matchStoriesPath(['/', '/women'], '/', en)).toBe('/')
    expect(matchStoriesPath(['/', '/women'], '/women', en)).toBe('/women')
    expect(matchStoriesPath(['/', '/dames'], '/nl', nl)).toBe('/')
    expect(matchStoriesPath(['/', '/dames'], '/nl/', nl)).toBe('/')
    expect(matchStoriesPath(['/', '/dames'], '/nl/dames', nl)).toBe('/dames')
    expect(matchStoriesPath(['/damen'], '/de/damen', de)).toBe('/damen')
  })

  it('does not match other pages, deeper pages or another store view’s paths', () => {
    expect(matchStoriesPath(['/', '/women'], '/faq', en)).toBeNull()
    expect(matchStoriesPath(['/', '/women'], '/women/swimwear', en)).toBeNull()
    expect(matchStoriesPath(['/dames'], '/nl/women', nl)).toBeNull()
    expect(matchStoriesPath([], '/', en)).toBeNull()
  })

  it('reads the layout’s paths as the store’s paths', () => {
    expect(normaliseStoriesPath('')).toBe('/')
    expect(normaliseStoriesPath(' women/ ')).toBe('/women')
    expect(normaliseStoriesPath('//women//swimwear/')).toBe('/women//swimwear')
  })

  it('finds each path’s stories at storyline-stories/{path} in the store view’s folder', () => {
    expect(storylineSlugOf(en, '/')).toBe('storyline-stories/home')
    expect(storylineSlugOf(en, '/women')).toBe('storyline-stories/women')
    expect(storylineSlugOf(nl, '/')).toBe('nl/storyline-stories/home')
    expect(storylineSlugOf(de, '/damen/bademode')).toBe('de/storyline-stories/damen/bademode')
  })

  it('reads a storyline’s stories with a picture and a title, linked into the store view', () => {
    const row = readStoriesBlock(
      {
        component: 'stories',
        stories: [
          { title: 'Zwemwinkel', logo: { filename: '/img/a.jpg', alt: 'Bikini' }, link: '/dames' },
          { title: 'Zonder foto', logo: { filename: '' } },
          { title: '', logo: { filename: '/img/b.jpg' } },
        ],
      },
      nl,
      'Verhalen',
    )
    expect(row).toEqual({
      title: 'Verhalen',
      items: [{ title: 'Zwemwinkel', image: '/img/a.jpg', alt: 'Bikini', href: '/nl/dames' }],
    })
  })
})
