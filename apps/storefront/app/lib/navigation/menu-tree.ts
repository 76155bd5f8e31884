// The category menu (spec 001 §2 "Menus"): under a given parent, the categories included in the
// menu that have products or children, by position, each linking to `/{url_path}`. Used by the
// desktop mega menu, the mobile menu and the home page's highlighted categories until the CMS
// blocks exist.

export interface MenuCategoryInput {
  id: number
  parent_id?: number | undefined
  name: string
  level?: number | undefined
  position?: number | undefined
  url_path?: string | undefined
  include_in_menu?: unknown
  is_active?: unknown
  product_count?: number | undefined
  children_count?: number | undefined
}

export interface MenuNode {
  id: number
  name: string
  /** Without the store prefix or leading slash, e.g. `women/clothing`. */
  urlPath: string
  children: MenuNode[]
}

/** The mega menu shows three levels: top items, titled columns and their item lists. */
export const MENU_DEPTH = 3

const isOn = (flag: unknown) => flag === true || flag === 1 || flag === '1'
const isOff = (flag: unknown) => flag === false || flag === 0 || flag === '0'

function isListed(category: MenuCategoryInput): boolean {
  return (
    isOn(category.include_in_menu) &&
    !isOff(category.is_active) &&
    Boolean(category.url_path) &&
    ((category.product_count ?? 0) > 0 || (category.children_count ?? 0) > 0)
  )
}

/**
 * Builds the menu under `parentId`; when no parent is given, under the parent of the shallowest
 * listed categories (the store's root category).
 */
export function buildMenuTree(
  categories: readonly MenuCategoryInput[],
  parentId?: number,
  depth: number = MENU_DEPTH,
): MenuNode[] {
  const listed = categories.filter(isListed)
  const byParent = new Map<number, MenuCategoryInput[]>()
  for (const category of listed) {
    if (category.parent_id === undefined) continue
    byParent.set(category.parent_id, [...(byParent.get(category.parent_id) ?? []), category])
  }
  const top =
    parentId ??
    [...listed].sort((a, b) => (a.level ?? 0) - (b.level ?? 0))[0]?.parent_id ??
    Number.NaN
  const build = (id: number, level: number): MenuNode[] =>
    level > depth
      ? []
      : [...(byParent.get(id) ?? [])]
          .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
          .map((category) => ({
            id: category.id,
            name: category.name,
            urlPath: (category.url_path ?? '').replace(/^\/+/, ''),
            children: build(category.id, level + 1),
          }))
  return build(top, 1)
}

/** The node of a category anywhere in the menu (a mega-menu item's given parent, spec 001 §2). */
export function findMenuNode(menu: readonly MenuNode[], id: number): MenuNode | undefined {
  for (const node of menu) {
    const found = node.id === id ? node : findMenuNode(node.children, id)
    if (found) return found
  }
  return undefined
}
