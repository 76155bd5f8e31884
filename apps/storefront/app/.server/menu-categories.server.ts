// The category menu for the header (spec 001 §2 "Menus"), fetched once per store view and kept in
// this server's memory as long as a rendered page is kept (D191: STOREFRONT_PAGE_CACHE_SECONDS, at
// least a second, at most a minute): the root loader that asks for it runs on every page request,
// and a page never shows a menu older than the page lifetime when it was rendered. A failed fetch
// is not cached and gives an empty menu.
// The menu is kept as its JSON text (D50): the same string goes into every page's loader data.
import type { BffClient } from '@vitrine/contracts/bff-client'
import { queryCatalog } from '@vitrine/contracts/catalog-client'
import type { StoreView } from '@vitrine/contracts/store-views'
import { toJsonPayload, type JsonPayload } from '~/lib/json-payload'
import { buildMenuTree, type MenuCategoryInput, type MenuNode } from '~/lib/navigation/menu-tree'
import { NO_MENU } from '~/lib/navigation/use-menu'
import { getEnv } from './env.server'

const MENU_CACHE_MAX_MS = 60_000
const MENU_CACHE_MIN_MS = 1_000

/** How long a fetched menu is kept: the page cache's lifetime, within 1 to 60 s (D191). */
export function menuLifetimeMs(pageCacheSeconds: number): number {
  return Math.min(MENU_CACHE_MAX_MS, Math.max(MENU_CACHE_MIN_MS, pageCacheSeconds * 1000))
}
/** spec 000 §9: category fetch size 4000. */
const CATEGORY_FETCH_SIZE = 4000
const MENU_FIELDS = [
  'id',
  'parent_id',
  'name',
  'level',
  'position',
  'url_path',
  'include_in_menu',
  'is_active',
  'product_count',
  'children_count',
]

type MenuPayload = JsonPayload<MenuNode[]>

const cache = new Map<string, { expires: number; menu: Promise<MenuPayload> }>()

function readMenuCategories(items: readonly Record<string, unknown>[]): MenuCategoryInput[] {
  return items.flatMap((item) =>
    typeof item.id === 'number' && typeof item.name === 'string'
      ? [item as unknown as MenuCategoryInput]
      : [],
  )
}

async function fetchMenu(bff: BffClient): Promise<MenuPayload> {
  const answer = await queryCatalog(bff, {
    type: 'category',
    query: { filters: [{ field: 'include_in_menu', op: 'eq', value: true }] },
    size: CATEGORY_FETCH_SIZE,
    includeFields: MENU_FIELDS,
  })
  return toJsonPayload(buildMenuTree(readMenuCategories(answer.items)))
}

export function loadMenu(
  context: { bff: BffClient; storeView: StoreView },
  now: number = Date.now(),
): Promise<MenuPayload> {
  const key = context.storeView.storeCode
  const hit = cache.get(key)
  if (hit && hit.expires > now) return hit.menu
  const menu = fetchMenu(context.bff)
  const lifetime = menuLifetimeMs(getEnv().STOREFRONT_PAGE_CACHE_SECONDS)
  cache.set(key, { expires: now + lifetime, menu })
  menu.catch(() => cache.delete(key))
  return menu.catch(() => NO_MENU)
}
