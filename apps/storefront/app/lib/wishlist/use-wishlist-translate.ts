// The wishlist code's translator: its own texts (wishlist-messages.ts) first, then the shop-wide
// catalogue (the spec's texts of 001 §5, e.g. 'Only 5 wishlist(s) can be created.').
import type { StoreView } from '@vitrine/contracts/store-views'
import { useMemo } from 'react'
import { createTranslator, interpolate, selectCatalogueLocale } from '~/lib/i18n/translate'
import type { MessageKey } from '~/lib/i18n/messages-en'
import { useStoreView } from '~/lib/use-store-view'
import { wishlistMessages, type WishlistMessageKey } from './wishlist-messages'

export type WishlistText = WishlistMessageKey | MessageKey
export type WishlistTranslate = (
  key: WishlistText,
  params?: Record<string, string | number>,
) => string

/** Without React: the add-to-wishlist modal renders in a root of its own (D148). */
export function createWishlistTranslate(storeView: Pick<StoreView, 'i18n'>): WishlistTranslate {
  const locale = selectCatalogueLocale(storeView)
  const own: Record<string, string> = wishlistMessages[locale]
  const shop = createTranslator(locale) as (key: MessageKey) => string
  return (key, params) => {
    const text = Object.hasOwn(own, key) ? own[key] : undefined
    return interpolate(text ?? shop(key as MessageKey), params)
  }
}

export function useWishlistTranslate(): WishlistTranslate {
  const storeView = useStoreView()
  return useMemo(() => createWishlistTranslate(storeView), [storeView])
}
