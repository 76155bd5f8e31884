import { describe, expect, it } from 'vitest'
import { selectCategoryTrail } from './category-trail'

describe('selectCategoryTrail', () => {
  it('follows the deepest path, top level first, leaving side paths and unaddressable ones out', () => {
    const trail = selectCategoryTrail([
      { category_id: 2, name: 'Default', path: '1/2' },
      { category_id: 30, name: 'Sale', slug: 'sale-30', path: '1/2/30' },
      { category_id: 5, name: 'Caps', slug: 'caps-5', path: '1/2/3/5' },
      { category_id: 3, name: 'Women', slug: 'women-3', path: '1/2/3' },
    ])
    expect(trail.map((category) => category.name)).toEqual(['Women', 'Caps'])
  })

  it('does not take a sibling whose id only starts like an ancestor', () => {
    const trail = selectCategoryTrail([
      { category_id: 3, name: 'Women', slug: 'women-3', path: '1/2/3' },
      { category_id: 30, name: 'Sale', slug: 'sale-30', path: '1/2/30' },
      { category_id: 301, name: 'Sale Caps', slug: 'sale-caps-301', path: '1/2/30/301' },
    ])
    expect(trail.map((category) => category.name)).toEqual(['Sale', 'Sale Caps'])
    expect(selectCategoryTrail(null)).toEqual([])
  })
})
