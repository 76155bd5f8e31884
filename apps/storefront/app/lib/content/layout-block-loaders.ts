// The layout's blocks in the block registry (block-registry.ts; spec 001 §2 "Content blocks"):
// each its own chunk, loaded only by pages whose stories use it.
import type { ComponentType } from 'react'
import type { ContentBlock } from '@vitrine/contracts/content'

type LayoutBlockModule = { default: ComponentType<{ block: ContentBlock; eager: boolean }> }

export const layoutBlockLoaders: Record<string, () => Promise<LayoutBlockModule>> = {
  stories: () => import('~/components/content/blocks/stories'),
  usps: () => import('~/components/content/blocks/usps'),
  'usps-mobile': () => import('~/components/content/blocks/usps'),
  'footer-usps': () => import('~/components/content/blocks/footer-usps'),
  'quick-filters': () => import('~/components/content/blocks/quick-filters'),
  'shop-the-look': () => import('~/components/content/blocks/shop-the-look'),
  'product-video': () => import('~/components/content/blocks/product-video'),
  'shipping-description': () => import('~/components/content/blocks/shipping-description'),
  'theme-colour': () => import('~/components/content/blocks/theme-colour'),
  'theme-color': () => import('~/components/content/blocks/theme-colour'),
  newsletter: () => import('~/components/content/blocks/newsletter'),
  'order-success': () => import('~/components/content/blocks/order-success'),
}
