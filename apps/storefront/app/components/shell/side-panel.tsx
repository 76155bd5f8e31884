// A side panel dialog (mini-cart, search, store selector). Rendered only while open; focus moves
// to its close button on open. An optional footer stays at the panel's foot while the body scrolls. Escape and the overlay are handled by PanelsProvider / Overlay.
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useTranslate } from '~/lib/use-store-view'
import { PanelIcon } from './panel-icons'
import styles from './side-panel.module.css'

export function SidePanel({
  title,
  side = 'right',
  onClose,
  children,
  footer,
}: {
  title: string
  side?: 'left' | 'right'
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
}) {
  const t = useTranslate()
  const titleId = useId()
  const closeButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    closeButton.current?.focus()
  }, [])

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className={`${styles.panel} ${side === 'left' ? styles.left : styles.right}`}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button
          ref={closeButton}
          type="button"
          className={styles.close}
          aria-label={t('panel.close')}
          onClick={onClose}
        >
          <PanelIcon name="close" />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.foot}>{footer}</div> : null}
    </div>
  )
}
