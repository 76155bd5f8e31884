// The captcha of a form the BFF asked one of (D220: many failed logins of an account, or missed
// lookups of an order; D225). Without a reCAPTCHA site key the field holds the local test token
// from the server's HTML, so it works without JavaScript. With a site key it starts empty and the
// form's submit asks Google's reCAPTCHA v3 for a token first (its script loads then, D172), then
// submits again with it; a token is used once and cleared after its submit.
import { useRouteLoaderData } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { CAPTCHA_FIELD, LOCAL_CAPTCHA_TOKEN } from './local-captcha'
import type { RecaptchaAction, RecaptchaRootData } from './recaptcha'

export function CaptchaField({ action }: { action: RecaptchaAction }) {
  const siteKey = useRouteLoaderData<RecaptchaRootData>('root')?.recaptchaSiteKey ?? null
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const field = input.current
    const form = field?.form
    if (!siteKey || !field || !form) return
    let passing = false
    const onSubmit = (event: SubmitEvent) => {
      if (passing) {
        // this submit carries the token (or goes without one when Google failed: the server asks
        // again); the form's own handlers read it now, and the next submit needs a new one
        passing = false
        setTimeout(() => (field.value = ''), 0)
        return
      }
      event.preventDefault()
      event.stopImmediatePropagation()
      const submitter = event.submitter
      void import('./recaptcha')
        .then(({ runRecaptcha }) => runRecaptcha(siteKey, action))
        .then(
          (token) => (field.value = token),
          (error: unknown) => console.warn('reCAPTCHA gave no token', error),
        )
        .finally(() => {
          passing = true
          form.requestSubmit(submitter instanceof HTMLElement ? submitter : null)
        })
    }
    form.addEventListener('submit', onSubmit)
    return () => form.removeEventListener('submit', onSubmit)
  }, [siteKey, action])

  return (
    <input
      ref={input}
      type="hidden"
      name={CAPTCHA_FIELD}
      defaultValue={siteKey ? '' : LOCAL_CAPTCHA_TOKEN}
    />
  )
}
