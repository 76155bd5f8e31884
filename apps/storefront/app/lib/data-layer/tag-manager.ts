// Loading the Google Tag Manager container (spec 000 §7). The data layer works without it (events
// are pushed to `window.dataLayer` either way); the container script is added only after the
// page's load event, so it never competes with the page's own resources.

export const GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js'
const SCRIPT_MARK = 'data-gtm-container'

export function buildTagManagerUrl(containerId: string): string {
  return `${GTM_SCRIPT_URL}?id=${encodeURIComponent(containerId)}`
}

/** Adds the container script once (GTM's own snippet: a `gtm.js` start event, then the script). */
export function startTagManager(target: Window, containerId: string, now = Date.now()): void {
  const doc = target.document
  if (doc.querySelector(`script[${SCRIPT_MARK}]`)) return
  target.dataLayer ??= []
  target.dataLayer.push({ 'gtm.start': now, event: 'gtm.js' })
  const script = doc.createElement('script')
  script.async = true
  script.src = buildTagManagerUrl(containerId)
  script.setAttribute(SCRIPT_MARK, containerId)
  doc.head.appendChild(script)
}

/** Starts the container once the page has loaded; returns a cancel function for effects. */
export function startTagManagerAfterLoad(target: Window, containerId: string): () => void {
  const start = () => startTagManager(target, containerId)
  if (target.document.readyState === 'complete') {
    start()
    return () => {}
  }
  target.addEventListener('load', start, { once: true })
  return () => target.removeEventListener('load', start)
}
