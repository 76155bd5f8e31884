import { describe, expect, it } from 'vitest'
import { CmsBlockSchema, CmsPageSchema } from './cms.js'
import { lumaCmsPage } from './vsf1-samples.test-helpers.js'

describe('CMS page and block schemas', () => {
  it('accepts the VSF1 CMS page sample', () => {
    expect(CmsPageSchema.parse(lumaCmsPage).store_id).toEqual([0])
  })

  it('lists a single store id', () => {
    const block = CmsBlockSchema.parse({
      id: 5,
      identifier: 'usps',
      title: 'USPs',
      content: '',
      store_id: '3',
    })
    expect(block.store_id).toEqual([3])
  })

  it('refuses a page without an identifier', () => {
    const result = CmsPageSchema.safeParse({ ...lumaCmsPage, identifier: '' })
    expect(result.error?.issues[0]?.path).toEqual(['identifier'])
  })
})
