import { describe, expect, it } from 'vitest'
import { buildMenuTree, type MenuCategoryInput } from './menu-tree'

const category = (
  id: number,
  parent: number,
  level: number,
  name: string,
  extra: Partial<MenuCategoryInput> = {},
): MenuCategoryInput => ({
  id,
  parent_id: parent,
  level,
  name,
  position: id,
  url_path: name.toLowerCase(),
  include_in_menu: true,
  product_count: 3,
  children_count: 0,
  ...extra,
})

describe('menu tree', () => {
  it('lists the categories under the root by position, nested', () => {
    const tree = buildMenuTree([
      category(5, 2, 2, 'Men', { position: 2 }),
      category(3, 2, 2, 'Women', { position: 1, url_path: 'women' }),
      category(4, 3, 3, 'Clothing', { url_path: 'women/clothing' }),
      category(6, 4, 4, 'Dresses', { url_path: 'women/clothing/dresses' }),
    ])
    expect(tree.map((node) => node.name)).toEqual(['Women', 'Men'])
    expect(tree[0]?.children[0]).toEqual({
      id: 4,
      name: 'Clothing',
      urlPath: 'women/clothing',
      children: [{ id: 6, name: 'Dresses', urlPath: 'women/clothing/dresses', children: [] }],
    })
  })

  it('leaves out categories not in the menu, inactive, or without products and children', () => {
    const tree = buildMenuTree([
      category(3, 2, 2, 'Women'),
      category(7, 2, 2, 'Archive', { include_in_menu: false }),
      category(8, 2, 2, 'Empty', { product_count: 0, children_count: 0 }),
      category(9, 2, 2, 'Parent', { product_count: 0, children_count: 2, include_in_menu: 1 }),
      category(10, 2, 2, 'Closed', { is_active: false }),
    ])
    expect(tree.map((node) => node.name)).toEqual(['Women', 'Parent'])
  })

  it('starts at a given parent and stops at the given depth', () => {
    const categories = [
      category(3, 2, 2, 'Women'),
      category(4, 3, 3, 'Clothing'),
      category(6, 4, 4, 'Dresses'),
    ]
    expect(buildMenuTree(categories, 3).map((node) => node.name)).toEqual(['Clothing'])
    expect(buildMenuTree(categories, undefined, 1)[0]?.children).toEqual([])
  })
})
