// The newsletter pop-up's counter (spec 001 §4, §9): each page navigation counts in the
// `vs-newsletter-popup` cookie (31 days); once it exceeds 3 the pop-up opens 5000 ms later, never
// in checkout or on /checkout-return; the pop-up then sets the cookie to `shown` and counting
// stops. Loaded at the first interaction with a page (newsletter-popup-host.tsx): the page it
// loads on counts then, every later navigation when it happens.
import { useLocation } from '@remix-run/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useNotifications } from './notifications-provider'
import { useIsCheckout } from '~/lib/use-is-checkout'

const NewsletterPopup = lazy(() => import('./newsletter-popup'))

export const POPUP_COOKIE = 'vs-newsletter-popup'
/** spec 001 §9 */
export const POPUP_COOKIE_MAX_AGE_SECONDS = 31 * 24 * 3600
export const POPUP_AFTER_PAGE_VIEWS = 3
export const POPUP_DELAY_MS = 5000

/** The count in the cookie, `shown`, or 0. */
export function readPopupCookie(cookie: string): number | 'shown' {
  const raw = new RegExp(`(?:^|;\\s*)${POPUP_COOKIE}=([^;]*)`).exec(cookie)?.[1]
  if (raw === 'shown') return 'shown'
  const count = Number(raw)
  return Number.isSafeInteger(count) && count > 0 ? count : 0
}

export function popupCookie(value: number | 'shown'): string {
  return `${POPUP_COOKIE}=${value}; Max-Age=${POPUP_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`
}

/** Counts a page view; true when the pop-up is due (more than 3 views, never shown). */
export function countPageView(doc: Pick<Document, 'cookie'>): boolean {
  const value = readPopupCookie(doc.cookie)
  if (value === 'shown') return false
  doc.cookie = popupCookie(value + 1)
  return value + 1 > POPUP_AFTER_PAGE_VIEWS
}

export default function NewsletterPopupCounter() {
  const { notify } = useNotifications()
  const { pathname } = useLocation()
  const hidden = useIsCheckout() || /\/checkout-return\/?$/.test(pathname)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (hidden || !countPageView(document)) return
    const timer = setTimeout(() => setOpen(true), POPUP_DELAY_MS)
    return () => clearTimeout(timer)
  }, [pathname, hidden])
  if (!open || hidden) return null
  return (
    <Suspense fallback={null}>
      <NewsletterPopup
        notify={notify}
        onOpen={() => {
          document.cookie = popupCookie('shown')
        }}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  )
}
