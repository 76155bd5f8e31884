// The account area's returns blocks (spec 001 §2 /my-account/returns, /my-account/returns/{id};
// §3 statuses; §9 page size 10, page 1): the list, newest first, and one return.
import { Link } from '@remix-run/react'
import type { ReturnAnswer } from '@vitrine/contracts/returns'
import styles from '~/components/account/account.module.css'
import { formatDate } from '~/lib/format-date'
import { useReturnsTranslate } from '~/lib/returns/use-returns-translate'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView } from '~/lib/use-store-view'

export function ReturnsList({ returns }: { returns: ReturnAnswer[] }) {
  const t = useReturnsTranslate()
  const storeView = useStoreView()
  return (
    <section className={styles.card} aria-labelledby="returns-title">
      <h2 id="returns-title" className={styles.subtitle}>
        {t('account.returns')}
      </h2>
      {returns.length === 0 ? (
        <p>{t('returns.none')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('returns.number')}</th>
                <th scope="col">{t('returns.order')}</th>
                <th scope="col">{t('returns.date')}</th>
                <th scope="col">{t('returns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {returns.map((record) => (
                <tr key={record.id}>
                  <td>
                    <Link
                      to={buildStorePath(storeView, `/my-account/returns/${record.id}`)}
                      aria-label={t('returns.view', { number: record.id })}
                      className={styles.link}
                    >
                      {record.id}
                    </Link>
                  </td>
                  <td>{record.orderNumber}</td>
                  <td>{formatDate(record.createdAt, storeView)}</td>
                  <td>{t(`returns.status.${record.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

export function ReturnDetail({ record }: { record: ReturnAnswer }) {
  const t = useReturnsTranslate()
  const storeView = useStoreView()
  return (
    <section className={styles.card} aria-labelledby="return-title">
      <h2 id="return-title" className={styles.subtitle}>
        {t('returns.detailTitle', { number: record.id })}
      </h2>
      <dl>
        <dt>{t('returns.order')}</dt>
        <dd>{record.orderNumber}</dd>
        <dt>{t('returns.date')}</dt>
        <dd>{formatDate(record.createdAt, storeView)}</dd>
        <dt>{t('returns.status')}</dt>
        <dd>{t(`returns.status.${record.status}`)}</dd>
      </dl>
      <h3>{t('returns.items')}</h3>
      <ul>
        {record.items.map((item) => (
          <li key={item.id}>
            {item.qty} × {item.name}
            {item.exchangeSize ? ` (${t('returns.exchangeFor', { size: item.exchangeSize })})` : ''}
          </li>
        ))}
      </ul>
      <Link to={buildStorePath(storeView, '/my-account/returns')} className={styles.link}>
        {t('returns.back')}
      </Link>
    </section>
  )
}
