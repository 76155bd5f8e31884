// The words of the shop's mails in the three store views' languages (spec 001 §1: en, de-DE,
// nl-NL). The spec names the mails (001 §4, §6) but not their wording; these texts are the shop's
// own (D106). `{name}`-style holes are filled by mail-layout.ts's `fill`.

export type MailLocale = 'en' | 'nl' | 'de'

export interface MailTexts {
  greeting: string
  signature: string
  ignoreNote: string
  confirmSubject: string
  confirmIntro: string
  confirmAction: string
  confirmExpiry: string
  resetSubject: string
  resetIntro: string
  resetAction: string
  resetExpiry: string
  emailChangeSubject: string
  emailChangeIntro: string
  emailChangeAction: string
  orderSubject: string
  orderIntro: string
  orderNumber: string
  orderItems: string
  orderSubtotal: string
  orderShipping: string
  orderDiscount: string
  orderTax: string
  orderTotal: string
  orderShipTo: string
  orderBillTo: string
  orderPayment: string
  orderAccountCreated: string
  newsletterSubject: string
  newsletterGreeting: string
  newsletterIntro: string
  newsletterCoupon: string
  newsletterCouponCode: string
  newsletterCouponOnce: string
  newsletterUnsubscribe: string
  newsletterUnsubscribeAction: string
  /** D222: the double opt-in mail. */
  newsletterConfirmSubject: string
  newsletterConfirmIntro: string
  newsletterConfirmAction: string
  newsletterConfirmNote: string
  returnSubject: string
  returnIntro: string
  returnNumber: string
  returnOrder: string
  returnReason: string
  returnItems: string
  returnExchange: string
  returnStatus: string
  returnNext: string
}

const en: MailTexts = {
  greeting: 'Hello {firstname},',
  signature: 'Kind regards,\nVitrine',
  ignoreNote: 'If you did not ask for this, you can ignore this e-mail.',
  confirmSubject: 'Welcome to Vitrine: please confirm your e-mail address',
  confirmIntro:
    'Thank you for creating an account. Please confirm your e-mail address to activate it; until then you cannot log in.',
  confirmAction: 'Confirm my account',
  confirmExpiry: 'This link works once and for 7 days.',
  resetSubject: 'Reset your Vitrine password',
  resetIntro: 'We received a request to reset the password of your account.',
  resetAction: 'Set a new password',
  resetExpiry: 'This link works once and for 2 hours.',
  emailChangeSubject: 'Confirm your new e-mail address',
  emailChangeIntro:
    'The e-mail address of your account was changed to this address. You have been logged out: please confirm the new address, then log in with it.',
  emailChangeAction: 'Confirm my new e-mail address',
  orderSubject: 'Your order {orderNumber} at Vitrine',
  orderIntro: 'Thank you for your order. We will let you know when it ships.',
  orderNumber: 'Order number',
  orderItems: 'Items',
  orderSubtotal: 'Subtotal',
  orderShipping: 'Shipping',
  orderDiscount: 'Discount',
  orderTax: 'Tax included',
  orderTotal: 'Grand total',
  orderShipTo: 'Shipping address',
  orderBillTo: 'Billing address',
  orderPayment: 'Payment method',
  orderAccountCreated:
    'An account was created for you with this order. Please confirm your e-mail address to activate it; you can then log in with the password you chose and follow your orders.',
  newsletterSubject: 'Welcome to the Vitrine newsletter: 10% off your next order',
  newsletterGreeting: 'Hello,',
  newsletterIntro: 'Thank you for subscribing to our newsletter.',
  newsletterCoupon: 'As promised, here is 10% discount off your next order.',
  newsletterCouponCode: 'Your discount code',
  newsletterCouponOnce: 'Enter the code in your cart. It can be used once.',
  newsletterUnsubscribe: 'You receive this e-mail because you subscribed to our newsletter.',
  newsletterUnsubscribeAction: 'Unsubscribe',
  newsletterConfirmSubject: 'Please confirm your subscription to the Vitrine newsletter',
  newsletterConfirmIntro:
    'Thank you for subscribing to our newsletter. Please confirm your subscription with the button below; you then receive your 10% discount code. Until then we send you nothing else.',
  newsletterConfirmAction: 'Confirm my subscription',
  newsletterConfirmNote:
    'This link works once and for 7 days. If you did not subscribe, ignore this e-mail: you will not be subscribed.',
  returnSubject: 'We received your return {returnNumber}',
  returnIntro: 'Thank you. We received your return request for order {orderNumber}.',
  returnNumber: 'Return number',
  returnOrder: 'Order number',
  returnReason: 'Return reason',
  returnItems: 'Items to return',
  returnExchange: 'exchange for size {size}',
  returnStatus: 'Status',
  returnNext:
    'We will check your request and let you know when it is approved. Returns within 30 days are free.',
}

