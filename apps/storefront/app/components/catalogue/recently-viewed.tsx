// The recently viewed products of a product page: records the shown product in local storage
// (`recently-viewed`, by sku) and lists the others viewed before it. The list (product cards) is
// loaded only when there is something to list (D63).
import { lazy, Suspense, useEffect, useState } from 'react'
import type { ProductCardView } from '~/lib/catalog/product-card'
import {
  addRecentlyViewed,
  readRecentlyViewed,
  writeRecentlyViewed,
  type RecentlyViewedEntry,
} from '~/lib/recently-viewed'

const RecentlyViewedList = lazy(() =>
  import('./recently-viewed-list').then((module) => ({ default: module.RecentlyViewedList })),
)

export function RecentlyViewed({ current }: { current: ProductCardView }) {
  const [others, setOthers] = useState<RecentlyViewedEntry[]>([])

  useEffect(() => {
    const list = readRecentlyViewed(window.localStorage)
    setOthers(list.filter((item) => item.sku !== current.sku))
    writeRecentlyViewed(window.localStorage, addRecentlyViewed(list, current))
  }, [current])

  if (others.length === 0) return null
  return (
    <Suspense fallback={null}>
      <RecentlyViewedList cards={others} />
    </Suspense>
  )
}
