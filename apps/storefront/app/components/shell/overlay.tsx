// The overlay behind an open panel (spec 001 §4: panels turn the overlay on). A click closes the
// panel; it is a button so the action has a name, but it stays out of the tab order because the
// panel's own close button and Escape do the same.
import { useTranslate } from '~/lib/use-store-view'
import styles from './overlay.module.css'
import { usePanels } from './panels-provider'

export function Overlay() {
  const { openPanel, closePanel } = usePanels()
  const t = useTranslate()
  if (openPanel === null) return null
  return (
    <button
      type="button"
      tabIndex={-1}
      className={styles.overlay}
      aria-label={t('overlay.close')}
      onClick={closePanel}
    />
  )
}
