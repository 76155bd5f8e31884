// Starts the Google Tag Manager container of the site configuration after the page has loaded
// (spec 000 §7), after pushing the events the previous page carried over. Renders nothing; without
// a container id the data layer still collects events.
import { useEffect } from 'react'
import { hasCarriedEvents } from '~/lib/data-layer/carried-events-key'
import { startTagManagerAfterLoad } from '~/lib/data-layer/tag-manager'
import { useSiteConfig } from '~/lib/site-config'

export function TagManager() {
  const containerId = useSiteConfig()?.gtmId ?? null
  useEffect(() => {
    window.dataLayer ??= []
    // Events of the page before, which ended in a full load (login).
    if (hasCarriedEvents(window)) {
      void import('~/lib/data-layer/carried-events').then((events) =>
        events.pushCarriedEvents(window),
      )
    }
    if (!containerId) return
    return startTagManagerAfterLoad(window, containerId)
  }, [containerId])
  return null
}
