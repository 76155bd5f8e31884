// Starts the Google Tag Manager container of the site configuration after the page has loaded
// (spec 000 §7). Renders nothing; without a container id the data layer still collects events.
import { useEffect } from 'react'
import { startTagManagerAfterLoad } from '~/lib/data-layer/tag-manager'
import { useSiteConfig } from '~/lib/site-config'

export function TagManager() {
  const containerId = useSiteConfig()?.gtmId ?? null
  useEffect(() => {
    window.dataLayer ??= []
    if (!containerId) return
    return startTagManagerAfterLoad(window, containerId)
  }, [containerId])
  return null
}
