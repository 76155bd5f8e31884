/**
 * The captcha token without a site key. The BFF's embedded captcha accepts this documented local
 * test token (docs/configuration.md, RECAPTCHA_SECRET); with STOREFRONT_RECAPTCHA_SITE_KEY the
 * token is Google's (recaptcha.ts).
 */
export const LOCAL_CAPTCHA_TOKEN = 'vitrine-local-captcha'

/** The form field a captcha token is sent in (captcha-field.tsx) and read from by the actions. */
export const CAPTCHA_FIELD = 'captchaToken'
