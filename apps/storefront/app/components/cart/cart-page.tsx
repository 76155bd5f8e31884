// The cart page (D235): the mini-cart's content as a page of forms, for shoppers whose browser
// runs no JavaScript (the header's cart button leads here then). Lines with their options and
// totals, a quantity form per line, a removal that asks first (spec 000 §9: `?remove=` shows the
// question), the discount codes, the totals and 'Go to checkout'. Every form posts to the page's
// action; with JavaScript the page reloads and the browser's cart takes the change over.
import { Link, useLocation } from '@remix-run/react'
import { REMOVE_PARAM } from '~/lib/cart/cart-page-form'
import type { CartView, CartViewLine } from '~/lib/cart/cart-types'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { CartTotals } from './cart-totals'
import couponStyles from './coupon-form.module.css'
import styles from './microcart-panel.module.css'
import { LineOptions, LineRowTotal } from './cart-line-parts'
import pageStyles from './cart-page.module.css'

export function CartPage({ cart }: { cart: CartView }) {
  const t = useTranslate()
  const storeView = useStoreView()
  const removing = Number(new URLSearchParams(useLocation().search).get(REMOVE_PARAM))
  return (
    <div className={pageStyles.page}>
      <h1>{t('microcart.title')}</h1>
      {cart.lines.length === 0 ? (
        <>
          <p className={styles.empty}>{t('microcart.empty')}</p>
          <p className={styles.footNote}>{t('cart.emptyBeforeCheckout')}</p>
        </>
      ) : (
        <>
          <ul className={styles.lines} aria-label={t('microcart.lines')}>
            {cart.lines.map((line) => (
              <CartPageLine key={line.itemId} line={line} confirming={line.itemId === removing} />
            ))}
          </ul>
          <CouponCodes codes={cart.couponCodes} />
          <CartTotals totals={cart.totals} />
          <Link to={buildStorePath(storeView, '/checkout')} className={styles.checkout}>
            {t('microcart.goToCheckout')}
          </Link>
        </>
      )}
    </div>
  )
}

function LineFields({ line, intent }: { line: CartViewLine; intent: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="itemId" value={line.itemId} />
      <input type="hidden" name="sku" value={line.sku} />
    </>
  )
}

function CartPageLine({ line, confirming }: { line: CartViewLine; confirming: boolean }) {
  const t = useTranslate()
  const fieldId = `cart-qty-${line.itemId}`
  return (
    <li className={styles.line}>
      <div className={styles.info}>
        <h2 className={styles.name}>{line.name}</h2>
        <LineOptions options={line.options} />
        {/* The server checks the quantity and says why in the spec's words (001 §5). */}
        <form method="post" className={styles.quantity} noValidate>
          <LineFields line={line} intent="quantity" />
          <label htmlFor={fieldId}>{t('microcart.quantity')}</label>
          <input
            id={fieldId}
            name="qty"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            defaultValue={line.qty}
          />
          <button type="submit" className={styles.small}>
            {t('microcart.updateQuantity')}
          </button>
        </form>
        <LineRowTotal line={line} />
        {confirming ? (
          <form
            method="post"
            role="group"
            aria-label={t('microcart.removeConfirm', { name: line.name })}
          >
            <LineFields line={line} intent="remove" />
            <p className={styles.confirm}>{t('microcart.removeConfirm', { name: line.name })}</p>
            <button type="submit" className={styles.small}>
              {t('microcart.removeYes')}
            </button>{' '}
            <Link to="." className={styles.small}>
              {t('microcart.removeNo')}
            </Link>
          </form>
        ) : (
          <Link
            to={`?${REMOVE_PARAM}=${line.itemId}`}
            className={styles.link}
            aria-label={t('microcart.remove', { name: line.name })}
          >
            {t('microcart.removeShort')}
          </Link>
        )}
      </div>
    </li>
  )
}

function CouponCodes({ codes }: { codes: readonly string[] }) {
  const t = useTranslate()
  return (
    <div className={couponStyles.coupons}>
      {codes.length > 0 ? (
        <ul className={couponStyles.codes} aria-label={t('microcart.couponsApplied')}>
          {codes.map((code) => (
            <li key={code}>
              <span>{code}</span>{' '}
              <form method="post">
                <input type="hidden" name="intent" value="remove-coupon" />
                <input type="hidden" name="codes" value={code} />
                <button
                  type="submit"
                  className={couponStyles.remove}
                  aria-label={t('microcart.couponRemove', { code })}
                >
                  {t('microcart.removeShort')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : null}
      <form method="post" className={couponStyles.form}>
        <input type="hidden" name="intent" value="coupons" />
        <label htmlFor="cart-coupons">{t('microcart.couponLabel')}</label>
        <input
          id="cart-coupons"
          name="codes"
          type="text"
          autoComplete="off"
          aria-describedby="cart-coupons-hint"
        />
        <button type="submit" className={couponStyles.apply}>
          {t('microcart.couponApply')}
        </button>
        <p id="cart-coupons-hint" className={couponStyles.hint}>
          {t('microcart.couponHint')}
        </p>
      </form>
    </div>
  )
}
