// Pieces of the product route (`/p/{parentSku}/{slug}` with an optional `/{childSku}`).
import type { ShouldRevalidateFunction } from '@remix-run/react'
import { buildTitle } from './route-meta'

/** Choosing a variant only rewrites `?childSku=`: the page already holds every child. */
export const shouldRevalidateProduct: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
  formMethod,
}) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate
  const withoutChild = (url: URL) => {
    const search = new URLSearchParams(url.search)
    search.delete('childSku')
    return search.toString()
  }
  return withoutChild(currentUrl) === withoutChild(nextUrl) ? false : defaultShouldRevalidate
}

export function buildProductTitle(name: string | undefined): string {
  return buildTitle(name)
}
