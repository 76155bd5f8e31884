// The category menu the root loader fetched for this store view (spec 001 §2 "Menus"), sent as one
// JSON text (D50): the same text on every page of the store view, parsed once.
import { useRouteLoaderData } from '@remix-run/react'
import { useJsonPayload, type JsonPayload } from '../json-payload'
import type { MenuNode } from './menu-tree'

/** The menu when there is none (the root loader's fetch failed or has not run). */
export const NO_MENU = '[]' as JsonPayload<MenuNode[]>

export function useMenu(): readonly MenuNode[] {
  const data: { menu?: JsonPayload<MenuNode[]> } | undefined = useRouteLoaderData('root')
  return useJsonPayload(data?.menu ?? NO_MENU)
}
