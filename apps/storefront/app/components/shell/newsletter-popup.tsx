// The newsletter pop-up (spec 001 §2 layouts, §4): a modal with the full newsletter box; once it
// opens the cookie becomes `shown`, so it never opens again (newsletter-popup-counter.tsx counts). Closes with its button, Escape, or
// after a subscription. A logged-in customer's e-mail is not known here; the box starts empty.
import { useEffect, useId, useRef } from 'react'
import { NewsletterBoxFull } from '~/components/content/newsletter-box-full'
import type { NotificationInput } from '~/lib/notifications'
import { useTranslate } from '~/lib/use-store-view'
import styles from './newsletter-popup.module.css'

export default function NewsletterPopup({
  notify,
  onOpen,
  onClose,
}: {
  notify: (notification: NotificationInput) => void
  /** Marks it shown (the cookie) once it is on screen. */
  onOpen: () => void
  onClose: () => void
}) {
  const t = useTranslate()
  const titleId = useId()
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    onOpen()
    box.current?.querySelector<HTMLElement>('input')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
    // Once, when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div className={styles.backdrop}>
      <div
        ref={box}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('newsletter.popupTitle')}
          </h2>
          <button type="button" className={styles.close} onClick={onClose}>
            {t('newsletter.popupClose')}
          </button>
        </div>
        <p>{t('footer.newsletterText')}</p>
        <NewsletterBoxFull notify={notify} onSubscribed={onClose} />
      </div>
    </div>
  )
}
