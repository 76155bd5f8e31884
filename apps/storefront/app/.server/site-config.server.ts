// The root loader's site configuration: the public origin (STOREFRONT_PUBLIC_URL, else the
// request's own origin) and the tag manager container (STOREFRONT_GTM_ID). Without a container
// the spec's warning is logged once per process (spec 000 §8); events still go to the data layer.
import type { SiteConfig } from '~/lib/site-config'
import { getEnv, type Env } from './env.server'

/** spec 000 §8: the tag manager's missing container id warning, verbatim. */
export const GTM_MISSING_WARNING =
  'Google Tag Manager extensions is not working. Ensure Google Tag Manager container ID is defined in config'

type SiteEnv = Pick<Env, 'STOREFRONT_PUBLIC_URL' | 'STOREFRONT_GTM_ID'>

export function createSiteConfigReader(
  readEnv: () => SiteEnv = getEnv,
  warn: (message: string) => void = console.warn,
): (requestUrl: string) => SiteConfig {
  let warned = false
  return (requestUrl) => {
    const env = readEnv()
    const gtmId = env.STOREFRONT_GTM_ID ?? null
    if (!gtmId && !warned) {
      warned = true
      warn(GTM_MISSING_WARNING)
    }
    const origin = (env.STOREFRONT_PUBLIC_URL ?? new URL(requestUrl).origin).replace(/\/+$/, '')
    return { origin, gtmId }
  }
}

/** The site configuration of a request (the process-wide reader, warning at most once). */
export const readSiteConfig = createSiteConfigReader()
