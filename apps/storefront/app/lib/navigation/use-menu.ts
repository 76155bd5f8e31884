// The category menu the root loader fetched for this store view (spec 001 §2 "Menus").
import { useRouteLoaderData } from '@remix-run/react'
import type { MenuNode } from './menu-tree'

export function useMenu(): readonly MenuNode[] {
  const data = useRouteLoaderData('root') as { menu?: MenuNode[] } | undefined
  return data?.menu ?? []
}
