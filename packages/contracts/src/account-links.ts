// The links the account mails carry (spec 001 §2 routes `/confirm-account`, `/reset-password`),
// built by the BFF's mailer and read by the storefront's pages, so both agree on one format:
//   {storefront origin}{store view prefix}/confirm-account?email=<e-mail>&key=<confirmation key>
//   {storefront origin}{store view prefix}/reset-password?email=<e-mail>&token=<reset token>
// The prefix is the store view's `url` ('' for the default store, '/nl', '/de').

export const CONFIRM_ACCOUNT_PATH = '/confirm-account'
export const RESET_PASSWORD_PATH = '/reset-password'

function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`
}

/** `/nl/confirm-account?email=…&key=…` (the key goes to PUT /api/user/activate). */
export function buildConfirmAccountPath(storeUrl: string, email: string, key: string): string {
  return withQuery(`${storeUrl}${CONFIRM_ACCOUNT_PATH}`, { email, key })
}

/** `/de/reset-password?email=…&token=…` (the token goes to POST /api/user/create-password). */
export function buildResetPasswordPath(storeUrl: string, email: string, token: string): string {
  return withQuery(`${storeUrl}${RESET_PASSWORD_PATH}`, { email, token })
}
