import { describe, expect, it } from 'vitest'
import { UrlMapRequestSchema, UrlMapResultSchema } from './url-map.js'

describe('UrlMapRequestSchema', () => {
  it('accepts the VSF1 body with null includeFields', () => {
    expect(
      UrlMapRequestSchema.parse({ url: 'women/clothing', includeFields: null, excludeFields: [] })
        .url,
    ).toBe('women/clothing')
  })

  it('refuses an empty url', () => {
    expect(UrlMapRequestSchema.safeParse({ url: '' }).error?.issues[0]?.path).toEqual(['url'])
  })
})

describe('UrlMapResultSchema', () => {
  it('tells an entity hit from a redirect', () => {
    expect(UrlMapResultSchema.parse({ type: 'category', item: { id: 3 } }).type).toBe('category')
    expect(UrlMapResultSchema.parse({ type: 'product', item: { sku: 'A' } }).type).toBe('product')
    const redirect = UrlMapResultSchema.parse({
      type: 'redirect',
      redirect: { target: '/women', status: 301 },
    })
    expect(redirect.type === 'redirect' && redirect.redirect.status).toBe(301)
    expect(
      UrlMapResultSchema.safeParse({ type: 'redirect', redirect: { target: '/x', status: 307 } })
        .success,
    ).toBe(false)
  })
})
