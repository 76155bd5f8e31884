// CMS pages: the page of the store view by its identifier, and its content reduced to editorial
// HTML before any page carries it.
import { createBffClient } from '@vitrine/contracts/bff-client'
import { findStoreView } from '@vitrine/contracts/store-views'
import { describe, expect, it } from 'vitest'
import { loadCmsPage, sanitizeCmsHtml } from './cms-page.server'

const german = findStoreView('de')!
const english = findStoreView('default')!

/** A BFF answering /api/catalog with `pages`, filtered by identifier as the real one does. */
function bffWithPages(pages: Record<string, unknown>[]) {
  const asked: unknown[] = []
  const client = createBffClient({
    baseUrl: 'http://bff.test',
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as {
        query: { filters: { field: string; value: unknown }[] }
      }
      asked.push(body)
      const identifier = body.query.filters.find((f) => f.field === 'identifier')?.value
      const items = pages.filter((page) => page.identifier === identifier)
      return Response.json({
        code: 200,
        result: {
          items,
          total: items.length,
          perPage: 10,
          start: 0,
          aggregations: {},
          attributeMetadata: [],
        },
      })
    },
  })
  return { client, asked }
}

describe('sanitizeCmsHtml', () => {
  it('keeps editorial text and drops scripts, handlers, styles and unsafe links', () => {
    const html = sanitizeCmsHtml(
      '<h1>Hi</h1><p style="color:red" onclick="steal()">We <strong>ship</strong> fast.</p>' +
        '<script>alert(1)</script><a href="javascript:alert(1)">x</a>' +
        '<a href="/shipping" title="Shipping">Shipping</a><img src="https://cdn.test/a.jpg" onerror="x()" alt="A">',
    )
    expect(html).toBe(
      '<h2>Hi</h2><p>We <strong>ship</strong> fast.</p><a>x</a>' +
        '<a href="/shipping" title="Shipping">Shipping</a><img src="https://cdn.test/a.jpg" alt="A" />',
    )
  })
})

describe('loadCmsPage', () => {
  const about = {
    identifier: 'about-us',
    title: 'About us',
    content_heading: 'Who we are',
    content: '<p>Caps and hats.</p><script>x()</script>',
    meta_title: 'About us | Vitrine',
    meta_description: null,
    store_id: [0],
    active: true,
  }

  it('answers the active page for every store view, sanitized', async () => {
    const { client } = bffWithPages([about])
    expect(await loadCmsPage(client, german, 'about-us')).toEqual({
      kind: 'cms',
      identifier: 'about-us',
      title: 'About us',
      heading: 'Who we are',
      html: '<p>Caps and hats.</p>',
      metaTitle: 'About us | Vitrine',
      metaDescription: null,
    })
  })

  it('skips inactive pages and pages of other store views', async () => {
    const { client } = bffWithPages([
      { ...about, identifier: 'old', active: false },
      { ...about, identifier: 'german-only', store_id: [german.storeId] },
    ])
    expect(await loadCmsPage(client, german, 'old')).toBeUndefined()
    expect(await loadCmsPage(client, german, 'german-only')).toMatchObject({ title: 'About us' })
    expect(await loadCmsPage(client, english, 'german-only')).toBeUndefined()
  })
})
