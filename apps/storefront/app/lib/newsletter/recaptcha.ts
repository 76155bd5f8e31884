// Google reCAPTCHA v3 for the newsletter forms (spec 001 §4: "Recaptcha is run before
// subscribing"; D172). Part of the subscription's code, which loads on a form's first submit
// (D171): Google's script is added to the page then, once, never on page load, and each
// subscription asks it for a token for the action `newsletter`.

/** The part of Google's `grecaptcha` global v3 uses. */
export interface Grecaptcha {
  ready: (callback: () => void) => void
  execute: (siteKey: string, options: { action: string }) => Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

/** The root loader's part the newsletter forms read: null without a site key (D168). */
export interface RecaptchaRootData {
  recaptchaSiteKey?: string | null
}

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js'
export const RECAPTCHA_ACTION = 'newsletter'

let loading: Promise<Grecaptcha> | undefined

/** Google's script for `siteKey`, added to the page on the first call; a failed load is retried. */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`
    script.async = true
    script.onload = () => {
      const grecaptcha = window.grecaptcha
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha))
      else reject(new Error('reCAPTCHA’s script defined no grecaptcha'))
    }
    script.onerror = () => reject(new Error('reCAPTCHA’s script did not load'))
    document.head.append(script)
  }).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** A reCAPTCHA v3 token for a newsletter subscription. */
export async function runRecaptcha(siteKey: string): Promise<string> {
  const grecaptcha = await loadRecaptcha(siteKey)
  return grecaptcha.execute(siteKey, { action: RECAPTCHA_ACTION })
}
