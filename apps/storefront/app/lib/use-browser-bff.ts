// The typed BFF client in the browser: same-origin calls (`/api/*` is proxied by the storefront's
// server), carrying the current store view's code.
import { createBffClient, type BffClient } from '@vitrine/contracts/bff-client'
import { useMemo } from 'react'
import { useStoreView } from './use-store-view'

export function useBrowserBff(): BffClient {
  const { storeCode } = useStoreView()
  return useMemo(() => {
    const baseUrl = typeof window === 'undefined' ? '' : window.location.origin
    return createBffClient({ baseUrl, storeCode })
  }, [storeCode])
}
