// The URL dispatcher in the browser (spec 000 §2 steps 2–5): the path with its query is looked up
// in memory, then localStorage, then the server's URL map. Redirects and the not-found page are
// settled here without a server page request; a category asks the server loader for its data.
// spec 000 §8: when the lookup fails, an error notification shows and navigation continues (the
// server resolves the path itself); offline, the shopper is sent home.
import { redirect } from '@remix-run/react'
import { resolveStoreFromPath } from '@vitrine/contracts/store-views'
import { buildStorePath } from '../store-path'
import { resolveInBrowser } from './browser-url-map'
import { announceNavigationFailure, classifyNavigationFailure } from './navigation-failure'
import type { CachedUrlTarget } from './url-map-cache'
import { decideDispatch, isStoreHome } from './url-resolution'

export async function dispatchInBrowser<T>(
  request: Request,
  serverLoader: () => Promise<T>,
): Promise<T> {
  const url = new URL(request.url)
  let target: CachedUrlTarget | undefined
  if (!isStoreHome(url.pathname)) {
    try {
      target = await resolveInBrowser(url)
    } catch (error) {
      const failure = classifyNavigationFailure(error, navigator.onLine)
      announceNavigationFailure(failure)
      if (failure.offline) {
        throw redirect(buildStorePath(resolveStoreFromPath(url.pathname).storeView, '/'))
      }
      return serverLoader()
    }
  }
  const decision = decideDispatch(url.pathname, url.search, target)
  if (decision.kind === 'redirect') throw redirect(decision.location, decision.status)
  if (decision.kind === 'not-found') {
    throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
  }
  return serverLoader()
}
