// The account area's profile block (spec 001 §2, §3): personal data, the saved addresses and the
// modals that change them: profile, addresses, change e-mail, password update (`?dialog=`).
import { getFormProps, getSelectProps } from '@conform-to/react'
import { Form, Link, useActionData, useLocation, useRouteLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import {
  AddressFormSchema,
  ChangeEmailFormSchema,
  ChangePasswordFormSchema,
  ProfileFormSchema,
} from '~/lib/account/account-forms'
import { resultFor, type AccountActionData } from '~/lib/account/account-action-data'
import type { AccountAddress, AccountProfile } from '~/lib/account/account-types'
import { useAccountTranslate, type AccountText } from '~/lib/account/use-account-translate'
import { listCountryOptions } from '~/lib/checkout/countries'
import { useStoreView } from '~/lib/use-store-view'
import { AccountDialog } from './account-dialog'
import {
  AccountField,
  FormErrors,
  NewPasswordFields,
  StatusMessage,
  useAccountForm,
} from './account-fields'
import styles from './account.module.css'

export const ACCOUNT_ROUTE_ID = 'routes/($store).my-account'

const DONE_TEXTS: Record<string, AccountText> = {
  updated: 'account.updated',
  password: 'account.passwordChanged',
}

export function ProfileBlock() {
  const t = useAccountTranslate()
  const { profile } = useRouteLoaderData<{ profile: AccountProfile }>(ACCOUNT_ROUTE_ID)!
  const search = new URLSearchParams(useLocation().search)
  const actionData = useActionData<AccountActionData>()
  const dialog = search.get('dialog')
  const done = DONE_TEXTS[search.get('done') ?? '']
  const addressId = Number(search.get('address')) || undefined
  const editedAddress = profile.addresses.find((address) => address.id === addressId)

  return (
    <div className={styles.stack}>
      <StatusMessage>{done && !dialog ? t(done) : null}</StatusMessage>
      <section className={styles.card} aria-labelledby="personal-data">
        <h2 id="personal-data" className={styles.subtitle}>
          {t('account.personalData')}
        </h2>
        <dl className={styles.details}>
          <dt>{t('account.firstname')}</dt>
          <dd>{profile.firstname}</dd>
          <dt>{t('account.lastname')}</dt>
          <dd>{profile.lastname}</dd>
          <dt>{t('account.email')}</dt>
          <dd>{profile.email}</dd>
        </dl>
        <div className={styles.actions}>
          <Link to="?dialog=profile" className={styles.secondary} preventScrollReset>
            {t('account.editProfile')}
          </Link>
          <Link to="?dialog=email" className={styles.secondary} preventScrollReset>
            {t('account.changeEmail')}
          </Link>
          <Link to="?dialog=password" className={styles.secondary} preventScrollReset>
            {t('account.changePassword')}
          </Link>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="addresses">
        <h2 id="addresses" className={styles.subtitle}>
          {t('account.addresses')}
        </h2>
        {profile.addresses.length === 0 ? <p>{t('account.noAddresses')}</p> : null}
        <ul className={styles.list}>
          {profile.addresses.map((address) => (
            <li key={address.id} className={styles.card}>
              <AddressText address={address} />
              <div className={styles.actions}>
                <Link
                  to={`?dialog=address&address=${address.id}`}
                  className={styles.secondary}
                  preventScrollReset
                >
                  {t('account.editAddress')}
                </Link>
                <Form method="post">
                  <input type="hidden" name="intent" value="deleteAddress" />
                  <input type="hidden" name="addressId" value={address.id} />
                  <button type="submit" className={styles.secondary}>
                    {t('account.deleteAddress')}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link to="?dialog=address" className={styles.secondary} preventScrollReset>
            {t('account.addAddress')}
          </Link>
        </div>
      </section>
      {dialog === 'profile' ? <ProfileDialog profile={profile} actionData={actionData} /> : null}
      {dialog === 'email' ? <EmailDialog actionData={actionData} /> : null}
      {dialog === 'password' ? <PasswordDialog actionData={actionData} /> : null}
      {dialog === 'address' ? (
        <AddressDialog address={editedAddress} actionData={actionData} />
      ) : null}
    </div>
  )
}

function AddressText({ address }: { address: AccountAddress }) {
  return (
    <address className={styles.address}>
      {address.firstname} {address.lastname}
      <br />
      {address.street} {address.houseNumber}
      <br />
      {address.postcode} {address.city}
      <br />
      {address.countryId}
      {address.telephone ? (
        <>
          <br />
          {address.telephone}
        </>
      ) : null}
    </address>
  )
}

function SubmitRow({ label }: { label: string }) {
  const t = useAccountTranslate()
  return (
    <div className={styles.actions}>
      <button type="submit" className={styles.primary}>
        {label}
      </button>
      <Link to="." className={styles.link} preventScrollReset>
        {t('account.cancel')}
      </Link>
    </div>
  )
}

function ProfileDialog({
  profile,
  actionData,
}: {
  profile: AccountProfile
  actionData: AccountActionData | undefined
}) {
  const t = useAccountTranslate()
  const [form, fields] = useAccountForm(
    'profile',
    ProfileFormSchema,
    resultFor(actionData, 'profile'),
    { firstname: profile.firstname, lastname: profile.lastname },
  )
  return (
    <AccountDialog title={t('account.editProfile')} closeHref=".">
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="profile" />
        <FormErrors errors={form.errors} />
        <AccountField
          field={fields.firstname}
          label={t('account.firstname')}
          autoComplete="given-name"
        />
        <AccountField
          field={fields.lastname}
          label={t('account.lastname')}
          autoComplete="family-name"
        />
        <SubmitRow label={t('account.save')} />
      </Form>
    </AccountDialog>
  )
}

function EmailDialog({ actionData }: { actionData: AccountActionData | undefined }) {
  const t = useAccountTranslate()
  const [form, fields] = useAccountForm(
    'email',
    ChangeEmailFormSchema,
    resultFor(actionData, 'email'),
  )
  return (
    <AccountDialog title={t('account.changeEmail')} closeHref=".">
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="email" />
        <FormErrors errors={form.errors} />
        <AccountField
          field={fields.email}
          label={t('account.newEmail')}
          type="email"
          autoComplete="email"
        />
        <AccountField
          field={fields.emailConfirmation}
          label={t('account.emailConfirmation')}
          type="email"
          autoComplete="email"
        />
        <SubmitRow label={t('account.save')} />
      </Form>
    </AccountDialog>
  )
}

function PasswordDialog({ actionData }: { actionData: AccountActionData | undefined }) {
  const t = useAccountTranslate()
  const [form, fields] = useAccountForm(
    'password',
    ChangePasswordFormSchema,
    resultFor(actionData, 'password'),
  )
  return (
    <AccountDialog title={t('account.changePassword')} closeHref=".">
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="password" />
        <FormErrors errors={form.errors} />
        <AccountField
          field={fields.currentPassword}
          label={t('account.currentPassword')}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields
          password={fields.password}
          repeatPassword={fields.repeatPassword}
          label={t('account.newPassword')}
        />
        <SubmitRow label={t('account.save')} />
      </Form>
    </AccountDialog>
  )
}

function AddressDialog({
  address,
  actionData,
}: {
  address: AccountAddress | undefined
  actionData: AccountActionData | undefined
}) {
  const t = useAccountTranslate()
  const storeView = useStoreView()
  const lastResult = resultFor(actionData, 'address')
  const [form, fields] = useAccountForm(
    'address',
    AddressFormSchema,
    lastResult,
    address
      ? {
          firstname: address.firstname,
          lastname: address.lastname,
          street: address.street,
          houseNumber: address.houseNumber,
          postcode: address.postcode,
          city: address.city,
          countryId: address.countryId,
          telephone: address.telephone,
        }
      : { countryId: 'NL' },
  )
  const countries = useMemo(
    () => listCountryOptions(storeView.i18n.defaultLocale, 'NL'),
    [storeView],
  )
  const countryField = fields.countryId
  return (
    <AccountDialog title={t(address ? 'account.editAddress' : 'account.addAddress')} closeHref=".">
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="address" />
        {address ? <input type="hidden" name="addressId" value={address.id} /> : null}
        <FormErrors errors={form.errors} />
        <div className={styles.columns}>
          <AccountField
            field={fields.firstname}
            label={t('account.firstname')}
            autoComplete="given-name"
          />
          <AccountField
            field={fields.lastname}
            label={t('account.lastname')}
            autoComplete="family-name"
          />
          <AccountField
            field={fields.street}
            label={t('account.street')}
            autoComplete="address-line1"
          />
          <AccountField
            field={fields.houseNumber}
            label={t('account.houseNumber')}
            autoComplete="address-line2"
            hint={t('account.houseNumberHint')}
          />
          <AccountField
            field={fields.postcode}
            label={t('account.postcode')}
            autoComplete="postal-code"
          />
          <AccountField
            field={fields.city}
            label={t('account.city')}
            autoComplete="address-level2"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={countryField.id}>{t('account.country')}</label>
          <select {...getSelectProps(countryField)} key={countryField.key} autoComplete="country">
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          {countryField.errors?.[0] ? (
            <p id={countryField.errorId} className={styles.error}>
              {t(countryField.errors[0] as AccountText)}
            </p>
          ) : null}
        </div>
        <AccountField
          field={fields.telephone}
          label={t('account.telephone')}
          type="tel"
          autoComplete="tel"
        />
        <SubmitRow label={t('account.save')} />
      </Form>
    </AccountDialog>
  )
}
