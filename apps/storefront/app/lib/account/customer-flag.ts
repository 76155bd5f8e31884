// Whether a customer is logged in, as the browser can know it: a readable cookie set with the
// session and holding no secret (D120). The token itself stays in the httpOnly session cookie.
export const CUSTOMER_FLAG_COOKIE = 'vitrine_customer'

/** True when the cookie string (document.cookie) says a customer is logged in. */
export function hasCustomerFlag(cookies: string): boolean {
  return cookies.split(/;\s*/).includes(`${CUSTOMER_FLAG_COOKIE}=1`)
}

/** In the browser: a customer is logged in (false on the server). */
export function isCustomerLoggedIn(): boolean {
  return typeof document !== 'undefined' && hasCustomerFlag(document.cookie)
}
