// The review form's own texts in en, nl-NL and de-DE (spec 001 §1), kept out of the shop-wide
// catalogue: they come with the form's code, which loads when a shopper opens it (D231). The
// spec's 'Field is required' stays in the shop-wide catalogue.
import type { CatalogueLocale } from '~/lib/i18n/translate'

export const reviewMessagesEn = {
  'review.nickname': 'Nickname',
  'review.title': 'Summary',
  'review.detail': 'Review',
  'review.submit': 'Submit review',
  'review.sending': 'Sending…',
  'review.close': 'Close',
  'review.forProduct': 'Your review of {name}',
  'review.thanks': 'Thank you for your review. It will be shown once the shop has approved it.',
  'review.tooMany': 'You have sent several reviews in a short time. Please try again later.',
  'review.failed': 'Your review could not be sent. Please try again.',
  'review.productGone': 'This product can no longer be reviewed.',
  'review.nicknameTooLong': 'The nickname can be at most 100 characters.',
  'review.titleTooLong': 'The summary can be at most 255 characters.',
  'review.detailTooLong': 'The review can be at most 5000 characters.',
} as const

export type ReviewMessageKey = keyof typeof reviewMessagesEn

const reviewMessagesNl: Record<ReviewMessageKey, string> = {
  'review.nickname': 'Bijnaam',
  'review.title': 'Samenvatting',
  'review.detail': 'Beoordeling',
  'review.submit': 'Beoordeling versturen',
  'review.sending': 'Versturen…',
  'review.close': 'Sluiten',
  'review.forProduct': 'Jouw beoordeling van {name}',
  'review.thanks':
    'Bedankt voor je beoordeling. Ze wordt getoond zodra de winkel haar heeft goedgekeurd.',
  'review.tooMany':
    'Je hebt in korte tijd meerdere beoordelingen verstuurd. Probeer het later opnieuw.',
  'review.failed': 'Je beoordeling kon niet worden verstuurd. Probeer het opnieuw.',
  'review.productGone': 'Dit product kan niet meer worden beoordeeld.',
  'review.nicknameTooLong': 'De bijnaam mag hoogstens 100 tekens lang zijn.',
  'review.titleTooLong': 'De samenvatting mag hoogstens 255 tekens lang zijn.',
  'review.detailTooLong': 'De beoordeling mag hoogstens 5000 tekens lang zijn.',
}

const reviewMessagesDe: Record<ReviewMessageKey, string> = {
  'review.nickname': 'Spitzname',
  'review.title': 'Zusammenfassung',
  'review.detail': 'Bewertung',
  'review.submit': 'Bewertung absenden',
  'review.sending': 'Wird gesendet…',
  'review.close': 'Schließen',
  'review.forProduct': 'Ihre Bewertung von {name}',
  'review.thanks':
    'Vielen Dank für Ihre Bewertung. Sie wird angezeigt, sobald der Shop sie freigegeben hat.',
  'review.tooMany':
    'Sie haben in kurzer Zeit mehrere Bewertungen gesendet. Bitte versuchen Sie es später erneut.',
  'review.failed': 'Ihre Bewertung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  'review.productGone': 'Dieses Produkt kann nicht mehr bewertet werden.',
  'review.nicknameTooLong': 'Der Spitzname darf höchstens 100 Zeichen lang sein.',
  'review.titleTooLong': 'Die Zusammenfassung darf höchstens 255 Zeichen lang sein.',
  'review.detailTooLong': 'Die Bewertung darf höchstens 5000 Zeichen lang sein.',
}

export const reviewMessages: Record<CatalogueLocale, Record<ReviewMessageKey, string>> = {
  en: reviewMessagesEn,
  'nl-NL': reviewMessagesNl,
  'de-DE': reviewMessagesDe,
}
