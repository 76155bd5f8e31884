// Where the newsletter pop-up lives in the default layout (spec 001 §2, §4, §9). Kept this small
// on purpose, as it ships with every page (product pages' JavaScript budget, D46): the counter
// (newsletter-popup-counter.tsx) loads at the shopper's first interaction with a page, never on
// the first load, and counts from then on; the pop-up's own code loads only when it opens.
import { lazy, Suspense, useEffect, useState } from 'react'
import { onFirstInteraction } from '~/lib/on-first-interaction'

const NewsletterPopupCounter = lazy(() => import('./newsletter-popup-counter'))

export function NewsletterPopupHost() {
  const [armed, setArmed] = useState(false)
  useEffect(() => onFirstInteraction(() => setArmed(true)), [])
  return armed ? (
    <Suspense fallback={null}>
      <NewsletterPopupCounter />
    </Suspense>
  ) : null
}
