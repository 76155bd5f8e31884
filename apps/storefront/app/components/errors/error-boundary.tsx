// The one shared error boundary (Epic Stack style): a 404 shows the not-found page, a 503 (a BFF
// call the BFF shed, D195) the busy page, anything else the 500 page, always in the minimal
// layout. Details of unexpected errors are logged, never shown.
import { useRouteError } from '@remix-run/react'
import { useEffect } from 'react'
import { BusyPage, classifyRouteError, NotFoundPage, ServerErrorPage } from './error-page'
import { MinimalLayout } from '~/components/shell/layouts'

const PAGES = { notFound: NotFoundPage, busy: BusyPage, error: ServerErrorPage }

export function GeneralErrorBoundary() {
  const error = useRouteError()
  const kind = classifyRouteError(error)

  useEffect(() => {
    if (kind === 'error') console.error(error)
  }, [error, kind])

  const Page = PAGES[kind]
  return (
    <MinimalLayout>
      <Page />
    </MinimalLayout>
  )
}
