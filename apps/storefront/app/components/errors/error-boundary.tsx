// The one shared error boundary (Epic Stack style): a 404 shows the not-found page, a 503 (a BFF
// call the BFF shed, D195) the busy page, anything else the 500 page, always in the minimal
// layout. Details are logged, never shown.
import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { useEffect } from 'react'
import { BusyPage, NotFoundPage, ServerErrorPage } from './error-page'
import { MinimalLayout } from '~/components/shell/layouts'

export function GeneralErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500

  useEffect(() => {
    if (status !== 404 && status !== 503) console.error(error)
  }, [error, status])

  return (
    <MinimalLayout>
      {status === 404 ? <NotFoundPage /> : status === 503 ? <BusyPage /> : <ServerErrorPage />}
    </MinimalLayout>
  )
}
