// What every page knows of the shopper's server cart (D235), from the root loader: its id, the
// header badge's count, and whether a form changed it since the browser's cart last took it over.
// Without JavaScript the badge shows this count; with it, the browser's cart adopts the cart.
import { useRouteLoaderData } from '@remix-run/react'

export interface ServerCartSummary {
  token: string
  count: number
  changed: boolean
}

export function useServerCart(): ServerCartSummary | null {
  return useRouteLoaderData<{ serverCart?: ServerCartSummary | null }>('root')?.serverCart ?? null
}
