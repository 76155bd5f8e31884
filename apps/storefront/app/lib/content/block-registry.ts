// The block registry (001 §2 "Content blocks"): a story block's `component` names the React
// component that renders it. Each is its own chunk, loaded only by pages whose stories use it, so
// no other page (the product page's 100 KB budget) pays for them. Unknown names have no entry.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { BlockProps } from './block-context'
import { layoutBlockLoaders } from './layout-block-loaders'

type BlockModule = { default: ComponentType<BlockProps> }

const loaders: Record<string, () => Promise<BlockModule>> = {
  slider: () => import('~/components/content/blocks/slider'),
  tiles: () => import('~/components/content/blocks/tiles'),
  heading: () => import('~/components/content/blocks/heading'),
  tabs: () => import('~/components/content/blocks/tabs'),
  row: () => import('~/components/content/blocks/row'),
  'text-tile': () => import('~/components/content/blocks/text-tile'),
  'text-block': () => import('~/components/content/blocks/text-block'),
  faq: () => import('~/components/content/blocks/faq'),
  'return-accordion': () => import('~/components/content/blocks/return-accordion'),
  'raw-html': () => import('~/components/content/blocks/raw-html'),
  anchor: () => import('~/components/content/blocks/anchor'),
  'product-tile': () => import('~/components/content/blocks/product-tile'),
  'product-carousel': () => import('~/components/content/blocks/product-carousel'),
  'highlighted-categories': () => import('~/components/content/blocks/highlighted-categories'),
  'cards-carousel': () => import('~/components/content/blocks/cards-carousel'),
  // The layout's blocks: stories, USPs, quick filters, shop the look, newsletter, … (D128).
  ...layoutBlockLoaders,
}

const components = new Map<string, LazyExoticComponent<ComponentType<BlockProps>>>()

/** The component names the registry knows. */
export const KNOWN_BLOCKS: readonly string[] = Object.keys(loaders)

/** Registers the loader of a block kind (other features add theirs, e.g. USPs, menus). */
export function registerBlock(component: string, load: () => Promise<BlockModule>): void {
  loaders[component] = load
  components.delete(component)
}

/** The lazily loaded component for a block kind, or undefined for an unknown one. */
export function findBlockComponent(
  component: string,
): LazyExoticComponent<ComponentType<BlockProps>> | undefined {
  const load = loaders[component]
  if (!load) return undefined
  let found = components.get(component)
  if (!found) {
    found = lazy(load)
    components.set(component, found)
  }
  return found
}

/** Starts loading the chunks of these block kinds (before hydration, so nothing waits). */
export function preloadBlocks(kinds: Iterable<string>): Promise<unknown> {
  return Promise.all([...new Set(kinds)].flatMap((kind) => loaders[kind]?.() ?? []))
}
