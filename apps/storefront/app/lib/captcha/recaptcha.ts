// Google reCAPTCHA v3 (spec 001 §4: "Recaptcha is run before subscribing"; D172), for the
// newsletter forms and for a login or guest-return lookup the BFF asks a captcha of (D220, D225).
// Loaded with a form's code on its first submit (D171): Google's script is added to the page then,
// once, never on page load, and each submit asks it for a token for the form's action.

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

/** The root loader's part the captcha's forms read: null without a site key (D168). */
export interface RecaptchaRootData {
  recaptchaSiteKey?: string | null
}

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js'
/** The actions a token is asked for (shown in Google's console per action). */
export type RecaptchaAction = 'newsletter' | 'login' | 'guest_return'

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

/** A reCAPTCHA v3 token for one submit of `action`. */
export async function runRecaptcha(siteKey: string, action: RecaptchaAction): Promise<string> {
  const grecaptcha = await loadRecaptcha(siteKey)
  return grecaptcha.execute(siteKey, { action })
}
