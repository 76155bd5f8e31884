// What a newsletter box does on submit (spec 001 §4, §8; D222): subscribe, then the notification:
// check your mail for the confirmation link, or the spec's warning for an address subscribed
// already. Loaded on the first submit only.
import type { MessageKey } from '~/lib/i18n/messages-en'
import type { NotificationInput } from '~/lib/notifications'
import { subscribeNewsletter } from './subscribe-newsletter'

export async function submitNewsletter(input: {
  email: string
  storeCode: string
  recaptchaSiteKey: string | null
  notify: (notification: NotificationInput) => void
  t: (key: MessageKey) => string
}): Promise<boolean> {
  const outcome = await subscribeNewsletter(input)
  if (outcome.kind === 'failed') {
    input.notify({ message: outcome.message ?? input.t('error.tryAgainSoon'), type: 'danger' })
    return false
  }
  const already = outcome.kind === 'already-subscribed'
  input.notify({
    message: input.t(already ? 'newsletter.alreadySubscribed' : 'newsletter.confirmSent'),
    type: already ? 'warning' : 'success',
  })
  return true
}
