// The not-found and error pages' content (spec 000 §8, 001 §8 texts), shown by the routes /error
// and the catch-all, and by the shared error boundary.
import { isRouteErrorResponse, Link } from '@remix-run/react'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './error-page.module.css'

/** The error page a route error shows: not found (404), busy (503, D195), else the 500 page. */
export type ErrorPageKind = 'notFound' | 'busy' | 'error'

export function classifyRouteError(error: unknown): ErrorPageKind {
  const status = isRouteErrorResponse(error) ? error.status : 500
  return status === 404 ? 'notFound' : status === 503 ? 'busy' : 'error'
}

export function NotFoundPage() {
  const t = useTranslate()
  return <ErrorPageContent title={t('notFound.title')} text={t('notFound.text')} />
}

/** A page whose BFF call was shed (D195): the shop is busy, not broken. */
export function BusyPage() {
  const t = useTranslate()
  return <ErrorPageContent title={t('busy.title')} text={t('busy.text')} />
}

export function ServerErrorPage() {
  const t = useTranslate()
  return <ErrorPageContent title={t('error.title')} text={t('error.tryAgainSoon')} />
}

function ErrorPageContent({ title, text }: { title: string; text: string }) {
  const t = useTranslate()
  const storeView = useStoreView()
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <Link to={buildStorePath(storeView, '/')} className={styles.home}>
        {t('error.backHome')}
      </Link>
    </section>
  )
}
