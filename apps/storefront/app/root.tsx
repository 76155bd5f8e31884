// The document shell. `lang` is the store view's language; the page layout is chosen by the
// deepest route's handle (spec 001 §2 "Layouts"); errors render through the shared boundary.
import type { LinksFunction, MetaFunction } from '@remix-run/node'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'
import { GeneralErrorBoundary } from './components/error-boundary'
import { Layout as PageLayout } from './components/layouts'
import { selectHtmlLang } from './lib/i18n/translate'
import { selectIsHome, selectLayout } from './lib/route-handle'
import { buildTitle, translatorForPath } from './lib/route-meta'
import { useStoreView } from './lib/use-store-view'
import globalStyles from './styles/global.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: globalStyles }]

// Routes set their own titles; this one covers the error boundary.
export const meta: MetaFunction = ({ error, location }) => {
  if (!error) return [{ title: buildTitle() }]
  const t = translatorForPath(location.pathname)
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return [{ title: buildTitle(t(notFound ? 'notFound.title' : 'error.title')) }]
}

export function Layout({ children }: { children: ReactNode }) {
  const storeView = useStoreView()
  return (
    <html lang={selectHtmlLang(storeView)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  const matches = useMatches()
  // Marks the moment the shell became interactive (used by the browser tests to wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <PageLayout name={selectLayout(matches)} isHome={selectIsHome(matches)}>
      <Outlet />
    </PageLayout>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
