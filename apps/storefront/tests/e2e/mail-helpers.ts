// The shop's mails as the browser journeys read them: the BFF's outbox (GET /api/dev/outbox, on for
// the journeys' BFF), the links they carry, and an account confirmed from its welcome mail.
import { expect, type APIRequestContext } from '@playwright/test'

const BFF_URL = `http://127.0.0.1:${process.env.E2E_BFF_PORT ?? 4100}`

interface OutboxMail {
  to: string
  subject: string
  text: string
}

/**
 * The link of the newest mail to `email` that holds one to `path` (/confirm-account,
 * /reset-password or the newsletter's /newsletter/confirm, D222), read from the BFF's outbox
 * (GET /api/dev/outbox), as a path of the shop.
 */
export async function readMailLink(
  request: APIRequestContext,
  email: string,
  path: '/confirm-account' | '/reset-password' | '/newsletter/confirm',
  bffUrl = BFF_URL,
): Promise<string> {
  let link: string | undefined
  await expect(async () => {
    const answer = await request.get(`${bffUrl}/api/dev/outbox`, { params: { to: email } })
    expect(answer.status()).toBe(200)
    const mails = ((await answer.json()) as { result: OutboxMail[] }).result
    const pattern = new RegExp(`https?://[^\\s"<>]*${path}\\?[^\\s"<>]+`)
    link = mails.map((mail) => pattern.exec(mail.text)?.[0]).find(Boolean)
    expect(link).toBeDefined()
  }).toPass()
  const url = new URL(link!)
  return `${url.pathname}${url.search}`
}

/** Confirms a new account with the key of its welcome mail (PUT /api/user/activate). */
export async function confirmAtBff(
  request: APIRequestContext,
  email: string,
  bffUrl = BFF_URL,
): Promise<void> {
  const link = new URL(
    await readMailLink(request, email, '/confirm-account', bffUrl),
    'http://shop',
  )
  const activated = await request.put(`${bffUrl}/api/user/activate`, {
    data: { customerEmail: email, confirmationKey: link.searchParams.get('key') },
  })
  expect(activated.status()).toBe(200)
}
