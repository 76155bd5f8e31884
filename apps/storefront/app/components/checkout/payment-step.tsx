// Step 3 (spec 000 §3 paymentDetails, §7 payment-methods): the payment method among the server's,
// the billing address — the shipping address unless a different one is chosen — and the company
// and tax id that go on the invoice.
import { Form } from '@remix-run/react'
import type { PaymentMethod } from '@vitrine/contracts/cart-client'
import { useState } from 'react'
import { toCents } from '~/lib/cart/cart-lines'
import {
  checkPaymentDetails,
  readPaymentDetails,
  type PaymentDetails,
} from '~/lib/checkout/payment-details-form'
import { formatPrice } from '~/lib/format-price'
import type { PlainMessageKey } from '~/lib/checkout/form-fields'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { AddressFieldset } from './address-fieldset'
import { PaymentMethodIcon } from './payment-method-icon'
import styles from './checkout.module.css'
import { CheckboxField, TextField, storedText } from './form-controls'
import type { StoredFieldsLike } from './step-types'
import { useStepForm } from './use-step-form'

export function PaymentStep({
  initial,
  shippingCountry,
  methods,
  failure,
  busy,
  onChange,
  onDone,
}: {
  initial: StoredFieldsLike
  shippingCountry: string
  /** The server's payment methods; null while they load. */
  methods: readonly PaymentMethod[] | null
  failure: PlainMessageKey | null
  busy: boolean
  onChange: (fields: Record<string, string | boolean>) => void
  onDone: (details: PaymentDetails) => void
}) {
  const t = useTranslate()
  const storeView = useStoreView()
  const [different, setDifferent] = useState(initial.useAlternateBilling === true)
  const [country, setCountry] = useState(storedText(initial, 'country') || shippingCountry)
  const [chosen, setChosen] = useState(storedText(initial, 'paymentMethod'))
  const list = methods ?? []
  // spec 000 §4: a default is set when none is chosen.
  const selected = list.find((method) => method.code === chosen) ?? list[0] ?? null

  const { errors, formProps } = useStepForm({
    read: readPaymentDetails,
    check: checkPaymentDetails,
    onChange,
    onValid: onDone,
  })

  return (
    <Form {...formProps}>
      <input type="hidden" name="intent" value="payment" />
      <fieldset
        className={styles.fieldset}
        aria-describedby={errors.paymentMethod ? 'payment-method-error' : undefined}
      >
        <legend className={styles.legend}>{t('checkout.paymentMethod')}</legend>
        {methods === null ? (
          <p role="status">{t('checkout.loadingMethods')}</p>
        ) : list.length === 0 ? (
          <p>{t('checkout.noPaymentMethods')}</p>
        ) : (
          <div className={styles.options}>
            {list.map((method) => (
              <label key={method.code} className={styles.option}>
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method.code}
                  checked={selected?.code === method.code}
                  onChange={() => setChosen(method.code)}
                />
                <PaymentMethodIcon code={method.code} />
                <span>{method.title}</span>
                <span>
                  {method.cost_incl_tax > 0
                    ? formatPrice(toCents(method.cost_incl_tax), storeView)
                    : null}
                </span>
              </label>
            ))}
          </div>
        )}
        {errors.paymentMethod ? (
          <p id="payment-method-error" className={styles.error}>
            {t(errors.paymentMethod)}
          </p>
        ) : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('checkout.billingAddress')}</legend>
        <CheckboxField
          name="useAlternateBilling"
          label={t('checkout.billingDifferent')}
          checked={different}
          onChange={setDifferent}
        />
        {different ? (
          <AddressFieldset
            legend={t('checkout.billingAddress')}
            initial={initial}
            errors={errors}
            country={country}
            onCountryChange={setCountry}
          />
        ) : null}
        <div className={styles.columns}>
          <TextField
            name="company"
            label={t('checkout.company')}
            defaultValue={storedText(initial, 'company')}
            error={errors.company}
            autoComplete="organization"
            optional
          />
          <TextField
            name="taxId"
            label={t('checkout.taxId')}
            defaultValue={storedText(initial, 'taxId')}
            error={errors.taxId}
            optional
          />
        </div>
      </fieldset>
      {failure ? (
        <p role="alert" className={styles.error}>
          {t(failure)}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy || methods === null}>
        {t('checkout.continueToReview')}
      </button>
    </Form>
  )
}
