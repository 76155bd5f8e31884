import { describe, expect, it } from 'vitest'
import { resolveStoryLink } from './story-link'

const nl = { url: '/nl' }
const en = { url: '' }
const url = (path: string) => ({ linktype: 'url', url: path, cached_url: path })

describe('resolveStoryLink', () => {
  it('takes a path inside the current store view', () => {
    expect(resolveStoryLink(url('/i/about-us'), nl)).toBe('/nl/i/about-us')
    expect(resolveStoryLink(url('/i/about-us'), en)).toBe('/i/about-us')
    expect(resolveStoryLink(url('/'), nl)).toBe('/nl')
  })

  it('keeps a path that already names a store view (an editor writing the whole path)', () => {
    expect(resolveStoryLink(url('/nl/i/about-us'), nl)).toBe('/nl/i/about-us')
    expect(resolveStoryLink(url('/de/return-policy'), nl)).toBe('/de/return-policy')
    expect(resolveStoryLink(url('/nl'), en)).toBe('/nl')
    expect(resolveStoryLink(url('/nlx/page'), en)).toBe('/nlx/page')
  })

  it('drops the store folder of a story link (spec 001 §2 language switch)', () => {
    const story = { linktype: 'story', url: '', cached_url: 'nl/i/faq' }
    expect(resolveStoryLink(story, nl)).toBe('/nl/i/faq')
    expect(resolveStoryLink({ ...story, anchor: 'returns' }, nl)).toBe('/nl/i/faq#returns')
  })

  it('keeps absolute addresses and reads an empty link as none', () => {
    expect(resolveStoryLink(url('https://www.instagram.com/'), nl)).toBe(
      'https://www.instagram.com/',
    )
    expect(resolveStoryLink(url(''), nl)).toBeNull()
    expect(resolveStoryLink(undefined, nl)).toBeNull()
  })
})
