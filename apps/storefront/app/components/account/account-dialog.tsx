// The account area's modals (spec 001 §2: account addresses, password update, change e-mail):
// opened by a link (`?dialog=`), so they work without JavaScript; with it, the first field gets
// the focus and Escape closes the dialog.
import { Link, useNavigate } from '@remix-run/react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useAccountTranslate } from '~/lib/account/use-account-translate'
import styles from './account.module.css'

export function AccountDialog({
  title,
  closeHref,
  children,
}: {
  title: string
  closeHref: string
  children: ReactNode
}) {
  const t = useAccountTranslate()
  const titleId = useId()
  const box = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input:not([type=hidden]), select')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') navigate(closeHref, { preventScrollReset: true })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [closeHref, navigate])
  return (
    <div className={styles.dialog}>
      <div
        ref={box}
        className={styles.dialogBox}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.subtitle}>
            {title}
          </h2>
          <Link to={closeHref} className={styles.link} preventScrollReset>
            {t('account.cancel')}
          </Link>
        </div>
        {children}
      </div>
    </div>
  )
}
