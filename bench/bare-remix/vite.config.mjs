// The bare Remix page of bench/pages: the same Remix 2 + Vite 6 + React 18 stack as the
// storefront with nothing on it, so the page benchmark can state the storefront's cost as a ratio.
import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'

export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  logLevel: 'warn',
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
      },
    }),
  ],
})
