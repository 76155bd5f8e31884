// Client-side navigation for long lists of plain links (the mega menu, the footer columns): one
// click handler on their container instead of a router <Link> per entry. A <Link> resolves its
// path, reads the location and sets up prefetching on every server render; the mega menu alone
// has about 40 (decision D38). A plain left click on a same-origin link without a target is
// followed in the app, as <Link> would; any other click is left to the browser. Anchors keep
// `data-discover` so Remix learns their routes ahead of the click, as it does for <Link>.
import { useNavigate } from '@remix-run/react'
import { type MouseEvent, useCallback } from 'react'

/** Props for each plain link of such a list. */
export const LIST_LINK_PROPS = { 'data-discover': 'true' } as const

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey
}

/** The container's onClick: follows a clicked link of the list without a document request. */
export function useLinkListClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate()
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || !isPlainLeftClick(event)) return
      const target = event.target as Element | null
      const anchor = target?.closest?.('a[href]')
      if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return
      if (anchor.origin !== window.location.origin) return
      event.preventDefault()
      const to = `${anchor.pathname}${anchor.search}${anchor.hash}`
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
      navigate(to, { replace: to === here })
    },
    [navigate],
  )
}
