// Coupon entry of the mini-cart and of the checkout's order summary (spec 000 §7 amasty-coupons,
// §8; D91): several codes at once, the usable ones replace the cart's coupons, and each code the
// server did not apply reads '{code} is not a valid coupon.'. Applied codes are listed and can be
// removed one by one. `onChanged` runs after the cart's coupons changed (the checkout then asks
// the server for its totals again).
import { useId, useState, type FormEvent } from 'react'
import { translateCartError } from '~/lib/cart/cart-messages'
import { splitEnteredCodes } from '~/lib/cart/coupon-codes'
import { useTranslate } from '~/lib/use-store-view'
import { useCart } from './cart-provider'
import styles from './coupon-form.module.css'

export function CouponForm({ onChanged }: { onChanged?: () => void } = {}) {
  const t = useTranslate()
  const { couponCodes, setCoupons } = useCart()
  const [text, setText] = useState('')
  const [problems, setProblems] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const fieldId = useId()
  const hintId = useId()

  const replaceCoupons = async (codes: string[], entered: readonly string[]) => {
    setBusy(true)
    try {
      const results = await setCoupons(codes)
      const refused = results.filter((result) => !result.applied && entered.includes(result.code))
      setProblems(refused.map((result) => t('coupon.notValid', { code: result.code })))
      if (refused.length === 0) setText('')
      onChanged?.()
    } catch (error) {
      setProblems([translateCartError(error instanceof Error ? error.message : '', t)])
    } finally {
      setBusy(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const entered = splitEnteredCodes(text)
    if (entered.length === 0) return
    void replaceCoupons([...new Set([...couponCodes, ...entered])], entered)
  }

  return (
    <div className={styles.coupons}>
      {couponCodes.length > 0 ? (
        <ul className={styles.codes} aria-label={t('microcart.couponsApplied')}>
          {couponCodes.map((code) => (
            <li key={code}>
              <span>{code}</span>{' '}
              <button
                type="button"
                className={styles.remove}
                aria-label={t('microcart.couponRemove', { code })}
                disabled={busy}
                onClick={() =>
                  void replaceCoupons(
                    couponCodes.filter((other) => other !== code),
                    [],
                  )
                }
              >
                {t('microcart.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={fieldId}>{t('microcart.couponLabel')}</label>
        <input
          id={fieldId}
          type="text"
          autoComplete="off"
          value={text}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={styles.apply} disabled={busy}>
          {t('microcart.couponApply')}
        </button>
        <p id={hintId} className={styles.hint}>
          {t('microcart.couponHint')}
        </p>
      </form>
      {problems.map((problem) => (
        <p key={problem} role="alert" className={styles.error}>
          {problem}
        </p>
      ))}
    </div>
  )
}
