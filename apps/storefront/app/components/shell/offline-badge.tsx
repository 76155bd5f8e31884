// The offline badge (spec 001 §2): 'You are offline. Some features might not be available.'
// while the browser reports no network. The server always renders the online state.
import { useSyncExternalStore } from 'react'
import { useTranslate } from '~/lib/use-store-view'
import styles from './offline-badge.module.css'

function subscribeToNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  )
}

export function OfflineBadge() {
  const online = useIsOnline()
  const t = useTranslate()
  return (
    <div role="status" className={styles.region}>
      {online ? null : <p className={styles.badge}>{t('offline.badge')}</p>}
    </div>
  )
}
