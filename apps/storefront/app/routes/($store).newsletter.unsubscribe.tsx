// The unsubscribe link of every newsletter mail (D169): `?email=&signature=` opens this page; the
// shopper confirms with a button (a GET never unsubscribes: mail scanners follow links), and the
// BFF checks the HMAC signature.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { readFormText, readMailLinkQuery } from '~/.server/mail-link.server'
import { unsubscribeByLink } from '~/.server/returns-api.server'
import { isBffStatus } from '~/.server/user-api.server'
import styles from '~/components/account/account.module.css'
import { accountMeta, PRIVATE_PAGE_HEADERS } from '~/lib/account/account-meta'
import { useReturnsTranslate } from '~/lib/returns/use-returns-translate'
import { assertKnownStoreSegment } from '~/lib/store-path'

export const meta: MetaFunction = ({ location }) =>
  accountMeta(location.pathname, 'account.profile')

export const headers = () => PRIVATE_PAGE_HEADERS

export function loader({ request, params }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  return data(readMailLinkQuery(request, { email: 254, signature: 64 }), {
    headers: PRIVATE_PAGE_HEADERS,
  })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const form = await request.formData()
  try {
    await unsubscribeByLink(context, {
      email: readFormText(form, 'email'),
      signature: readFormText(form, 'signature'),
    })
    return data({ done: true })
  } catch (error) {
    if (!isBffStatus(error, 400)) throw error
    return data({ done: false }, { status: 400 })
  }
}

export default function NewsletterUnsubscribeRoute() {
  const { email, signature } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const t = useReturnsTranslate()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('newsletter.unsubscribeTitle')}</h1>
      {result?.done ? (
        <p className={styles.status} role="status">
          {t('newsletter.unsubscribed')}
        </p>
      ) : (
        <Form method="post" className={`${styles.card} ${styles.form}`}>
          {result && !result.done ? (
            <p className={styles.alert} role="alert">
              {t('newsletter.unsubscribeInvalid')}
            </p>
          ) : null}
          <p>{t('newsletter.unsubscribeIntro', { email })}</p>
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="signature" value={signature} />
          <div className={styles.actions}>
            <button type="submit" className={styles.primary}>
              {t('newsletter.unsubscribe')}
            </button>
          </div>
        </Form>
      )}
    </div>
  )
}
