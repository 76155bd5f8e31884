// Step 1 (spec 000 §3 personalDetails; 001 §5): first and last name, e-mail, and optionally an
// account created with the order (password with the 001 §5 rules, repeated). The form posts to
// the route action without JavaScript; in the browser the same schema checks it first.
import { Form } from '@remix-run/react'
import { useState } from 'react'
import {
  checkPersonalDetails,
  readPersonalDetails,
  type PersonalDetails,
} from '~/lib/checkout/personal-details-form'
import { useTranslate } from '~/lib/use-store-view'
import styles from './checkout.module.css'
import { CheckboxField, TextField, storedText } from './form-controls'
import type { StoredFieldsLike } from './step-types'
import { useStepForm } from './use-step-form'

export function PersonalDetailsStep({
  initial,
  onChange,
  onDone,
}: {
  initial: StoredFieldsLike
  onChange: (fields: Record<string, string | boolean>) => void
  onDone: (details: PersonalDetails) => void
}) {
  const t = useTranslate()
  const [createAccount, setCreateAccount] = useState(initial.createAccount === true)
  const { errors, formProps } = useStepForm({
    read: readPersonalDetails,
    check: checkPersonalDetails,
    onChange,
    onValid: onDone,
  })

  return (
    <Form {...formProps}>
      <input type="hidden" name="intent" value="personal" />
      <div className={styles.columns}>
        <TextField
          name="firstName"
          label={t('checkout.firstName')}
          defaultValue={storedText(initial, 'firstName')}
          error={errors.firstName}
          autoComplete="given-name"
          required
        />
        <TextField
          name="lastName"
          label={t('checkout.lastName')}
          defaultValue={storedText(initial, 'lastName')}
          error={errors.lastName}
          autoComplete="family-name"
          required
        />
      </div>
      <TextField
        name="emailAddress"
        label={t('checkout.email')}
        type="email"
        defaultValue={storedText(initial, 'emailAddress')}
        error={errors.emailAddress}
        autoComplete="email"
        required
      />
      <CheckboxField
        name="createAccount"
        label={t('checkout.createAccount')}
        checked={createAccount}
        onChange={setCreateAccount}
      />
      {createAccount ? (
        <fieldset className={styles.fieldset}>
          <legend className="visually-hidden">{t('checkout.createAccount')}</legend>
          <TextField
            name="password"
            label={t('checkout.password')}
            type="password"
            error={errors.password}
            hint={t('checkout.passwordHint')}
            autoComplete="new-password"
            required
          />
          <TextField
            name="repeatPassword"
            label={t('checkout.repeatPassword')}
            type="password"
            error={errors.repeatPassword}
            autoComplete="new-password"
            required
          />
        </fieldset>
      ) : null}
      <button type="submit" className={styles.primary}>
        {t('checkout.continueToShipping')}
      </button>
    </Form>
  )
}
