// The account pages' translator: their own texts (account-messages.ts) first, then the shop-wide
// catalogue (the spec's texts of 001 §5 and §8). Form errors arrive as catalogue keys.
import { useMemo } from 'react'
import { interpolate, selectCatalogueLocale } from '~/lib/i18n/translate'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { accountMessages, type AccountMessageKey } from './account-messages'
import type { MessageKey } from '~/lib/i18n/messages-en'

export type AccountText = AccountMessageKey | MessageKey
export type AccountTranslate = (
  key: AccountText,
  params?: Record<string, string | number>,
) => string

export function useAccountTranslate(): AccountTranslate {
  const storeView = useStoreView()
  const t = useTranslate()
  return useMemo(() => {
    const own: Record<string, string> = accountMessages[selectCatalogueLocale(storeView)]
    return (key, params) => {
      const text = Object.hasOwn(own, key) ? own[key] : undefined
      if (text !== undefined) return interpolate(text, params)
      // The shop-wide texts used here have no placeholders, or get them filled here.
      return interpolate((t as (key: MessageKey) => string)(key as MessageKey), params)
    }
  }, [storeView, t])
}
