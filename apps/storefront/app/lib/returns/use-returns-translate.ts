// The returns and newsletter pages' translator: their own texts first, then the account pages'
// and the shop-wide catalogue (spec 001 §3, §5, §8 texts).
import { useMemo } from 'react'
import { useAccountTranslate, type AccountText } from '~/lib/account/use-account-translate'
import { interpolate, selectCatalogueLocale } from '~/lib/i18n/translate'
import { useStoreView } from '~/lib/use-store-view'
import { returnsMessages, type ReturnsMessageKey } from './returns-messages'

export type ReturnsText = ReturnsMessageKey | AccountText
export type ReturnsTranslate = (
  key: ReturnsText,
  params?: Record<string, string | number>,
) => string

export function useReturnsTranslate(): ReturnsTranslate {
  const storeView = useStoreView()
  const t = useAccountTranslate()
  return useMemo(() => {
    const own: Record<string, string> = returnsMessages[selectCatalogueLocale(storeView)]
    return (key, params) => {
      const text = Object.hasOwn(own, key) ? own[key] : undefined
      return text !== undefined ? interpolate(text, params) : t(key as AccountText, params)
    }
  }, [storeView, t])
}
