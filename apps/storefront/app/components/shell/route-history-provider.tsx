// Keeps the route history (spec 000 §2) for the pages: current and previous route, the scroll
// position taken when a navigation starts, the category products shown, and whether the shopper
// went back. It also makes a move into another store view a full page load (multistore mode).
import { NavigationType, useLocation, useNavigation, useNavigationType } from '@remix-run/react'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react'
import {
  initialRouteHistory,
  recordNavigation,
  recordProductsShown,
  recordScroll,
  selectRestore,
  type RouteHistory,
} from '~/lib/navigation/route-history'
import { isStoreSwitch } from '~/lib/navigation/url-resolution'

interface RouteHistoryContextValue {
  /** The history as of this render (current route included). */
  read: () => RouteHistory
  reportProductsShown: (count: number) => void
}

const RouteHistoryContext = createContext<RouteHistoryContextValue | null>(null)

export function RouteHistoryProvider({ children }: { children: ReactNode }) {
  const location = useLocation()
  const navigationType = useNavigationType()
  const navigation = useNavigation()
  const history = useRef<RouteHistory>(initialRouteHistory)

  // Recorded while rendering (idempotent per location key), so the new page's own effects,
  // which run before this provider's, already see themselves as the current route.
  history.current = recordNavigation(
    history.current,
    { key: location.key, path: `${location.pathname}${location.search}` },
    navigationType === NavigationType.Pop,
  )

  // The page is still the old one when a navigation starts: its scroll position is final.
  useEffect(() => {
    if (navigation.state === 'loading' || navigation.state === 'submitting') {
      history.current = recordScroll(history.current, window.scrollY)
    }
  }, [navigation.state])

  // spec 000 §2: when the store code of the route differs from the current one, the browser
  // moves to the route's path (a full load: the store's catalogue, cart and texts start fresh).
  const previousPath = history.current.previous?.path
  useEffect(() => {
    if (previousPath && isStoreSwitch(previousPath.split('?')[0] ?? '', location.pathname)) {
      window.location.replace(`${location.pathname}${location.search}${location.hash}`)
    }
  }, [location.key, location.pathname, location.search, location.hash, previousPath])

  const read = useCallback(() => history.current, [])
  const reportProductsShown = useCallback((count: number) => {
    history.current = recordProductsShown(history.current, count)
  }, [])
  const value = useMemo(() => ({ read, reportProductsShown }), [read, reportProductsShown])
  return <RouteHistoryContext.Provider value={value}>{children}</RouteHistoryContext.Provider>
}

/**
 * For a category's product list: reports how many products it shows, and on back navigation loads
 * more pages until it shows as many as before, then scrolls back to where the shopper was.
 */
export function useRestoredProductList(list: {
  shown: number
  canLoadMore: boolean
  loading: boolean
  failed: boolean
  loadMore: () => void
}): void {
  const context = useContext(RouteHistoryContext)
  const restore = useRef(context ? selectRestore(context.read()) : null)
  const { shown, canLoadMore, loading, failed, loadMore } = list

  useEffect(() => {
    context?.reportProductsShown(shown)
  }, [context, shown])

  useEffect(() => {
    const target = restore.current
    if (!target || loading) return
    if (shown < target.productsShown && canLoadMore && !failed) {
      loadMore()
      return
    }
    restore.current = null
    window.scrollTo(0, target.scrollY)
  }, [shown, canLoadMore, loading, failed, loadMore])
}
