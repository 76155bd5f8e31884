import { describe, expect, it } from 'vitest'
import { UrlRewriteSchema } from './url-rewrite.js'

const rewrite = {
  request_path: 'ladies/dresses.html',
  target_path: 'women/clothing/dresses',
  redirect_type: 301,
  store_id: 1,
  item_id: 14,
  entity_type: 'category',
}

describe('URL rewrite schema', () => {
  it('accepts plain rewrites and 301/302 redirects, with ids as strings too', () => {
    expect(UrlRewriteSchema.parse(rewrite).redirect_type).toBe(301)
    expect(
      UrlRewriteSchema.parse({ ...rewrite, redirect_type: '302', store_id: '3' }),
    ).toMatchObject({ redirect_type: 302, store_id: 3 })
    expect(
      UrlRewriteSchema.parse({ ...rewrite, redirect_type: 0, entity_type: 'custom', item_id: null })
        .item_id,
    ).toBeNull()
  })

  it('refuses other redirect types and unknown entity types', () => {
    expect(
      UrlRewriteSchema.safeParse({ ...rewrite, redirect_type: 303 }).error?.issues[0]?.path,
    ).toEqual(['redirect_type'])
    expect(UrlRewriteSchema.safeParse({ ...rewrite, entity_type: 'page' }).success).toBe(false)
  })
})
