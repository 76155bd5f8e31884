// The confirmation link of the newsletter's double opt-in (D222): `?email=&key=` opens this page;
// the shopper confirms with a button (a GET never subscribes: mail scanners follow links), and the
// BFF checks the key. Confirmed: spec 001 §8's success text and the 10 % code when this mailbox
// gets one; a wrong, used or expired link, or a subscription confirmed already, says so.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { readFormText, readMailLinkQuery } from '~/.server/mail-link.server'
import { confirmNewsletter } from '~/.server/returns-api.server'
import { isBffStatus } from '~/.server/user-api.server'
import styles from '~/components/account/account.module.css'
import { PRIVATE_PAGE_HEADERS } from '~/lib/account/account-meta'
import { useReturnsTranslate } from '~/lib/returns/use-returns-translate'
import { buildTitle, translatorForPath } from '~/lib/route-meta'
import { assertKnownStoreSegment } from '~/lib/store-path'

// A personal page, like the account pages: never indexed.
export const meta: MetaFunction = ({ location }) => [
  { title: buildTitle(translatorForPath(location.pathname)('newsletter.confirmTitle')) },
  { name: 'robots', content: 'noindex' },
]

export const headers = () => PRIVATE_PAGE_HEADERS

export function loader({ request, params }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  return data(readMailLinkQuery(request, { email: 254, key: 128 }), {
    headers: PRIVATE_PAGE_HEADERS,
  })
}

type ConfirmAnswer =
  | { status: 'confirmed'; couponCode: string | null }
  | { status: 'already-confirmed' | 'invalid' | 'busy' }

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const form = await request.formData()
  try {
    const result = await confirmNewsletter(context, {
      email: readFormText(form, 'email'),
      key: readFormText(form, 'key'),
    })
    return data<ConfirmAnswer>({ status: 'confirmed', couponCode: result.couponCode })
  } catch (error) {
    if (!isBffStatus(error, 400, 409, 429)) throw error
    const status =
      error.status === 409 ? 'already-confirmed' : error.status === 429 ? 'busy' : 'invalid'
    return data<ConfirmAnswer>({ status }, { status: error.status })
  }
}

export default function NewsletterConfirmRoute() {
  const { email, key } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const t = useReturnsTranslate()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('newsletter.confirmTitle')}</h1>
      {result?.status === 'confirmed' ? (
        <div role="status" className={styles.status}>
          <p>{t('newsletter.subscribed')}</p>
          {result.couponCode ? (
            <p>{t('newsletter.couponCode', { code: result.couponCode })}</p>
          ) : null}
        </div>
      ) : result?.status === 'already-confirmed' ? (
        <p className={styles.status} role="status">
          {t('newsletter.alreadyConfirmed')}
        </p>
      ) : (
        <Form method="post" className={`${styles.card} ${styles.form}`}>
          {result?.status === 'invalid' || result?.status === 'busy' ? (
            <p className={styles.alert} role="alert">
              {t(result.status === 'busy' ? 'error.tryAgainSoon' : 'newsletter.confirmInvalid')}
            </p>
          ) : null}
          <p>{t('newsletter.confirmIntro', { email })}</p>
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="key" value={key} />
          <div className={styles.actions}>
            <button type="submit" className={styles.primary}>
              {t('newsletter.confirmButton')}
            </button>
          </div>
        </Form>
      )}
    </div>
  )
}
