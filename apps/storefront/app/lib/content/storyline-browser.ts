// A path's stories row read in the browser (D131), after a move to another path with stories:
// loaded on that move only, so the stories row's chunk (and the header's preload list) stays small.
import { createBffClient } from '@vitrine/contracts/bff-client'
import type { StoreView } from '@vitrine/contracts/store-views'
import type { StoriesView } from './layout-view'
import { loadStoryline } from './storyline'

export function readStorylineInBrowser(
  storeView: StoreView,
  path: string,
  fallbackTitle: string,
): Promise<StoriesView | null> {
  const bff = createBffClient({ baseUrl: window.location.origin, storeCode: storeView.storeCode })
  return loadStoryline(bff, storeView, path, fallbackTitle)
}
