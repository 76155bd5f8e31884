// The one shared error boundary (Epic Stack style): a 404 shows the not-found page, anything
// else the 500 page, always in the minimal layout. Details are logged, never shown.
import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { useEffect } from 'react'
import { NotFoundPage, ServerErrorPage } from './error-page'
import { MinimalLayout } from '~/components/shell/layouts'

export function GeneralErrorBoundary() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404

  useEffect(() => {
    if (!notFound) console.error(error)
  }, [error, notFound])

  return <MinimalLayout>{notFound ? <NotFoundPage /> : <ServerErrorPage />}</MinimalLayout>
}
