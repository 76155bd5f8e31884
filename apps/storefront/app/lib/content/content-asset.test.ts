import { describe, expect, it } from 'vitest'
import { isVideo, readLink, resizeAsset, stripMarkup } from './content-asset'

describe('content assets (001 §2 slider and tiles)', () => {
  it('resizes Storyblok pictures by its image service, with WebP and the focal point', () => {
    const asset = {
      filename: 'https://a.storyblok.com/f/1/1920x1080/ab/summer.jpg',
      alt: '',
      focus: '10x20:30x40',
    }
    expect(resizeAsset(asset, 1920)).toBe(`${asset.filename}/m/1920x0`)
    expect(resizeAsset(asset, 1080, { height: 1920, webp: true })).toBe(
      `${asset.filename}/m/1080x1920/filters:format(webp):focal(10x20:30x40)`,
    )
  })

  it('keeps other pictures and SVG art as they are', () => {
    expect(resizeAsset({ filename: '/content/slide.svg', alt: '' }, 2560)).toBe(
      '/content/slide.svg',
    )
    expect(resizeAsset({ filename: '/img/1080/1920/resize/h/a/hat.jpg', alt: '' }, 1920)).toBe(
      '/img/1080/1920/resize/h/a/hat.jpg',
    )
  })

  it('knows videos by .webm and .mp4', () => {
    expect(isVideo({ filename: '/content/loop.webm', alt: '' })).toBe(true)
    expect(isVideo({ filename: 'https://a.storyblok.com/f/1/x/clip.MP4', alt: '' })).toBe(true)
    expect(isVideo({ filename: '/content/loop.jpg', alt: '' })).toBe(false)
  })

  it('reads links and strips slide texts of markup', () => {
    expect(readLink({ linktype: 'story', cached_url: 'nl/i/about-us' })).toBe('/nl/i/about-us')
    expect(readLink({ linktype: 'url', url: '/c/hats-12' })).toBe('/c/hats-12')
    expect(stripMarkup('<h2>Summer &amp; sun</h2><p>Light  layers</p>')).toBe(
      'Summer & sun Light layers',
    )
  })
})
