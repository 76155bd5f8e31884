// The navigation progress bar (spec 000 §2, 001 §2: shown during navigation), driven by Remix's
// navigation state; purely visual, screen readers get the busy state from the main region.
import { useNavigation } from '@remix-run/react'
import { useTranslate } from '~/lib/use-store-view'
import styles from './progress-bar.module.css'

export function ProgressBar() {
  const navigation = useNavigation()
  const t = useTranslate()
  if (navigation.state === 'idle') return null
  return (
    <div
      role="progressbar"
      aria-label={t('navigation.progress')}
      className={`${styles.bar} ${navigation.state === 'loading' ? styles.loading : ''}`}
    />
  )
}
