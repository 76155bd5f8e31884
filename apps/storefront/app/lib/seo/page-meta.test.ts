import { describe, expect, it } from 'vitest'
import { buildSeoMeta, htmlToText, NOINDEX_FOLLOW, pickDescription, shortenText } from './page-meta'

describe('page meta', () => {
  it('turns catalogue HTML into plain text', () => {
    expect(htmlToText('<p>Caps &amp; hats<br/>for  <b>summer</b></p><script>x()</script>')).toBe(
      'Caps & hats for summer',
    )
  })

  it('shortens long text at a word boundary with an ellipsis', () => {
    const text = 'word '.repeat(60).trim()
    const short = shortenText(text, 30)
    expect(short).toBe('word word word word word word…')
    expect([...short].length).toBeLessThanOrEqual(30)
    expect(shortenText('short', 30)).toBe('short')
    expect(shortenText('alpha beta gamma', 12)).toBe('alpha beta…')
  })

  it('picks the first non-empty description: meta field, then fallbacks', () => {
    expect(pickDescription([null, '  ', '<p></p>', '<p>Discover hats.</p>', 'Hats'])).toBe(
      'Discover hats.',
    )
    expect(pickDescription(['Meta text', '<p>Other</p>'])).toBe('Meta text')
    expect(pickDescription([undefined])).toBe('')
  })

  it('builds title, description, robots, canonical, alternates and JSON-LD descriptors', () => {
    const meta = buildSeoMeta({
      title: 'Hats | Vitrine',
      description: 'All hats',
      canonical: 'https://shop.example/c/hats',
      alternates: [{ hreflang: 'nl-NL', href: 'https://shop.example/nl/c/hats' }],
      noindex: true,
      jsonLd: [{ '@type': 'BreadcrumbList' }],
    })
    expect(meta).toEqual([
      { title: 'Hats | Vitrine' },
      { name: 'description', content: 'All hats' },
      { name: 'robots', content: NOINDEX_FOLLOW },
      { tagName: 'link', rel: 'canonical', href: 'https://shop.example/c/hats' },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'nl-NL',
        href: 'https://shop.example/nl/c/hats',
      },
      { 'script:ld+json': { '@type': 'BreadcrumbList' } },
    ])
  })

  it('leaves robots out of indexable pages', () => {
    const meta = buildSeoMeta({
      title: 'T',
      description: 'D',
      canonical: 'https://shop.example/',
      alternates: [],
    })
    expect(meta.some((tag) => 'name' in tag && tag.name === 'robots')).toBe(false)
  })
})
