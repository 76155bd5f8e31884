// Renders a story's blocks through the block registry (001 §2 "Content blocks"): each known block
// in its own Suspense boundary (its chunk loads on demand; the server waits for it, D42), an
// unknown one as nothing in the shop and as a visible placeholder in an editor's preview. The
// first two blocks of the page load their pictures eagerly, the rest lazily (001 §9).
import type { ContentBlock } from '@vitrine/contracts/content'
import { Suspense, useMemo, type ComponentType } from 'react'
import {
  ContentContext,
  useContent,
  type BlockListProps,
  type BlockProps,
  type ContentContextValue,
} from '~/lib/content/block-context'
import { findBlockComponent } from '~/lib/content/block-registry'
import { BlockMounted, usePendingBlock } from '~/lib/content/pending-blocks'
import type { StoryPageData } from '~/lib/content/story-page-data'
import { useTranslate } from '~/lib/use-store-view'
import styles from './story-content.module.css'

/** 001 §9: the first two content blocks load their images eagerly. */
export const EAGER_BLOCKS = 2

function UnknownBlock({ block }: { block: ContentBlock }) {
  const t = useTranslate()
  return (
    <p className={styles.unknown} role="note">
      {t('content.unknownBlock', { name: block.component })}
    </p>
  )
}

function LoadedBlock({
  Component,
  block,
  eager,
}: {
  Component: ComponentType<BlockProps>
  block: ContentBlock
  eager: boolean
}) {
  const settle = usePendingBlock()
  return (
    <Suspense fallback={null}>
      <Component block={block} eager={eager} />
      <BlockMounted onMounted={settle} />
    </Suspense>
  )
}

function BlockSlot({ block, eager }: { block: ContentBlock; eager: boolean }) {
  const { preview } = useContent()
  const Component = findBlockComponent(block.component)
  if (!Component) return preview ? <UnknownBlock block={block} /> : null
  return <LoadedBlock Component={Component} block={block} eager={eager} />
}

export function BlockList({ blocks, eagerCount = 0 }: BlockListProps) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockSlot key={block._uid} block={block} eager={index < eagerCount} />
      ))}
    </>
  )
}

export function StoryContent({
  data,
  blocks,
}: {
  data: Pick<StoryPageData, 'preview' | 'products' | 'carousels' | 'shortDescriptions'>
  blocks: readonly ContentBlock[]
}) {
  const value = useMemo<ContentContextValue>(
    () => ({
      preview: data.preview,
      products: data.products,
      carousels: data.carousels,
      shortDescriptions: data.shortDescriptions,
      BlockList,
    }),
    [data.preview, data.products, data.carousels, data.shortDescriptions],
  )
  return (
    <ContentContext.Provider value={value}>
      <div className={styles.blocks}>
        <BlockList blocks={blocks} eagerCount={EAGER_BLOCKS} />
      </div>
    </ContentContext.Provider>
  )
}
