// What the root loader hands to every page: the public origin (canonical, hreflang and JSON-LD
// URLs) and the tag manager container id (spec 000 §7). Read by meta functions through `matches`
// and by components through `useSiteConfig`.
import { useRouteLoaderData } from '@remix-run/react'

export interface SiteConfig {
  /** `https://shop.example`, without a trailing slash. */
  origin: string
  /** The Google Tag Manager container id; null when none is configured. */
  gtmId: string | null
}

export const ROOT_ROUTE_ID = 'root'

function isSiteConfig(value: unknown): value is SiteConfig {
  return (
    typeof value === 'object' && value !== null && typeof (value as SiteConfig).origin === 'string'
  )
}

/** The site configuration among a meta function's matches (undefined when the root failed). */
export function findSiteConfig(
  matches: readonly { id: string; data: unknown }[],
): SiteConfig | undefined {
  const data = matches.find((match) => match.id === ROOT_ROUTE_ID)?.data
  return isSiteConfig(data) ? data : undefined
}

export function useSiteConfig(): SiteConfig | undefined {
  const data = useRouteLoaderData(ROOT_ROUTE_ID)
  return isSiteConfig(data) ? data : undefined
}
