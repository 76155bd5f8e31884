// A page built from a story (001 §2 "Content blocks"; 000 §2 preview mode): the sanitised story as
// the BFF answered it (D113) and the product cards its product blocks show, looked up on the
// server with the page so the blocks render without a request of their own.
import type { ContentBlock, Story } from '@vitrine/contracts/content'
import type { ProductCardView } from '../catalog/product-card'

export interface StoryPageData {
  kind: 'story'
  story: Story
  /** Product cards by SKU for product tiles, shop the look and carousels. */
  products: Record<string, ProductCardView>
  /** The product carousels' SKUs by block `_uid` (category carousels are resolved on the server). */
  carousels: Record<string, string[]>
  /** Short descriptions by SKU, for product tiles that show one. */
  shortDescriptions: Record<string, string>
  /** A draft shown to an editor: unknown blocks show a placeholder (001 §2). */
  preview: boolean
  /** The blocks' style sheets, written into the document (D115; shell/document-links.tsx). */
  styleSheets?: readonly string[]
}

export function isContentBlock(value: unknown): value is ContentBlock {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ContentBlock).component === 'string' &&
    typeof (value as ContentBlock)._uid === 'string'
  )
}

/** The blocks of a block list field (`body`, `columns`, …); anything else is left out. */
export function readBlocks(value: unknown): ContentBlock[] {
  return Array.isArray(value) ? value.filter(isContentBlock) : []
}

/** A text field of a block, '' when missing. */
export function readString(block: ContentBlock, field: string): string {
  const value = block[field]
  return typeof value === 'string' ? value : ''
}

/** Every block in a story's content, depth first (rich-text `blok` nodes included). */
export function walkBlocks(root: unknown, visit: (block: ContentBlock) => void): void {
  if (Array.isArray(root)) {
    for (const item of root) walkBlocks(item, visit)
    return
  }
  if (typeof root !== 'object' || root === null) return
  if (isContentBlock(root)) visit(root)
  for (const value of Object.values(root)) {
    if (typeof value === 'object' && value !== null) walkBlocks(value, visit)
  }
}
