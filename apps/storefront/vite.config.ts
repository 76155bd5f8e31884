import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig, type BuildOptions } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

// Small modules every page's shell loads go into one chunk instead of a request each (D63).
const SHELL_MODULES = [
  /\/app\/lib\/(store-path|format-price|site-config|panels|route-meta|use-store-view|route-handle)\.ts$/,
  /\/app\/lib\/(catalog\/(image-url|product-path)|navigation\/(use-menu|url-resolution|route-history))\.ts$/,
  /\/app\/lib\/(i18n\/(translate|catalogue-registry)|styles\/inline-styles|orders\/order-queue-key)\.ts$/,
  /\/app\/components\/(errors\/(error-page|navigation-failure[^/]*)|product\/product-price)\.tsx$/,
  /\/app\/components\/shell\/(icons|icon-svg|panels-provider|route-history-provider)\.tsx$/,
  // The heart's button, and react-dom/client beside React: the add-to-wishlist modal renders in a
  // root of its own (D148), so hydrateRoot's module would otherwise become one more first-load file.
  /\/app\/components\/wishlist\/wishlist-heart\.tsx$|\/react-dom\/client\.js/,
  // Shared by the footer's newsletter box and the lazy pop-up's full box (no root facade chunk).
  /\/app\/lib\/use-is-checkout\.ts$|\/app\/components\/shell\/notifications-provider\.tsx$/,
  // The tag manager's check for events a full page load carried over (their code loads on use),
  // and the data layer with view_item and select_category, which product pages and menus push.
  /\/app\/lib\/data-layer\/(carried-events-key|view-events|data-layer)\.ts$/,
  /\/app\/components\/errors\/error-page\.module\.css$/,
  /\/packages\/variants\/dist\/(add-to-cart-validation|variant-messages|size-selector)\.js$/,
  /\/packages\/pricing\/dist\/money\.js$/,
  // The layout's and menus' helpers the lazy panels share with the header (D126).
  /\/app\/lib\/(content\/(use-layout|layout-view)|navigation\/(menu-tree|menu-choice|use-link-list-clicks))\.ts$/,
  /\/app\/components\/shell\/mega-menu\.module\.css$|\/app\/components\/content\/usp-bar\.(tsx|module\.css)$/,
  // Vite's module-preload helper of dynamic imports: shared by the cart and the content blocks'
  // registry, it would otherwise become a chunk of its own on every page.
  /vite\/preload-helper/,
  /\/app\/components\/catalogue\/breadcrumbs\.(tsx|module\.css)$|\/app\/lib\/catalog\/(shown-price|category-trail)\.ts$/,
]

// The browser's scripts only (D48): terser with three compress passes ships 5-6 % less than
// esbuild's minifier, and browsers from 2021 on keep optional chaining as written (esbuild
// rewrites it for Chrome < 91). Terser may write ES2020 and leaves out Vite's Safari 10
// workarounds, as the targets allow. The server build stays as Vite makes it (not minified).
const BROWSER_BUILD: BuildOptions = {
  minify: 'terser',
  target: ['es2020', 'chrome91', 'edge91', 'firefox90', 'safari15'],
  terserOptions: {
    safari10: false,
    ecma: 2020,
    compress: { passes: 3, ecma: 2020 },
    format: { comments: false, ecma: 2020 },
  },
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // Read after the build for the lazy chunks' style sheets (scripts/lazy-style-sheets.mjs).
    // On both builds, or Remix deletes the browser build's; it keeps them in build/.vite.
    manifest: true,
    ...(isSsrBuild ? {} : BROWSER_BUILD),
    rollupOptions: {
      output: {
        manualChunks: (id) =>
          SHELL_MODULES.some((pattern) => pattern.test(id)) ? 'shell' : undefined,
      },
    },
  },
  // Pre-bundled up front so the dev server does not reload the page when it first meets them.
  optimizeDeps: { include: ['zod'] },
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
        v3_routeConfig: true,
      },
    }),
    tsconfigPaths(),
  ],
}))
