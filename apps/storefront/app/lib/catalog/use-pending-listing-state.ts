// The listing state the page is moving to: while a filter or sort choice loads, the controls
// already show it (optimistic UI); otherwise the loaded state.
import { useLocation, useNavigation } from '@remix-run/react'
import { parseListingState, type ListingState } from './listing-state'

export function usePendingListingState(state: ListingState): ListingState {
  const { pathname } = useLocation()
  const navigation = useNavigation()
  return navigation.location?.pathname === pathname
    ? parseListingState(new URLSearchParams(navigation.location.search))
    : state
}
