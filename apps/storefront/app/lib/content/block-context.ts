// What every content block may read (001 §2 "Content blocks"): whether the page is an editor's
// preview (unknown blocks then show a placeholder), the product cards the page loaded, and the
// renderer of nested block lists (tabs, columns) — passed down here so that blocks never import
// the registry that lazily imports them.
import type { ContentBlock } from '@vitrine/contracts/content'
import { createContext, useContext, type ComponentType } from 'react'
import type { ProductCardView } from '../catalog/product-card'

export interface BlockListProps {
  blocks: readonly ContentBlock[]
  /** How many of the first blocks load their pictures eagerly (001 §9: the page's first two). */
  eagerCount?: number
}

export interface ContentContextValue {
  preview: boolean
  products: Record<string, ProductCardView>
  carousels: Record<string, string[]>
  shortDescriptions: Record<string, string>
  BlockList: ComponentType<BlockListProps>
}

export const ContentContext = createContext<ContentContextValue | null>(null)

export function useContent(): ContentContextValue {
  const value = useContext(ContentContext)
  if (!value) throw new Error('Content blocks render inside <StoryContent>')
  return value
}

/** The props every block component gets. */
export interface BlockProps {
  block: ContentBlock
  /** Load pictures eagerly: the block is one of the page's first two. */
  eager: boolean
}
