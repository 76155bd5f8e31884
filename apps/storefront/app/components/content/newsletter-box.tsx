// The slim newsletter box (spec 001 §2 "Content blocks"): e-mail field, privacy checkbox, Ok
// button and the privacy policy link to /support/privacy-policy. Messages per spec 001 §5; Ok is
// disabled while the form is invalid. Submitting loads the subscription's code on first use
// (~/lib/newsletter/submit-newsletter; product pages' JavaScript budget, D46). The fields are
// disabled until the box's code runs in the browser (D126).
import { Link, useRouteLoaderData } from '@remix-run/react'
import { useEffect, useId, useState } from 'react'
import { useNotifications } from '~/components/shell/notifications-provider'
import { validateNewsletter } from '~/lib/newsletter-form'
import type { RecaptchaRootData } from '~/lib/captcha/recaptcha'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './newsletter-box.module.css'

/**
 * spec 001 §2 "Newsletter box", the slim variant (Ok button, privacy policy link) of the footer;
 * the full one (Sign me up, the recaptcha note) is newsletter-box-full.tsx.
 */
export function NewsletterBox() {
  const t = useTranslate()
  const storeView = useStoreView()
  // The root loader's reCAPTCHA site key (D172); read here, not in a shared module, so the page's
  // first load names no chunk more.
  const recaptchaSiteKey = useRouteLoaderData<RecaptchaRootData>('root')?.recaptchaSiteKey ?? null
  const emailId = useId()
  const emailErrorId = useId()
  const privacyId = useId()
  const privacyErrorId = useId()
  const [email, setEmail] = useState('')
  const [privacyAccepted, setPrivacyAccepted] = useState(false)
  const [touched, setTouched] = useState({ email: false, privacy: false })
  const { notify } = useNotifications()
  // The fields work once this code runs in the browser (the footer's comes late, D126): until
  // then they are disabled, so nothing typed into the server's HTML is lost.
  const [working, setWorking] = useState(false)
  useEffect(() => setWorking(true), [])
  const errors = validateNewsletter({ email, privacyAccepted })
  const invalid = errors.email !== undefined || errors.privacy !== undefined
  const emailError = touched.email ? errors.email : undefined
  const privacyError = touched.privacy ? errors.privacy : undefined

  return (
    <form
      className={styles.box}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setTouched({ email: true, privacy: true })
        // Ok is disabled while the form is invalid, so a submit is a valid form.
        void import('~/lib/newsletter/submit-newsletter').then(({ submitNewsletter }) =>
          submitNewsletter({ email, storeCode: storeView.storeCode, recaptchaSiteKey, notify, t }),
        )
      }}
    >
      <div className={styles.row}>
        <label htmlFor={emailId} className="visually-hidden">
          {t('newsletter.email')}
        </label>
        <input
          id={emailId}
          type="email"
          name="email"
          autoComplete="email"
          className={styles.email}
          placeholder={t('newsletter.email')}
          value={email}
          disabled={!working}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched((state) => ({ ...state, email: true }))}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? emailErrorId : undefined}
        />
        <button type="submit" className={styles.submit} disabled={invalid}>
          {t('newsletter.ok')}
        </button>
      </div>
      {emailError ? (
        <p id={emailErrorId} className={styles.error}>
          {t(emailError)}
        </p>
      ) : null}
      <div className={styles.consent}>
        <input
          id={privacyId}
          type="checkbox"
          name="privacy"
          checked={privacyAccepted}
          disabled={!working}
          onChange={(event) => {
            setPrivacyAccepted(event.target.checked)
            setTouched((state) => ({ ...state, privacy: true }))
          }}
          aria-invalid={privacyError ? true : undefined}
          aria-describedby={privacyError ? privacyErrorId : undefined}
        />
        <label htmlFor={privacyId}>{t('newsletter.privacy')}</label>
      </div>
      {privacyError ? (
        <p id={privacyErrorId} className={styles.error}>
          {t(privacyError)}
        </p>
      ) : null}
      <Link to={buildStorePath(storeView, '/support/privacy-policy')} className={styles.policy}>
        {t('newsletter.privacyPolicy')}
      </Link>
    </form>
  )
}
