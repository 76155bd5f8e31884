// /my-account (spec 001 §2): the account area with its named active block: profile, orders
// history, order detail, wishlist, wishlist detail, returns, return detail, return request,
// newsletter. The navigation marks the active block; logging out posts to /logout
// (a fresh guest cart first, spec 000 §4), without JavaScript too.
import { Form, Link, Outlet, useLoaderData, useLocation } from '@remix-run/react'
import type { FormEvent } from 'react'
import { useCart } from '~/components/cart/cart-provider'
import type { AccountProfile } from '~/lib/account/account-types'
import { useAccountTranslate } from '~/lib/account/use-account-translate'
import { useReturnsTranslate } from '~/lib/returns/use-returns-translate'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView } from '~/lib/use-store-view'
import styles from './account.module.css'

export function AccountArea() {
  const { profile } = useLoaderData<{ profile: AccountProfile }>()
  const t = useAccountTranslate()
  const storeView = useStoreView()
  const { clearCart } = useCart()
  const { pathname } = useLocation()
  const profilePath = buildStorePath(storeView, '/my-account')
  const ordersPath = buildStorePath(storeView, '/my-account/orders')
  const wishlistPath = buildStorePath(storeView, '/my-account/wishlist')
  const returnsPath = buildStorePath(storeView, '/my-account/returns')
  const newsletterPath = buildStorePath(storeView, '/my-account/newsletter')
  const tr = useReturnsTranslate()
  // spec 000 §4: logout leaves a fresh guest cart (no token, no lines; the customer's stays hers).
  const onLogout = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    void clearCart({ sync: false, disconnect: true })
      .catch((error: unknown) => console.warn('the cart could not be reset', error))
      .finally(() => form.submit())
  }
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1 className={styles.title}>{t('account.myAccount')}</h1>
      <p>{t('account.hello', { name: profile.firstname })}</p>
      <div className={styles.area}>
        <nav className={styles.nav} aria-label={t('account.navigation')}>
          <ul>
            <li>
              <Link to={profilePath} aria-current={pathname === profilePath ? 'page' : undefined}>
                {t('account.profile')}
              </Link>
            </li>
            <li>
              <Link
                to={ordersPath}
                aria-current={pathname.startsWith(ordersPath) ? 'page' : undefined}
              >
                {t('account.orders')}
              </Link>
            </li>
            <li>
              <Link
                to={wishlistPath}
                aria-current={pathname.startsWith(wishlistPath) ? 'page' : undefined}
              >
                {t('header.wishlist')}
              </Link>
            </li>
            <li>
              <Link
                to={returnsPath}
                aria-current={pathname.startsWith(returnsPath) ? 'page' : undefined}
              >
                {tr('account.returns')}
              </Link>
            </li>
            <li>
              <Link
                to={newsletterPath}
                aria-current={pathname === newsletterPath ? 'page' : undefined}
              >
                {tr('account.newsletter')}
              </Link>
            </li>
            <li>
              <Form
                method="post"
                action={buildStorePath(storeView, '/logout')}
                reloadDocument
                onSubmit={onLogout}
              >
                <button type="submit">{t('account.logout')}</button>
              </Form>
            </li>
          </ul>
        </nav>
        <div>
          <Outlet />
        </div>
      </div>
    </div>
  )
}