const nl: MailTexts = {
  greeting: 'Beste {firstname},',
  signature: 'Met vriendelijke groet,\nVitrine',
  ignoreNote: 'Heb je hier niet om gevraagd, dan kun je deze e-mail negeren.',
  confirmSubject: 'Welkom bij Vitrine: bevestig je e-mailadres',
  confirmIntro:
    'Bedankt voor het aanmaken van een account. Bevestig je e-mailadres om het te activeren; tot die tijd kun je niet inloggen.',
  confirmAction: 'Mijn account bevestigen',
  confirmExpiry: 'Deze link werkt één keer en 7 dagen lang.',
  resetSubject: 'Stel je Vitrine-wachtwoord opnieuw in',
  resetIntro:
    'We hebben een verzoek ontvangen om het wachtwoord van je account opnieuw in te stellen.',
  resetAction: 'Nieuw wachtwoord instellen',
  resetExpiry: 'Deze link werkt één keer en 2 uur lang.',
  emailChangeSubject: 'Bevestig je nieuwe e-mailadres',
  emailChangeIntro:
    'Het e-mailadres van je account is gewijzigd in dit adres. Je bent uitgelogd: bevestig het nieuwe adres en log daarna daarmee in.',
  emailChangeAction: 'Mijn nieuwe e-mailadres bevestigen',
  orderSubject: 'Je bestelling {orderNumber} bij Vitrine',
  orderIntro: 'Bedankt voor je bestelling. We laten het je weten zodra die verzonden is.',
  orderNumber: 'Bestelnummer',
  orderItems: 'Artikelen',
  orderSubtotal: 'Subtotaal',
  orderShipping: 'Verzending',
  orderDiscount: 'Korting',
  orderTax: 'Inclusief btw',
  orderTotal: 'Totaal',
  orderShipTo: 'Verzendadres',
  orderBillTo: 'Factuuradres',
  orderPayment: 'Betaalmethode',
  orderAccountCreated:
    'Met deze bestelling is een account voor je aangemaakt. Bevestig je e-mailadres om het te activeren; daarna log je in met het wachtwoord dat je koos en volg je je bestellingen.',
  newsletterSubject: 'Welkom bij de Vitrine-nieuwsbrief: 10% korting op je volgende bestelling',
  newsletterGreeting: 'Hallo,',
  newsletterIntro: 'Bedankt voor je inschrijving op onze nieuwsbrief.',
  newsletterCoupon: 'Zoals beloofd krijg je 10% korting op je volgende bestelling.',
  newsletterCouponCode: 'Je kortingscode',
  newsletterCouponOnce: 'Vul de code in je winkelwagen in. Je kunt hem één keer gebruiken.',
  newsletterUnsubscribe:
    'Je ontvangt deze e-mail omdat je je hebt ingeschreven voor onze nieuwsbrief.',
  newsletterUnsubscribeAction: 'Uitschrijven',
  newsletterConfirmSubject: 'Bevestig je inschrijving op de Vitrine-nieuwsbrief',
  newsletterConfirmIntro:
    'Bedankt voor je inschrijving op onze nieuwsbrief. Bevestig je inschrijving met de knop hieronder; daarna ontvang je je kortingscode van 10%. Tot dan sturen we je niets anders.',
  newsletterConfirmAction: 'Mijn inschrijving bevestigen',
  newsletterConfirmNote:
    'Deze link werkt één keer en 7 dagen lang. Heb je je niet ingeschreven, negeer dan deze e-mail: je wordt niet ingeschreven.',
  returnSubject: 'We hebben je retour {returnNumber} ontvangen',
  returnIntro: 'Bedankt. We hebben je retouraanvraag voor bestelling {orderNumber} ontvangen.',
  returnNumber: 'Retournummer',
  returnOrder: 'Bestelnummer',
  returnReason: 'Reden van retour',
  returnItems: 'Artikelen om te retourneren',
  returnExchange: 'ruilen voor maat {size}',
  returnStatus: 'Status',
  returnNext:
    'We bekijken je aanvraag en laten je weten wanneer die is goedgekeurd. Retourneren binnen 30 dagen is gratis.',
}

