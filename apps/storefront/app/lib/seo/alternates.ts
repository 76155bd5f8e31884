// hreflang alternates (spec 000 §2: alternate URLs "are hidden for disabled store views"): the same
// page in every enabled store view, plus x-default for the worldwide default store. The language
// codes follow the catalogues: the worldwide store is plain `en`, the others their locale.
import {
  defaultStoreView,
  listEnabledStoreViews,
  resolveStoreFromPath,
  storeViews,
  type StoreView,
} from '@vitrine/contracts/store-views'
import { buildStorePath } from '../store-path'

export const X_DEFAULT = 'x-default'

export interface Alternate {
  hreflang: string
  href: string
}

/** `en` for the worldwide store, else the store view's locale (`nl-NL`, `de-DE`). */
export function selectHreflang(storeView: Pick<StoreView, 'storeCode' | 'i18n'>): string {
  return storeView.storeCode === defaultStoreView.storeCode
    ? storeView.i18n.defaultLanguage.toLowerCase()
    : storeView.i18n.defaultLocale
}

/** An absolute URL of a path on the shop's public origin (`https://shop.example` + `/nl/c/hats`). */
export function toAbsoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin.replace(/\/+$/, '')}/`).href
}

/**
 * The alternates of a page given by its path in any store view (`/nl/c/hats` and `/c/hats` give
 * the same list). Disabled store views are left out; x-default is the default store's page, or
 * the first enabled store's when the default store is disabled. A page whose address differs per
 * store view (a product's or category's translated url key, D84) passes its path in each store
 * view, by store code, in `paths`.
 */
export function listAlternates(
  origin: string,
  pathname: string,
  views: readonly StoreView[] = storeViews,
  paths: Readonly<Record<string, string>> = {},
): Alternate[] {
  const { path } = resolveStoreFromPath(pathname)
  const enabled = listEnabledStoreViews(views)
  const pathIn = (view: StoreView) => paths[view.storeCode] ?? buildStorePath(view, path)
  const alternates = enabled.map((view) => ({
    hreflang: selectHreflang(view),
    href: toAbsoluteUrl(origin, pathIn(view)),
  }))
  const fallback =
    enabled.find((view) => view.storeCode === defaultStoreView.storeCode) ?? enabled[0]
  if (!fallback) return []
  return [...alternates, { hreflang: X_DEFAULT, href: toAbsoluteUrl(origin, pathIn(fallback)) }]
}
