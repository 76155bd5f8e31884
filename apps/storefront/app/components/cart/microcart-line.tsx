// One mini-cart line (spec 000 §9 cart picture 150x150; 001 §5 quantity texts): picture, name,
// chosen options, the quantity field and the removal that asks for confirmation first
// (spec 000 §9). A refused quantity shows the server's reason, e.g. 'Only 3 products of this
// type are available!', and the field goes back to the cart's quantity.
import { useEffect, useId, useState, type FormEvent } from 'react'
import { checkQuantityText, describeQuantityProblem } from '~/lib/cart/cart-messages'
import type { CartViewLine } from '~/lib/cart/cart-lines'
import { buildImageUrl } from '~/lib/catalog/image-url'
import { useTranslate } from '~/lib/use-store-view'
import { useCart } from './cart-provider'
import styles from './microcart-panel.module.css'
import { LineOptions, LineRowTotal } from './cart-line-parts'

/** spec 000 §9: cart image 150x150. */
export const CART_IMAGE = { width: 150, height: 150 } as const

export function MicrocartLine({ line }: { line: CartViewLine }) {
  const t = useTranslate()
  const { setQuantity, removeLine } = useCart()
  const [qtyText, setQtyText] = useState(String(line.qty))
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const fieldId = useId()
  const errorId = useId()

  // The server's quantity wins after every change (and after a refusal).
  useEffect(() => setQtyText(String(line.qty)), [line.qty])

  const submitQuantity = async (event?: FormEvent) => {
    event?.preventDefault()
    const check = checkQuantityText(qtyText)
    if (!check.ok) {
      setError(describeQuantityProblem(check.problem, t))
      return
    }
    if (check.qty === line.qty) {
      setError(null)
      return
    }
    setBusy(true)
    const refusal = await setQuantity(line.itemId, check.qty)
    setBusy(false)
    setError(refusal)
    if (refusal) setQtyText(String(line.qty))
  }

  return (
    <li className={styles.line}>
      {line.image ? (
        <img
          className={styles.picture}
          src={buildImageUrl(line.image, CART_IMAGE.width, CART_IMAGE.height)}
          width={CART_IMAGE.width}
          height={CART_IMAGE.height}
          alt=""
          loading="lazy"
        />
      ) : (
        <span className={styles.picture} aria-hidden="true" />
      )}
      <div className={styles.info}>
        <h3 className={styles.name}>{line.name}</h3>
        {line.stock === 'in-stock' ? (
          <p className={styles.stockInfo}>{t('cart.itemInStock')}</p>
        ) : line.stock === 'out-of-stock' ? (
          <p className={styles.error}>{t('cart.itemOutOfStock')}</p>
        ) : null}
        <LineOptions options={line.options} />
        <form className={styles.quantity} onSubmit={submitQuantity} noValidate>
          <label htmlFor={fieldId}>{t('microcart.quantity')}</label>
          <input
            id={fieldId}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={qtyText}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setQtyText(event.target.value)}
            disabled={busy}
          />
          <button type="submit" className={styles.small} disabled={busy}>
            {t('microcart.updateQuantity')}
          </button>
        </form>
        {error ? (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <LineRowTotal line={line} />
        {confirming ? (
          <div role="group" aria-label={t('microcart.removeConfirm', { name: line.name })}>
            <p className={styles.confirm}>{t('microcart.removeConfirm', { name: line.name })}</p>
            <button
              type="button"
              className={styles.small}
              disabled={busy}
              onClick={async () => {
                setBusy(true)
                await removeLine(line.itemId)
                setBusy(false)
                setConfirming(false)
              }}
            >
              {t('microcart.removeYes')}
            </button>{' '}
            <button type="button" className={styles.small} onClick={() => setConfirming(false)}>
              {t('microcart.removeNo')}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className={styles.link}
            aria-label={t('microcart.remove', { name: line.name })}
            onClick={() => setConfirming(true)}
          >
            {t('microcart.removeShort')}
          </button>
        )}
      </div>
    </li>
  )
}
