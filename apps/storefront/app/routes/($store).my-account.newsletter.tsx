// spec 001 §2 /my-account/newsletter: the newsletter preferences. spec 001 §4: the customer's
// e-mail is prefilled and the status checked; unsubscribing is offered when subscribed, and the
// customer is told it was done (a notification, as the subscription's).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useRevalidator } from '@remix-run/react'
import type { NewsletterStatus } from '@vitrine/contracts/newsletter'
import { useEffect } from 'react'
import { requireCustomerSession } from '~/.server/customer-session.server'
import { readNewsletterStatus, unsubscribeCustomer } from '~/.server/returns-api.server'
import { withCookies } from '~/.server/session.server'
import styles from '~/components/account/account.module.css'
import { NewsletterBoxFull } from '~/components/content/newsletter-box-full'
import { useNotifications } from '~/components/shell/notifications-provider'
import { accountMeta, PRIVATE_PAGE_HEADERS } from '~/lib/account/account-meta'
import { useReturnsTranslate } from '~/lib/returns/use-returns-translate'
import { assertKnownStoreSegment } from '~/lib/store-path'

export const meta: MetaFunction = ({ location }) =>
  accountMeta(location.pathname, 'account.profile')

export const headers = () => PRIVATE_PAGE_HEADERS

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const session = await requireCustomerSession(request, context)
  const status = await readNewsletterStatus(context, session)
  return data({ status }, { headers: withCookies(session.cookies, PRIVATE_PAGE_HEADERS) })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const session = await requireCustomerSession(request, context)
  const status = await unsubscribeCustomer(context, session)
  return data(
    { status, unsubscribed: true },
    { headers: withCookies(session.cookies, PRIVATE_PAGE_HEADERS) },
  )
}

export default function NewsletterPreferencesRoute() {
  const { status } = useLoaderData<{ status: NewsletterStatus }>()
  const t = useReturnsTranslate()
  const { notify } = useNotifications()
  const revalidator = useRevalidator()
  const done = useActionData<typeof action>()
  useEffect(() => {
    if (done?.unsubscribed) notify({ message: t('newsletter.unsubscribed'), type: 'success' })
  }, [done, notify, t])
  return (
    <section className={styles.card} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className={styles.subtitle}>
        {t('account.newsletter')}
      </h2>
      <p role="status">
        {t(status.isSubscribed ? 'newsletter.statusSubscribed' : 'newsletter.statusNotSubscribed', {
          email: status.email,
        })}
      </p>
      {status.isSubscribed ? (
        <Form method="post">
          <button type="submit" className={styles.primary}>
            {t('newsletter.unsubscribe')}
          </button>
        </Form>
      ) : (
        <NewsletterBoxFull
          defaultEmail={status.email}
          notify={notify}
          onSubscribed={() => revalidator.revalidate()}
        />
      )}
    </section>
  )
}
