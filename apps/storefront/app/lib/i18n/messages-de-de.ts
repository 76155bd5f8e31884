// The German (de-DE) message catalogue; the keys and placeholders mirror messages-en.ts.
import type { Messages } from './messages-en'

export const messagesDeDe: Messages = {
  'header.home': 'Vitrine Startseite',
  'header.mainNavigation': 'Hauptnavigation',
  'header.search': 'Suche',
  'header.wishlist': 'Wunschliste',
  'header.language': 'Sprache ändern',
  'header.account': 'Konto',
  'header.cart': 'Warenkorb, {quantity} Artikel',
  'header.skipToContent': 'Zum Inhalt springen',
  'account.myAccount': 'Mein Konto',
  'account.login': 'Anmelden',
  'search.title': 'Nach Produkten suchen',
  'search.label': 'Suchbegriff',
  'search.placeholder': 'Geben Sie ein, wonach Sie suchen...',
  'storeSelector.title': 'Wählen Sie Ihr Land',
  'storeSelector.current': 'aktuell',
  'microcart.title': 'Ihre Bestellung',
  'microcart.empty': 'Ihr Warenkorb ist leer.',
  'microcart.subtotalInclTax': 'Zwischensumme inkl. MwSt.',
  'microcart.grandTotal': 'Gesamtsumme',
  'panel.close': 'Schließen',
  'overlay.close': 'Panel schließen',
  'offline.badge': 'Sie sind offline. Einige Funktionen sind möglicherweise nicht verfügbar.',
  'navigation.progress': 'Seite wird geladen',
  'notifications.label': 'Benachrichtigungen',
  'notifications.ok': 'OK',
  'lazy.loadError': 'Beim Laden der Komponente ist ein Fehler aufgetreten.',
  'lazy.offlineError':
    'Die Komponente konnte wegen fehlender Netzwerkverbindung nicht geladen werden.',
  'lazy.tryAgain': 'Erneut versuchen',
  'lazy.close': 'Schließen',

  'footer.label': 'Fußzeile',
  'footer.customerService': 'Kundenservice',
  'footer.cookiePolicy': 'Cookie-Richtlinie',
  'footer.followUs': 'Folgen Sie uns',
  'footer.newsletter': 'NEWSLETTER',
  'footer.newsletterText':
    'Abonnieren Sie unseren Newsletter und erhalten Sie 10 % Rabatt auf Ihre nächste Bestellung',
  'footer.copyright': '© {year} Vitrine',
  'newsletter.email': 'E-Mail-Adresse',
  'newsletter.privacy': 'Ich stimme der Datenschutzerklärung zu',
  'newsletter.ok': 'Ok',
  'newsletter.signMeUp': 'Jetzt anmelden',
  'newsletter.privacyPolicy': 'Datenschutzerklärung',
  'newsletter.alreadySubscribed': 'Sie haben den Newsletter bereits abonniert.',
  'newsletter.subscribed': 'Sie haben unseren Newsletter erfolgreich abonniert!',
  'social.instagram': 'Instagram',
  'social.facebook': 'Facebook',
  'social.pinterest': 'Pinterest',

  'notFound.title': '404 Seite nicht gefunden',
  'notFound.text': 'Leider können wir die gesuchte Seite nicht finden.',
  'error.title': 'Interner Serverfehler 500',
  'error.somethingWentWrong': 'Etwas ist schiefgelaufen ...',
  'error.tryAgainSoon':
    'Etwas ist schiefgelaufen. Versuchen Sie es in ein paar Sekunden noch einmal.',
  'error.backHome': 'Zurück zur Startseite',
  'error.loginRequired': 'Sie müssen angemeldet sein, um diese Seite zu sehen',
  'maintenance.title': 'Wir verbessern gerade den Shop',
  'maintenance.text':
    'Der Shop ist kurzzeitig wegen Wartungsarbeiten geschlossen. Bitte schauen Sie bald wieder vorbei.',
  'home.title': 'Vitrine',
  'home.intro': 'Caps, Hüte, Kleidung, Bademode und Schmuck.',

  'cart.productAdded': 'Das Produkt wurde in den Warenkorb gelegt!',
  'cart.proceedToCheckout': 'Zur Kasse',
  'cart.quantityUpdated': 'Die Produktmenge wurde aktualisiert!',
  'cart.volatileStock':
    'Das System ist sich über den Lagerbestand nicht sicher (volatil). Das Produkt wurde zur Vorreservierung in den Warenkorb gelegt.',
  'cart.outOfStockNotAdded':
    'Das Produkt ist nicht auf Lager und kann nicht in den Warenkorb gelegt werden!',
  'cart.priceUnknown':
    'Der Produktpreis ist unbekannt, das Produkt kann nicht in den Warenkorb gelegt werden!',
  'cart.emptyBeforeCheckout':
    'Der Warenkorb ist leer. Bitte legen Sie Produkte in den Warenkorb, bevor Sie zur Kasse gehen',
  'cart.itemInStock': 'Auf Lager!',
  'cart.itemOutOfStock': 'Nicht auf Lager!',
  'product.noVariants': 'Keine verfügbaren Produktvarianten',
  'product.noSuchConfiguration':
    'Diese Konfiguration gibt es für das Produkt nicht. Bitte wählen Sie eine andere Kombination von Merkmalen.',
  'product.isOutOfStock': ' ist nicht auf Lager!',
  'product.outOfStock': 'Nicht auf Lager!',
  'product.thisOutOfStock': 'Dieses Produkt ist nicht auf Lager.',
  'product.onlyAvailable': 'Nur {maxQuantity} Produkte dieser Art sind verfügbar!',
  'category.noProductsOffline':
    'Für diese Kategorie wurden keine Produkte synchronisiert. Bitte kommen Sie wieder, wenn Sie online sind!',
  'order.processing': 'Bestellung wird bearbeitet...',
  'order.validationError':
    'Interner Validierungsfehler. Bitte prüfen Sie, ob alle Pflichtfelder ausgefüllt sind.',
  'order.queued':
    'Die Bestellung kann wegen eines Serverfehlers nicht übermittelt werden. Die Bestellung wurde in die Warteschlange gestellt',
  'order.invalidAddress':
    'Die im Checkout angegebene Adresse enthält ungültige Daten... Ihre Bestellung wurde storniert.',
  'order.outOfStock':
    'Einige der bestellten Produkte sind nicht auf Lager. Ihre Bestellung wurde storniert.',
  'order.productsNotAvailable': 'Einige der bestellten Produkte sind nicht verfügbar!',
  'user.tokenRefreshError':
    'Fehler beim Erneuern des Benutzer-Tokens. Bitte laden Sie die Seite neu.',
  'user.sessionExpired':
    'Die Sitzung ist abgelaufen. Bitte laden Sie die Seite neu und melden Sie sich erneut an.',
  'sync.badContentType': 'Fehler in der Antwort - falscher Content-Type!',
  'sync.wrongFormat': 'Unbehandelter Fehler, falsches Antwortformat!',
  'offline.notAvailable':
    'Das Produkt, die Kategorie oder die CMS-Seite ist im Offline-Modus nicht verfügbar. Weiterleitung zur Startseite.',
  'coupon.notValid': '{code} ist kein gültiger Gutschein.',
  'coupon.incorrect':
    'Sie haben einen falschen Gutscheincode eingegeben. Bitte versuchen Sie es erneut.',
  'form.incorrectData': 'Sie haben falsche Daten eingegeben. Bitte versuchen Sie es erneut.',
  'address.notFound':
    'Die Adresse wurde nicht gefunden. Klicken Sie <b>hier</b>, um sie manuell auszufüllen.',

  'sort.latest': 'Neueste',
  'sort.priceLowToHigh': 'Preis aufsteigend',
  'sort.priceHighToLow': 'Preis absteigend',
  'sort.recommended': 'Empfohlen',

  'validation.required': 'Pflichtfeld',
  'validation.searchMinLength': 'Der Suchbegriff muss aus mindestens 3 Zeichen bestehen.',
  'validation.emailRequired': 'Bitte geben Sie eine E-Mail-Adresse an.',
  'validation.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  'validation.quantityAboveZero': 'Die Menge muss größer als 0 sein',
  'validation.quantityBelow': 'Die Menge muss kleiner als {quantity} sein',
  'validation.quantityInteger': 'Die Menge muss eine positive ganze Zahl sein',
  'validation.greaterThanZero': 'Muss größer als 0 sein',
  'validation.passwordLength': 'Das Passwort muss mindestens 8 Zeichen haben.',
  'validation.passwordClasses':
    'Das Passwort muss mindestens 3 verschiedene Zeichenklassen enthalten: Kleinbuchstaben, Großbuchstaben, Ziffern, Sonderzeichen.',
  'validation.passwordsIdentical': 'Die Passwörter müssen identisch sein',
  'validation.nameMin2': 'Der Name muss mindestens 2 Buchstaben haben.',
  'validation.nameMin3': 'Der Name muss mindestens 3 Buchstaben haben.',
  'validation.countryRequired': 'Das Land ist ein Pflichtfeld',
  'validation.houseNumberRequired': 'Die Hausnummer ist ein Pflichtfeld',
  'validation.orderIdNumeric': 'Ihre Bestellnummer darf nur Ziffern enthalten',
  'validation.orderIdRequired': 'Bitte geben Sie eine Bestellnummer an',
  'validation.lastNameRequired': 'Bitte geben Sie den Nachnamen auf Ihrer Bestellung an',
  'validation.returnReasonRequired': 'Bitte wählen Sie Ihren Rücksendegrund.',
  'validation.sizeRequired': 'Bitte wählen Sie eine Größe',
  'validation.wishlistLimit': 'Es können nur 5 Wunschlisten erstellt werden.',
  'validation.emailsMatch': 'Die E-Mail-Adressen stimmen nicht überein',
  'validation.acceptTerms': 'Sie müssen die Allgemeinen Geschäftsbedingungen akzeptieren.',

  'account.emailExistsInWebsite':
    'Ein Kunde mit derselben E-Mail-Adresse existiert bereits in einer verbundenen Website.',
  'account.emailExists': 'Ein Konto mit dieser E-Mail-Adresse existiert bereits',
  'account.emailUnknown': 'Die angegebene E-Mail-Adresse existiert nicht',
  'account.resetPasswordError': 'Fehler beim Senden der E-Mail zum Zurücksetzen des Passworts',
  'account.updated': 'Die Kontodaten wurden erfolgreich aktualisiert',
  'account.passwordChanged': 'Das Passwort wurde erfolgreich geändert',
  'account.loggedOut': 'Sie wurden abgemeldet',
  'returns.saveError':
    'Beim Speichern Ihrer Rücksendung ist etwas schiefgelaufen. Bitte wenden Sie sich an den Kundenservice.',

  'returns.status.requested': 'Angefordert',
  'returns.status.approved': 'Genehmigt',
  'returns.status.denied': 'Abgelehnt',
  'returns.status.received': 'Eingegangen',
  'returns.status.processed': 'Bearbeitet',
  'returns.status.rejected': 'Zurückgewiesen',
}
