// The address fields of the shipping and billing forms (spec 000 §3 shippingDetails and
// paymentDetails), in a fieldset with its legend. The country is controlled so that a change can
// fetch the shipping methods again; it defaults to the store view's tax country (spec 000 §4).
import { useMemo } from 'react'
import type { AddressField } from '~/lib/checkout/address-fields'
import { listCountryOptions } from '~/lib/checkout/countries'
import type { FieldErrors, StoredFieldsLike } from './step-types'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './checkout.module.css'
import { SelectField, TextField, storedText } from './form-controls'
import { PostcodeLookup } from './postcode-lookup'

export function AddressFieldset({
  legend,
  initial,
  errors,
  country,
  onCountryChange,
  lookup = false,
}: {
  legend: string
  initial: StoredFieldsLike
  errors: FieldErrors<AddressField>
  country: string
  onCountryChange: (country: string) => void
  /** Offer the postcode lookup (the shipping address; spec 001 §4). */
  lookup?: boolean
}) {
  const t = useTranslate()
  const storeView = useStoreView()
  const countries = useMemo(
    () => listCountryOptions(storeView.i18n.defaultLocale, storeView.tax.defaultCountry),
    [storeView],
  )
  const text = (name: AddressField) => storedText(initial, name)
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.columns}>
        <TextField
          name="firstName"
          label={t('checkout.firstName')}
          defaultValue={text('firstName')}
          error={errors.firstName}
          autoComplete="given-name"
          required
        />
        <TextField
          name="lastName"
          label={t('checkout.lastName')}
          defaultValue={text('lastName')}
          error={errors.lastName}
          autoComplete="family-name"
          required
        />
      </div>
      <SelectField
        name="country"
        label={t('checkout.country')}
        value={country}
        error={errors.country}
        autoComplete="country"
        onChange={onCountryChange}
      >
        {countries.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </SelectField>
      <div className={styles.columns}>
        <TextField
          name="streetAddress"
          label={t('checkout.streetAddress')}
          defaultValue={text('streetAddress')}
          error={errors.streetAddress}
          autoComplete="address-line1"
          required
        />
        <TextField
          name="apartmentNumber"
          label={t('checkout.apartmentNumber')}
          defaultValue={text('apartmentNumber')}
          error={errors.apartmentNumber}
          hint={t('checkout.apartmentHint')}
          autoComplete="address-line2"
          required
        />
      </div>
      <div className={styles.columns}>
        <TextField
          name="zipCode"
          label={t('checkout.zipCode')}
          defaultValue={text('zipCode')}
          error={errors.zipCode}
          autoComplete="postal-code"
          required
        />
        <TextField
          name="city"
          label={t('checkout.city')}
          defaultValue={text('city')}
          error={errors.city}
          autoComplete="address-level2"
          required
        />
      </div>
      {lookup ? <PostcodeLookup country={country} /> : null}
      <div className={styles.columns}>
        <TextField
          name="state"
          label={t('checkout.state')}
          defaultValue={text('state')}
          error={errors.state}
          autoComplete="address-level1"
          optional
        />
        <TextField
          name="phoneNumber"
          label={t('checkout.phoneNumber')}
          defaultValue={text('phoneNumber')}
          error={errors.phoneNumber}
          type="tel"
          autoComplete="tel"
          optional
        />
      </div>
    </fieldset>
  )
}
