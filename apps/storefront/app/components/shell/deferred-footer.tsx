// The footer as an island (D126): its code (the accordions' links, the NEWSLETTER column with the
// slim newsletter box) is fetched only when the footer comes near the viewport, so a product
// page's first load stays within its budget (the footer lies below the fold). The server renders
// the footer whole; the browser keeps that HTML untouched (its accordions work natively, the
// newsletter fields stay disabled until they work) and puts the live footer in its place once the
// code is there. Clicks on its links are followed in the app meanwhile (D38). The kept HTML is
// never hydrated, so no later render of the page can drop it.
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLinkListClicks } from '~/lib/navigation/use-link-list-clicks'
import type { Footer as LiveFooter } from './footer'

const loadFooter = () => import('./footer').then((module) => module.Footer)
/** The server's render (it waits for the footer, render-document.server.tsx) and a late mount's. */
const LazyFooter = lazy(() => loadFooter().then((footer) => ({ default: footer })))
/** The server's HTML, left untouched by hydration until the footer replaces it. */
const KEEP_SERVER_HTML = { __html: '' }

/** How close to the viewport the footer starts loading: a fast scroll still finds it working. */
const LOAD_MARGIN = '400px'

/** True while the page is being hydrated (root.tsx marks the document once it has been). */
const isHydrating = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true'

export function DeferredFooter() {
  const element = useRef<HTMLDivElement>(null)
  const [live, setLive] = useState<{ Footer: typeof LiveFooter; open: boolean[] } | null>(null)
  // A layout mounted after hydration (a move from a minimal-layout page) has no server HTML to
  // keep: it loads the footer at once.
  const [keepServerHtml] = useState(isHydrating)
  const followLink = useLinkListClicks()
  useEffect(() => {
    if (!keepServerHtml) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void loadFooter().then((Footer) =>
          // The accordions the shopper opened in the kept HTML stay open.
          setLive({
            Footer,
            open: [...(element.current?.querySelectorAll('details') ?? [])].map(
              (details) => details.open,
            ),
          }),
        )
      },
      { rootMargin: LOAD_MARGIN },
    )
    if (element.current) observer.observe(element.current)
    return () => observer.disconnect()
  }, [keepServerHtml])
  if (live || !keepServerHtml) {
    return (
      <div ref={element}>
        {live ? (
          <live.Footer openColumns={live.open} />
        ) : (
          <Suspense fallback={null}>
            <LazyFooter />
          </Suspense>
        )}
      </div>
    )
  }
  return (
    // The kept footer's plain anchors, followed in the app (D38).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={element}
      onClick={followLink}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  )
}