const de: MailTexts = {
  greeting: 'Hallo {firstname},',
  signature: 'Viele Grüße\nVitrine',
  ignoreNote: 'Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren.',
  confirmSubject: 'Willkommen bei Vitrine: Bitte bestätige deine E-Mail-Adresse',
  confirmIntro:
    'Danke, dass du ein Konto erstellt hast. Bitte bestätige deine E-Mail-Adresse, um es zu aktivieren; bis dahin kannst du dich nicht anmelden.',
  confirmAction: 'Mein Konto bestätigen',
  confirmExpiry: 'Dieser Link funktioniert einmal und 7 Tage lang.',
  resetSubject: 'Setze dein Vitrine-Passwort zurück',
  resetIntro: 'Wir haben eine Anfrage erhalten, das Passwort deines Kontos zurückzusetzen.',
  resetAction: 'Neues Passwort festlegen',
  resetExpiry: 'Dieser Link funktioniert einmal und 2 Stunden lang.',
  emailChangeSubject: 'Bestätige deine neue E-Mail-Adresse',
  emailChangeIntro:
    'Die E-Mail-Adresse deines Kontos wurde in diese Adresse geändert. Du wurdest abgemeldet: Bitte bestätige die neue Adresse und melde dich dann damit an.',
  emailChangeAction: 'Meine neue E-Mail-Adresse bestätigen',
  orderSubject: 'Deine Bestellung {orderNumber} bei Vitrine',
  orderIntro: 'Danke für deine Bestellung. Wir melden uns, sobald sie versandt ist.',
  orderNumber: 'Bestellnummer',
  orderItems: 'Artikel',
  orderSubtotal: 'Zwischensumme',
  orderShipping: 'Versand',
  orderDiscount: 'Rabatt',
  orderTax: 'Inkl. MwSt.',
  orderTotal: 'Gesamtsumme',
  orderShipTo: 'Lieferadresse',
  orderBillTo: 'Rechnungsadresse',
  orderPayment: 'Zahlungsart',
  orderAccountCreated:
    'Mit dieser Bestellung wurde ein Konto für dich erstellt. Bitte bestätige deine E-Mail-Adresse, um es zu aktivieren; danach meldest du dich mit dem gewählten Passwort an und verfolgst deine Bestellungen.',
  newsletterSubject: 'Willkommen beim Vitrine-Newsletter: 10% Rabatt auf deine nächste Bestellung',
  newsletterGreeting: 'Hallo,',
  newsletterIntro: 'Danke, dass du unseren Newsletter abonniert hast.',
  newsletterCoupon: 'Wie versprochen bekommst du 10% Rabatt auf deine nächste Bestellung.',
  newsletterCouponCode: 'Dein Rabattcode',
  newsletterCouponOnce: 'Gib den Code im Warenkorb ein. Er gilt einmal.',
  newsletterUnsubscribe: 'Du erhältst diese E-Mail, weil du unseren Newsletter abonniert hast.',
  newsletterUnsubscribeAction: 'Abmelden',
  newsletterConfirmSubject: 'Bitte bestätige dein Abonnement des Vitrine-Newsletters',
  newsletterConfirmIntro:
    'Danke, dass du unseren Newsletter abonniert hast. Bitte bestätige dein Abonnement mit der Schaltfläche unten; danach erhältst du deinen Rabattcode über 10%. Bis dahin senden wir dir nichts weiter.',
  newsletterConfirmAction: 'Mein Abonnement bestätigen',
  newsletterConfirmNote:
    'Dieser Link funktioniert einmal und 7 Tage lang. Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail: Du wirst nicht angemeldet.',
  returnSubject: 'Wir haben deine Rücksendung {returnNumber} erhalten',
  returnIntro: 'Danke. Wir haben deine Rücksendeanfrage für Bestellung {orderNumber} erhalten.',
  returnNumber: 'Rücksendenummer',
  returnOrder: 'Bestellnummer',
  returnReason: 'Rücksendegrund',
  returnItems: 'Zurückzusendende Artikel',
  returnExchange: 'Umtausch in Größe {size}',
  returnStatus: 'Status',
  returnNext:
    'Wir prüfen deine Anfrage und melden uns, sobald sie genehmigt ist. Rücksendungen innerhalb von 30 Tagen sind kostenlos.',
}

export const MAIL_TEXTS: Record<MailLocale, MailTexts> = { en, nl, de }

/** The mail language of a store view: nl and de have their own, every other store English. */
export function mailLocaleOf(storeCode: string): MailLocale {
  return storeCode === 'nl' || storeCode === 'de' ? storeCode : 'en'
}
