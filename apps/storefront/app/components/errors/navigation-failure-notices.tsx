// spec 000 §8: a data-loading failure on a route change shows an error notification with OK (the
// offline text when the content is not available offline); the navigation itself goes on.
import { useEffect } from 'react'
import {
  NAVIGATION_FAILURE_EVENT,
  type NavigationFailure,
} from '~/lib/navigation/navigation-failure'
import { useTranslate } from '~/lib/use-store-view'
import { useNotifications } from '~/components/shell/notifications-provider'

export function NavigationFailureNotices() {
  const t = useTranslate()
  const { notify } = useNotifications()
  useEffect(() => {
    const show = (event: Event) => {
      const { offline } = (event as CustomEvent<NavigationFailure>).detail
      notify({
        message: t(offline ? 'offline.notAvailable' : 'error.tryAgainSoon'),
        type: 'danger',
      })
    }
    window.addEventListener(NAVIGATION_FAILURE_EVENT, show)
    return () => window.removeEventListener(NAVIGATION_FAILURE_EVENT, show)
  }, [notify, t])
  return null
}
