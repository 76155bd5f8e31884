// The catalogue's event builders are not part of a product page's first load (D63 budget): the
// header's menus, the breadcrumbs and the product page's view_item load them when they push.
import type * as CatalogEvents from './catalog-events'

/** Runs `push` with the catalogue's event builders once they have loaded. */
export function withCatalogEvents(push: (events: typeof CatalogEvents) => void): void {
  void import('./catalog-events').then(push)
}
