// The captcha token a form sent (lib/captcha/captcha-field.tsx; D225), passed on to the BFF as
// `captchaToken` (D220). Anything that is not a token the BFF could take is left out: the BFF then
// asks for one again.
import { CAPTCHA_FIELD } from '~/lib/captcha/local-captcha'

const MAX_TOKEN_LENGTH = 4096

export function captchaTokenOf(formData: FormData): { captchaToken?: string } {
  const token = formData.get(CAPTCHA_FIELD)
  return typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH
    ? { captchaToken: token }
    : {}
}
