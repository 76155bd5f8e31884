// Step 2 (spec 000 §3 shippingDetails, §4 "Pickup-point shipping", §7 shipping-methods): the
// address with the country defaulting to the store view's tax country (and the Dutch postcode
// lookup), the methods the server offers for it (fetched again when the country changes), and,
// for the servicepoint method, the DHL pickup point chosen in the picker. Pickup shipping is
// active only while that method is chosen and on offer: when it leaves the list, the point is
// no longer sent (spec 000 §4).
import { Form } from '@remix-run/react'
import type { ShippingMethod } from '@vitrine/contracts/cart-client'
import { useEffect, useState } from 'react'
import { toCents } from '~/lib/cart/cart-lines'
import {
  checkShippingDetails,
  readShippingDetails,
  type ShippingDetails,
} from '~/lib/checkout/shipping-details-form'
import { formatPrice } from '~/lib/format-price'
import type { PlainMessageKey } from '~/lib/checkout/form-fields'
import { describeShippingMethod } from '~/lib/checkout/shipping-method-label'
import {
  findShippingMethod,
  PICKUP_POINT_METHOD_CODE,
  shippingMethodKey,
} from '~/lib/orders/build-order'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { AddressFieldset } from './address-fieldset'
import styles from './checkout.module.css'
import { storedText } from './form-controls'
import type { StoredFieldsLike } from './step-types'
import { PickupPointPicker, type PickupChoice } from './pickup-point-picker'
import { useStepForm } from './use-step-form'

const isPickupMethod = (method: Pick<ShippingMethod, 'method_code'>) =>
  method.method_code === PICKUP_POINT_METHOD_CODE

export function ShippingStep({
  initial,
  cartId,
  methods,
  failure,
  busy,
  onCountryChange,
  onChange,
  onDone,
}: {
  initial: StoredFieldsLike
  /** The cart the chosen pickup point is stored with. */
  cartId: string | null
  /** The server's methods for the current country; null while they load. */
  methods: readonly ShippingMethod[] | null
  failure: PlainMessageKey | null
  busy: boolean
  onCountryChange: (country: string) => void
  onChange: (fields: Record<string, string | boolean>) => void
  onDone: (details: ShippingDetails, method: ShippingMethod) => void
}) {
  const t = useTranslate()
  const storeView = useStoreView()
  const [country, setCountry] = useState(
    storedText(initial, 'country') || storeView.tax.defaultCountry,
  )
  const available = (methods ?? []).filter((method) => method.available)
  const [chosen, setChosen] = useState(storedText(initial, 'shippingMethod'))
  // spec 000 §4: a default is set when none is chosen (or the chosen one left the list).
  const selected = findShippingMethod(available, chosen) ?? available[0] ?? null
  const pickupActive = selected !== null && isPickupMethod(selected)
  const storedPoint = storedText(initial, 'pickupPoint')
  const [pickup, setPickup] = useState<PickupChoice | null>(
    storedPoint ? { value: storedPoint, label: storedText(initial, 'pickupPointLabel') } : null,
  )
  const choosePickup = (next: PickupChoice | null, fields: StoredFieldsLike = initial) => {
    setPickup(next)
    onChange({ ...fields, pickupPoint: next?.value ?? '', pickupPointLabel: next?.label ?? '' })
  }
  // spec 000 §4: pickup shipping deactivates when the servicepoint method leaves the list (another
  // country, a coupon reaching free shipping...): the chosen point is dropped, not kept for later.
  const pickupOffered = methods === null || available.some(isPickupMethod)
  useEffect(() => {
    if (!pickupOffered && pickup) choosePickup(null)
    // The form's own change handler may have stored the hidden field before it was cleared.
    else if (!pickup && storedPoint !== '') choosePickup(null)
  })

  const { errors, formProps } = useStepForm({
    read: readShippingDetails,
    check: checkShippingDetails,
    onChange,
    onValid: (details) => {
      const method = findShippingMethod(available, details.shippingMethod)
      if (!method) return { shippingMethod: 'validation.required' }
      if (method.method_code === PICKUP_POINT_METHOD_CODE && details.pickupPoint === '') {
        return { pickupPoint: 'checkout.pickupPointRequired' }
      }
      onDone(details, method)
    },
  })

  return (
    <Form {...formProps}>
      <input type="hidden" name="intent" value="shipping" />
      <AddressFieldset
        legend={t('checkout.shippingAddress')}
        initial={initial}
        errors={errors}
        country={country}
        lookup
        onCountryChange={(next) => {
          setCountry(next)
          // A point belongs to its country: a new country starts without one.
          if (pickup) choosePickup(null, { ...initial, country: next })
          onCountryChange(next)
        }}
      />
      <fieldset
        className={styles.fieldset}
        aria-describedby={errors.shippingMethod ? 'shipping-method-error' : undefined}
      >
        <legend className={styles.legend}>{t('checkout.shippingMethod')}</legend>
        {methods === null ? (
          <p role="status">{t('checkout.loadingMethods')}</p>
        ) : available.length === 0 ? (
          <p>{t('checkout.noShippingMethods')}</p>
        ) : (
          <div className={styles.options}>
            {available.map((method) => {
              const key = shippingMethodKey(method)
              return (
                <label key={key} className={styles.option}>
                  <input
                    type="radio"
                    name="shippingMethod"
                    value={key}
                    checked={selected !== null && shippingMethodKey(selected) === key}
                    onChange={() => setChosen(key)}
                  />
                  <span>{describeShippingMethod(method)}</span>
                  <span>{formatPrice(toCents(method.price_incl_tax), storeView)}</span>
                </label>
              )
            })}
          </div>
        )}
        {errors.shippingMethod ? (
          <p id="shipping-method-error" className={styles.error}>
            {t(errors.shippingMethod)}
          </p>
        ) : null}
      </fieldset>
      {pickupActive ? (
        <PickupPointPicker
          country={country}
          zipCode={storedText(initial, 'zipCode')}
          cartId={cartId}
          choice={pickup}
          error={errors.pickupPoint ? t(errors.pickupPoint) : null}
          onChoose={(next) => choosePickup(next)}
        />
      ) : null}
      {failure ? (
        <p role="alert" className={styles.error}>
          {t(failure)}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy || methods === null}>
        {t('checkout.continueToPayment')}
      </button>
    </Form>
  )
}
