// Whether the current page is a checkout page (spec 001 §2, §4): the shell hides the mega menu,
// newsletter pop-up, mobile and bottom navigation, header icons and menu button there.
import { useMatches } from '@remix-run/react'
import { selectIsCheckout } from './route-handle'

export function useIsCheckout(): boolean {
  return selectIsCheckout(useMatches())
}
