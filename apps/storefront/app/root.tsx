// The document shell. `lang` is the store view's language; the page layout is chosen by the
// deepest route's handle (spec 001 §2 "Layouts"); errors render through the shared boundary.
import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import {
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  type ShouldRevalidateFunction,
} from '@remix-run/react'
import { getEnv } from './.server/env.server'
import { loadShellContent } from './.server/layout-content.server'
import { readSavedProducts } from './.server/saved-products.server'
import { readLazyStyleSheets } from './.server/lazy-style-sheets.server'
import { loadMenu } from './.server/menu-categories.server'
import { readSiteConfig } from './.server/site-config.server'
import { readSizeFitSettings } from './.server/size-fit-config.server'
import { withCookies } from './.server/session.server'
import { readCartSummary } from './.server/cart-summary.server'
import { takeFlashNotices } from './.server/flash-notices.server'
import { useEffect, type ReactNode } from 'react'
import { DocumentLinks } from './components/shell/document-links'
import { CatalogueScript } from './components/shell/catalogue-script'
import { GeneralErrorBoundary } from './components/errors/error-boundary'
import { classifyRouteError } from './components/errors/error-page'
import { Layout as PageLayout } from './components/shell/layouts'
import { TagManager } from './components/shell/tag-manager'
import { RouteHistoryProvider } from './components/shell/route-history-provider'
import { selectHtmlLang } from './lib/i18n/translate'
import { selectIsHome, selectLayout } from './lib/route-handle'
import { buildTitle, translatorForPath } from './lib/route-meta'
import { useStoreView } from './lib/use-store-view'
import globalStyles from './styles/global.css?url'

// The header's category menu (spec 001 §2 "Menus"), cached for a minute on the server; the store
// view's layout story (header, footer and menus, D125), which the BFF keeps in its content cache,
// with the page's stories row when the layout lists its path (D131); the site configuration
// (public origin, tag manager container; lib/site-config.ts); and for a logged-in customer the
// products on their wishlists, which the hearts show (D148); the server cart the cart cookie names
// and the notices a form's action left (D235).
export async function loader({ context, request }: LoaderFunctionArgs) {
  const [menu, shell, saved, cart, flash] = await Promise.all([
    loadMenu(context),
    loadShellContent(context.bff, context.storeView, new URL(request.url).pathname),
    readSavedProducts(request, context),
    readCartSummary(request, context),
    takeFlashNotices(request.headers.get('cookie')),
  ])
  const body = {
    menu,
    ...shell,
    ...readSiteConfig(request.url),
    // spec 000 §7: the size-fitting service's settings (null without a tenant id).
    sizeFit: readSizeFitSettings(),
    savedProductIds: saved.savedProductIds,
    // spec 001 §4: the newsletter's captcha (null: the local test token, D168, D172).
    recaptchaSiteKey: getEnv().STOREFRONT_RECAPTCHA_SITE_KEY ?? null,
    // The footer island's style sheets, so the footer the server renders is styled (D126).
    styleSheets: readLazyStyleSheets('footer'),
    serverCart: cart.summary,
    notices: flash.notices,
  }
  const cookies = [...saved.cookies, ...cart.cookies, ...flash.cookies]
  return data(body, { headers: withCookies(cookies) })
}

// The menu belongs to the store view, and a move to another store view is a full page load. The
// saved products follow changes in this visit without it (the modal and the wishlist pages, D148).
export const shouldRevalidate: ShouldRevalidateFunction = () => false

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: globalStyles }]

// Routes set their own titles; this one covers the error boundary.
export const meta: MetaFunction = ({ error, location }) => {
  if (!error) return [{ title: buildTitle() }]
  const t = translatorForPath(location.pathname)
  return [{ title: buildTitle(t(`${classifyRouteError(error)}.title`)) }]
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
        <DocumentLinks />
      </head>
      <body>
        {children}
        <CatalogueScript />
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
    <RouteHistoryProvider>
      <PageLayout name={selectLayout(matches)} isHome={selectIsHome(matches)}>
        <Outlet />
        <TagManager />
      </PageLayout>
    </RouteHistoryProvider>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
