// The size-fitting configuration in the browser: the root loader hands it over (null when no
// tenant id is configured), so the service's events stay client side only (spec 000 §7).
import { useRouteLoaderData } from '@remix-run/react'
import type { SizeFitConfig } from './size-fit-events'

function isSizeFitConfig(value: unknown): value is SizeFitConfig {
  if (typeof value !== 'object' || value === null) return false
  const config = value as Record<string, unknown>
  return (
    typeof config.tenantId === 'string' &&
    (config.endpoint === null || typeof config.endpoint === 'string')
  )
}

export function useSizeFitConfig(): SizeFitConfig | null {
  const data = useRouteLoaderData('root')
  const candidate =
    typeof data === 'object' && data !== null ? (data as { sizeFit?: unknown }).sizeFit : null
  return isSizeFitConfig(candidate) ? candidate : null
}
