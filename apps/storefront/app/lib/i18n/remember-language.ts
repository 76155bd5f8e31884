// The shopper's own choice of store view, kept in the `userLanguage` cookie (spec 001 §4): the
// server's language detection prefers it to the browser's languages (D186). A year, the whole
// site, never sent to other sites.
export const USER_LANGUAGE_COOKIE = 'userLanguage'

export function rememberLanguage(storeCode: string): void {
  document.cookie = `${USER_LANGUAGE_COOKIE}=${encodeURIComponent(storeCode)}; path=/; max-age=31536000; samesite=lax`
}
