// The full newsletter box (spec 001 §2 "Content blocks": e-mail, privacy checkbox, 'Sign me up',
// the reCAPTCHA note) of the pop-up and the account's newsletter page; spec 001 §5's messages,
// the button disabled while the form is invalid, spec 001 §8's notifications after submitting.
import { useRouteLoaderData } from '@remix-run/react'
import { useId, useState } from 'react'
import { validateNewsletter } from '~/lib/newsletter-form'
import type { RecaptchaRootData } from '~/lib/captcha/recaptcha'
import type { NotificationInput } from '~/lib/notifications'
import { submitNewsletter } from '~/lib/newsletter/submit-newsletter'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './newsletter-box-full.module.css'

export function NewsletterBoxFull({
  defaultEmail = '',
  notify,
  onSubscribed,
}: {
  /** The layout's notifications (passed in: the pop-up's chunk imports nothing of the root's). */
  notify: (notification: NotificationInput) => void
  /** spec 001 §4: a logged-in customer's e-mail is prefilled. */
  defaultEmail?: string
  onSubscribed?: () => void
}) {
  const t = useTranslate()
  const storeView = useStoreView()
  // The root loader's reCAPTCHA site key (D172); read here, not in a shared module, so the page's
  // first load names no chunk more.
  const recaptchaSiteKey = useRouteLoaderData<RecaptchaRootData>('root')?.recaptchaSiteKey ?? null
  const emailId = useId()
  const emailErrorId = useId()
  const privacyId = useId()
  const privacyErrorId = useId()
  const [email, setEmail] = useState(defaultEmail)
  const [privacyAccepted, setPrivacyAccepted] = useState(false)
  const [touched, setTouched] = useState({ email: false, privacy: false })
  const [busy, setBusy] = useState(false)
  const errors = validateNewsletter({ email, privacyAccepted })
  const invalid = errors.email !== undefined || errors.privacy !== undefined
  const emailError = touched.email ? errors.email : undefined
  const privacyError = touched.privacy ? errors.privacy : undefined

  return (
    <form
      className={`${styles.box} ${styles.full}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setTouched({ email: true, privacy: true })
        if (invalid || busy) return
        setBusy(true)
        void submitNewsletter({
          email,
          storeCode: storeView.storeCode,
          recaptchaSiteKey,
          notify,
          t,
        })
          .then((done) => {
            if (done) onSubscribed?.()
          })
          .finally(() => setBusy(false))
      }}
    >
      <div className={styles.column}>
        <label htmlFor={emailId} className={styles.label}>
          {t('newsletter.email')}
        </label>
        <input
          id={emailId}
          type="email"
          name="email"
          autoComplete="email"
          className={styles.emailFull}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched((state) => ({ ...state, email: true }))}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? emailErrorId : undefined}
        />
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
      <button type="submit" className={styles.submitFull} disabled={invalid || busy}>
        {t('newsletter.signMeUp')}
      </button>
      <p className={styles.note}>{t('newsletter.recaptchaNote')}</p>
    </form>
  )
}
