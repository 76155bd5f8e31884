// The account area's orders history and order detail (spec 001 §2 /my-account/orders and
// /my-account/orders/{orderId}; page size 20, page 1: spec 000 §9). Amounts arrive as Magento's
// decimals and are shown through the store view's price format.
import { Link, useLoaderData } from '@remix-run/react'
import type { OrderHistoryOrder } from '@vitrine/contracts/order-history'
import type { AccountOrderDetail, OrderAddress } from '~/lib/account/account-types'
import { useAccountTranslate } from '~/lib/account/use-account-translate'
import { formatDate } from '~/lib/format-date'
import { useReturnsTranslate } from '~/lib/returns/use-returns-translate'
import { formatPrice } from '~/lib/format-price'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView } from '~/lib/use-store-view'
import styles from './account.module.css'

/** Magento's decimal amount (19.99) as integer cents. */
function toCents(amount: number): number {
  return Math.round(amount * 100)
}

/** Magento's `YYYY-MM-DD HH:MM:SS` in UTC. */
function orderTime(createdAt: string): string {
  return `${createdAt.replace(' ', 'T')}Z`
}

export function OrdersBlock() {
  const { orders } = useLoaderData<{ orders: OrderHistoryOrder[] }>()
  const t = useAccountTranslate()
  const storeView = useStoreView()
  return (
    <section className={styles.card} aria-labelledby="orders-title">
      <h2 id="orders-title" className={styles.subtitle}>
        {t('account.orders')}
      </h2>
      {orders.length === 0 ? (
        <p>{t('account.noOrders')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('account.orderNumber', { number: '' }).trim()}</th>
                <th scope="col">{t('account.orderDate')}</th>
                <th scope="col">{t('account.orderStatus')}</th>
                <th scope="col" className={styles.number}>
                  {t('account.orderTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.entity_id}>
                  <td>
                    <Link
                      to={buildStorePath(storeView, `/my-account/orders/${order.entity_id}`)}
                      aria-label={t('account.orderView', { number: order.increment_id })}
                      className={styles.link}
                    >
                      {order.increment_id}
                    </Link>
                  </td>
                  <td>{formatDate(orderTime(order.created_at), storeView)}</td>
                  <td>{order.status}</td>
                  <td className={styles.number}>
                    {formatPrice(toCents(order.grand_total), storeView)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

function AddressLines({ address }: { address: OrderAddress }) {
  return (
    <address className={styles.address}>
      {address.firstname} {address.lastname}
      <br />
      {address.street.join(' ')}
      <br />
      {address.postcode} {address.city}
      <br />
      {address.country_id}
    </address>
  )
}

export function OrderDetailBlock() {
  const { order } = useLoaderData<{ order: AccountOrderDetail }>()
  const t = useAccountTranslate()
  const tr = useReturnsTranslate()
  const storeView = useStoreView()
  const price = (amount: number) => formatPrice(toCents(amount), storeView)
  return (
    <section className={styles.card} aria-labelledby="order-title">
      <h2 id="order-title" className={styles.subtitle}>
        {t('account.orderNumber', { number: order.increment_id })}
      </h2>
      <dl className={styles.details}>
        <dt>{t('account.orderDate')}</dt>
        <dd>{formatDate(orderTime(order.created_at), storeView)}</dd>
        <dt>{t('account.orderStatus')}</dt>
        <dd>{order.status}</dd>
        <dt>{t('account.paymentMethod')}</dt>
        <dd>{order.payment.method}</dd>
        {order.shipping_method ? (
          <>
            <dt>{t('account.shippingMethod')}</dt>
            <dd>{order.shipping_method}</dd>
          </>
        ) : null}
      </dl>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('account.orderItems')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.product')}</th>
              <th scope="col">{t('account.sku')}</th>
              <th scope="col" className={styles.number}>
                {t('account.quantity')}
              </th>
              <th scope="col" className={styles.number}>
                {t('account.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.sku}>
                <td>{item.name}</td>
                <td>{item.sku}</td>
                <td className={styles.number}>{item.qty_ordered}</td>
                <td className={styles.number}>{price(item.row_total_incl_tax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles.details}>
        {order.subtotal_incl_tax !== undefined ? (
          <>
            <dt>{t('account.subtotal')}</dt>
            <dd>{price(order.subtotal_incl_tax)}</dd>
          </>
        ) : null}
        <dt>{t('account.shipping')}</dt>
        <dd>{price(order.shipping_incl_tax)}</dd>
        {order.discount_amount !== 0 ? (
          <>
            <dt>{t('account.discount')}</dt>
            <dd>{price(-Math.abs(order.discount_amount))}</dd>
          </>
        ) : null}
        <dt>{t('account.tax')}</dt>
        <dd>{price(order.tax_amount)}</dd>
        <dt>{t('account.grandTotal')}</dt>
        <dd>{price(order.grand_total)}</dd>
      </dl>
      <div className={styles.columns}>
        {order.shipping_address ? (
          <div>
            <h3>{t('account.shippingAddress')}</h3>
            <AddressLines address={order.shipping_address} />
          </div>
        ) : null}
        {order.billing_address ? (
          <div>
            <h3>{t('account.billingAddress')}</h3>
            <AddressLines address={order.billing_address} />
          </div>
        ) : null}
      </div>
      <p>
        <Link
          to={buildStorePath(storeView, `/my-account/returns/request/${order.entity_id}`)}
          className={styles.link}
        >
          {tr('returns.startReturn')}
        </Link>
      </p>
      <Link to={buildStorePath(storeView, '/my-account/orders')} className={styles.link}>
        {t('account.backToOrders')}
      </Link>
    </section>
  )
}
