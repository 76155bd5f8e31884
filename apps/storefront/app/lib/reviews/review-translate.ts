// The review form's translator: its own texts (review-messages.ts) first, then the shop-wide
// catalogue (the spec's 'Field is required'). It works without React: the modal renders in a root
// of its own (D231).
import type { StoreView } from '@vitrine/contracts/store-views'
import { createTranslator, interpolate, selectCatalogueLocale } from '~/lib/i18n/translate'
import type { MessageKey } from '~/lib/i18n/messages-en'
import { reviewMessages, type ReviewMessageKey } from './review-messages'

export type ReviewText = ReviewMessageKey | MessageKey
export type ReviewTranslate = (key: ReviewText, params?: Record<string, string | number>) => string

export function createReviewTranslate(storeView: Pick<StoreView, 'i18n'>): ReviewTranslate {
  const locale = selectCatalogueLocale(storeView)
  const own: Record<string, string> = reviewMessages[locale]
  const shop = createTranslator(locale) as (key: MessageKey) => string
  return (key, params) => {
    const text = Object.hasOwn(own, key) ? own[key] : undefined
    return interpolate(text ?? shop(key as MessageKey), params)
  }
}
