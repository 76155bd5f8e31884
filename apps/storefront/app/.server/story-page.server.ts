// Pages built from stories (001 §2 "Content blocks", §7 "CMS"): the published story of a path in
// the store view from the BFF's content API (a miss is null: the route answers 404), and the
// product cards of its product tiles, shop-the-look blocks and carousels, looked up in one
// catalogue query (plus one per category carousel) so the blocks render with the page.
import { BffError, type BffClient } from '@vitrine/contracts/bff-client'
import { queryCatalog } from '@vitrine/contracts/catalog-client'
import type { Story } from '@vitrine/contracts/content'
import type { StoreView } from '@vitrine/contracts/store-views'
import { loadProductCards } from '~/lib/catalog/load-product-cards'
import type { ProductCardView } from '~/lib/catalog/product-card'
import { storySlugOf } from '~/lib/content/story-path'
import { readString, walkBlocks, type StoryPageData } from '~/lib/content/story-page-data'
import { htmlToText, shortenText } from '~/lib/seo/page-meta'

/** 001 §3: a product listing shows 4 products unless the editor chose a limit. */
export const PRODUCT_LISTING_DEFAULT_LIMIT = 4
/** A carousel never asks for more than this many products. */
const MAX_CAROUSEL_PRODUCTS = 24

interface Context {
  bff: BffClient
  storeView: StoreView
}

/** The published story at a page path of the store view (`/` is its home), or null. */
export async function loadStory(context: Context, path: string): Promise<Story | null> {
  const slug = storySlugOf(context.storeView, path)
  try {
    const { story } = await context.bff.call('/api/ext/vsf-storyblok-extension/story', {
      params: slug.split('/'),
    })
    return story
  } catch (error) {
    if (error instanceof BffError && error.status === 404) return null
    throw error
  }
}

function readLimit(value: unknown): number {
  const limit = Number(value)
  return Number.isInteger(limit) && limit > 0
    ? Math.min(limit, MAX_CAROUSEL_PRODUCTS)
    : PRODUCT_LISTING_DEFAULT_LIMIT
}

function splitSkus(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .map((sku) => sku.trim())
    .filter((sku) => sku !== '')
    .slice(0, MAX_CAROUSEL_PRODUCTS)
}

function readDescription(item: unknown): string | null {
  if (typeof item !== 'object' || item === null) return null
  const fields = item as Record<string, unknown>
  const html = fields.short_description ?? fields.description
  return typeof html === 'string' && html.trim() !== '' ? shortenText(htmlToText(html), 160) : null
}

/** The story with the product cards its blocks show. */
export async function loadStoryProducts(
  context: Context,
  story: Story,
  preview: boolean,
): Promise<StoryPageData> {
  const bySku = new Set<string>()
  const carousels: Record<string, string[]> = {}
  const categoryCarousels: Array<{ uid: string; categoryId: number; limit: number }> = []
  walkBlocks(story.content, (block) => {
    // A product tile and shop the look (001 §2) each show the product of their SKU.
    if (block.component === 'product-tile' || block.component === 'shop-the-look') {
      const sku = readString(block, 'sku').trim()
      if (sku) bySku.add(sku)
    }
    if (block.component === 'product-carousel') {
      const skus = splitSkus(readString(block, 'skus'))
      const categoryId = Number(block.category_id)
      if (skus.length > 0) {
        carousels[block._uid] = skus
        for (const sku of skus) bySku.add(sku)
      } else if (Number.isInteger(categoryId) && categoryId > 0) {
        categoryCarousels.push({ uid: block._uid, categoryId, limit: readLimit(block.limit) })
      }
    }
  })

  const products: Record<string, ProductCardView> = {}
  const shortDescriptions: Record<string, string> = {}
  const keep = async (answer: Awaited<ReturnType<typeof queryCatalog>>) => {
    for (const item of answer.items) {
      const sku = (item as { sku?: unknown }).sku
      const description = readDescription(item)
      if (typeof sku === 'string' && description) shortDescriptions[sku] = description
    }
    const cards = await loadProductCards(context.bff, context.storeView, answer)
    for (const card of cards) products[card.sku] = card
    return cards
  }

  const lookups: Promise<unknown>[] = []
  if (bySku.size > 0) {
    lookups.push(
      queryCatalog(context.bff, {
        type: 'product',
        use: 'tile',
        query: { filters: [{ field: 'sku', op: 'in', values: [...bySku] }] },
        size: bySku.size,
      }).then(keep),
    )
  }
  for (const carousel of categoryCarousels) {
    lookups.push(
      queryCatalog(context.bff, {
        type: 'product',
        use: 'listing',
        query: { filters: [{ field: 'category_ids', op: 'eq', value: carousel.categoryId }] },
        sort: 'latest',
        size: carousel.limit,
      })
        .then(keep)
        .then((cards) => {
          carousels[carousel.uid] = cards.map((card) => card.sku)
        }),
    )
  }
  // Products are an extra: the story still shows when the catalogue cannot answer.
  await Promise.allSettled(lookups)
  return { kind: 'story', story, products, carousels, shortDescriptions, preview }
}

/** The editor's check of 000 §2 preview mode (`_storyblok_tk[space_id|timestamp|token]`). */
export interface EditorQuery {
  spaceId: string
  timestamp: string
  token: string
  /** `_storyblok_release`: the draft as that release will publish it. */
  release?: string
}

/**
 * An editor's draft of a story by id (000 §2 preview mode), as a preview page; null for an unknown
 * story. The BFF refuses (403) anyone whose editor token does not check out. The page answering
 * it must send `Cache-Control: no-store`, so the page cache (D31) never keeps a draft.
 */
export async function loadDraftStoryPage(
  context: Context,
  storyId: number,
  editor: EditorQuery,
): Promise<StoryPageData | null> {
  try {
    const { story } = await context.bff.call('/api/ext/vsf-storyblok-extension/draft', {
      params: [String(storyId)],
      query: { ...editor },
    })
    return loadStoryProducts(context, story, true)
  } catch (error) {
    if (error instanceof BffError && error.status === 404) return null
    throw error
  }
}

/** The page of a path: its story and products, or null when the store view has no such story. */
export async function loadStoryPage(context: Context, path: string): Promise<StoryPageData | null> {
  const story = await loadStory(context, path)
  return story ? loadStoryProducts(context, story, false) : null
}
