// The service-point picker of the shipping step (spec 000 §2 modal "service points", §3, §4, §7):
// a modal dialog listing the DHL points near the shipping zip-code with their opening hours.
// Choosing a shop stores it with the cart (select-servicepoint); a packstation first asks for the
// shopper's DHL postnumber, and cancelling that question deselects the point. The choice travels
// in the hidden `pickupPoint` field (`id` or `id|postnumber`) and its description in
// `pickupPointLabel`, which the review shows.
import { findServicePoints, selectServicePoint } from '@vitrine/contracts/add-ons-client'
import { BffError } from '@vitrine/contracts/bff-client'
import type { ServicePoint } from '@vitrine/contracts/service-points'
import { useEffect, useId, useRef, useState } from 'react'
import {
  describePointAddress,
  formatPointChoice,
  listOpeningDays,
  POSTNUMBER_INPUT_PATTERN,
} from '~/lib/checkout/pickup-point-view'
import { useBrowserBff } from '~/lib/use-browser-bff'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './checkout.module.css'
import picker from './pickup-point-picker.module.css'

export interface PickupChoice {
  /** `id` or `id|postnumber`. */
  value: string
  label: string
}

type Points = ServicePoint[] | 'loading'

export function PickupPointPicker({
  country,
  zipCode,
  cartId,
  choice,
  error,
  onChoose,
}: {
  country: string
  zipCode: string
  cartId: string | null
  choice: PickupChoice | null
  error: string | null
  onChoose: (choice: PickupChoice | null) => void
}) {
  const t = useTranslate()
  const client = useBrowserBff()
  const [open, setOpen] = useState(false)
  const [points, setPoints] = useState<Points>('loading')
  const errorId = useId()
  const postcode = zipCode.trim()

  const openPicker = () => {
    setOpen(true)
    setPoints('loading')
    findServicePoints(client, { countryCode: country, postalCode: postcode })
      .then(setPoints)
      .catch(() => setPoints([]))
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('checkout.pickupPoint')}</legend>
      <input type="hidden" name="pickupPoint" value={choice?.value ?? ''} />
      <input type="hidden" name="pickupPointLabel" value={choice?.label ?? ''} />
      <p className={styles.hint}>
        {choice
          ? t('checkout.pickupPointSummary', { point: choice.label })
          : t('checkout.pickupPointNone')}
      </p>
      {postcode === '' ? <p className={styles.hint}>{t('checkout.pickupPointNeedsZip')}</p> : null}
      <button
        type="button"
        className={styles.link}
        disabled={postcode === ''}
        aria-describedby={error ? errorId : undefined}
        onClick={openPicker}
      >
        {choice ? t('checkout.pickupPointChange') : t('checkout.pickupPointChoose')}
      </button>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {open ? (
        <PickupPointDialog
          postcode={postcode}
          points={points}
          cartId={cartId}
          onChoose={(next) => {
            onChoose(next)
            if (next) setOpen(false)
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </fieldset>
  )
}

function PickupPointDialog({
  postcode,
  points,
  cartId,
  onChoose,
  onClose,
}: {
  postcode: string
  points: Points
  cartId: string | null
  onChoose: (choice: PickupChoice | null) => void
  onClose: () => void
}) {
  const t = useTranslate()
  const client = useBrowserBff()
  const titleId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const [packstation, setPackstation] = useState<ServicePoint | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])

  const choose = async (point: ServicePoint, postnumber: string | null) => {
    const value = formatPointChoice(point.id, postnumber)
    setFailure(null)
    try {
      // The cart keeps the point too (spec 000 §7 select-servicepoint).
      if (cartId) await selectServicePoint(client, cartId, value)
    } catch (error) {
      setFailure(
        error instanceof BffError && error.status === 400 ? error.message : t('error.tryAgainSoon'),
      )
      return
    }
    const where = `${point.name}, ${describePointAddress(point)}`
    const label = postnumber ? `${where} (${t('checkout.postnumberShort', { postnumber })})` : where
    onChoose({ value, label })
  }

  return (
    <dialog
      ref={dialog}
      className={picker.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <div className={picker.head}>
        <h2 id={titleId} className={picker.title}>
          {t('checkout.pickupPointsTitle', { postcode })}
        </h2>
        <button type="button" className={styles.link} onClick={onClose}>
          {t('checkout.close')}
        </button>
      </div>
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      {packstation ? (
        <PostnumberQuestion
          point={packstation}
          onConfirm={(postnumber) => void choose(packstation, postnumber)}
          onCancel={() => {
            // spec 000 §4: cancelling the postnumber deselects the point.
            setPackstation(null)
            onChoose(null)
          }}
        />
      ) : points === 'loading' ? (
        <p role="status">{t('checkout.pickupPointsLoading')}</p>
      ) : points.length === 0 ? (
        <p role="status">{t('checkout.pickupPointsNone')}</p>
      ) : (
        <ul className={picker.list}>
          {points.map((point) => (
            <PointItem
              key={point.id}
              point={point}
              onSelect={() =>
                point.shopType === 'packStation' ? setPackstation(point) : void choose(point, null)
              }
            />
          ))}
        </ul>
      )}
    </dialog>
  )
}

function PointItem({ point, onSelect }: { point: ServicePoint; onSelect: () => void }) {
  const t = useTranslate()
  const storeView = useStoreView()
  const days = listOpeningDays(point, storeView.i18n.defaultLocale)
  return (
    <li className={picker.point}>
      <h3 className={picker.name}>
        {point.name}
        {point.shopType === 'packStation' ? (
          <span className={picker.badge}> · {t('checkout.packstation')}</span>
        ) : null}
      </h3>
      <p>{describePointAddress(point)}</p>
      <dl className={picker.hours} aria-label={t('checkout.openingHours')}>
        {days.map((day) => (
          <div key={day.weekDay} className={picker.hoursRow}>
            <dt>{day.day}</dt>
            <dd>{day.hours ?? t('checkout.closed')}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className={styles.primary} onClick={onSelect}>
        {t('checkout.pickupPointSelect', { name: point.name })}
      </button>
    </li>
  )
}

function PostnumberQuestion({
  point,
  onConfirm,
  onCancel,
}: {
  point: ServicePoint
  onConfirm: (postnumber: string) => void
  onCancel: () => void
}) {
  const t = useTranslate()
  const inputId = useId()
  const [value, setValue] = useState('')
  const [invalid, setInvalid] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    input.current?.focus()
  }, [])

  const confirm = () => {
    const postnumber = value.trim()
    if (!POSTNUMBER_INPUT_PATTERN.test(postnumber)) {
      setInvalid(true)
      input.current?.focus()
      return
    }
    onConfirm(postnumber)
  }

  return (
    <div className={picker.postnumber}>
      <p id={`${inputId}-hint`} className={styles.hint}>
        {t('checkout.postnumberHint', { name: point.name })}
      </p>
      <div className={styles.field}>
        <label htmlFor={inputId}>{t('checkout.postnumber')}</label>
        <input
          ref={input}
          id={inputId}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${inputId}-hint${invalid ? ` ${inputId}-error` : ''}`}
          onChange={(event) => {
            setValue(event.target.value)
            setInvalid(false)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              confirm()
            }
          }}
        />
        {invalid ? (
          <p id={`${inputId}-error`} className={styles.error}>
            {t('checkout.postnumberInvalid')}
          </p>
        ) : null}
      </div>
      <div className={picker.actions}>
        <button type="button" className={styles.primary} onClick={confirm}>
          {t('checkout.postnumberConfirm')}
        </button>
        <button type="button" className={styles.link} onClick={onCancel}>
          {t('checkout.cancel')}
        </button>
      </div>
    </div>
  )
}
