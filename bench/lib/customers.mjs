// Customers for the benchmarks, made as a shopper makes them: signed up through the BFF, confirmed
// with the key of the welcome mail (the BFF's development outbox route, LOCAL_DEV_ROUTES), and
// logged in through the BFF (a token) or through the shop's /login form (a session cookie).

/** A JSON call to the BFF that must answer 200: its `result`. */
export async function callBff(url, { method = 'GET', body, token } = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json = await response.json().catch(() => ({}))
  if (response.status !== 200) {
    throw new Error(`${method} ${url}: HTTP ${response.status} ${JSON.stringify(json)}`)
  }
  return json.result
}

/** Signs `email` up and confirms it with the key of its welcome mail. */
export async function createConfirmedCustomer(bffUrl, email, password, lastname = 'Mark') {
  await callBff(`${bffUrl}/api/user/create`, {
    method: 'POST',
    body: { customer: { email, firstname: 'Bench', lastname }, password },
  })
  const mails = await callBff(`${bffUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`)
  const key = mails
    .map((mail) => /confirm-account\?[^\s"<>]*key=([^&\s"<>]+)/.exec(mail.text)?.[1])
    .find(Boolean)
  await callBff(`${bffUrl}/api/user/activate`, {
    method: 'PUT',
    body: { customerEmail: email, confirmationKey: decodeURIComponent(key ?? '') },
  })
}

/** The customer's token from POST /api/user/login. */
export function logInToBff(bffUrl, email, password) {
  return callBff(`${bffUrl}/api/user/login`, {
    method: 'POST',
    body: { username: email, password },
  })
}

/** Logs `email` in through /login's form: the session's Cookie header. */
export async function logInThroughTheShop(shopUrl, email, password) {
  const login = await fetch(`${shopUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ intent: 'login', email, password }),
  })
  const cookies = login.headers.getSetCookie().map((value) => value.split(';')[0])
  if (login.status !== 302 || cookies.length === 0) {
    throw new Error(`could not log in through the shop: HTTP ${login.status}`)
  }
  return cookies.join('; ')
}
