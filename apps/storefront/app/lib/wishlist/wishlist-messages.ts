// The wishlist pages' and modal's own texts in en, nl-NL and de-DE (spec 001 §1), kept out of the
// shop-wide catalogue so other pages do not carry them: they come with the wishlist code, which
// loads on the wishlist pages and, for the modal, on first use (D148). The spec's own texts
// ('Only 5 wishlist(s) can be created.', 'Field is required') stay in the shop-wide catalogue.
import type { CatalogueLocale } from '~/lib/i18n/translate'

export const wishlistMessagesEn = {
  'wishlist.title': 'Wishlists',
  'wishlist.chooseList': 'Choose a wishlist',
  'wishlist.newList': 'New wishlist',
  'wishlist.name': 'Name',
  'wishlist.create': 'Create wishlist',
  'wishlist.close': 'Close',
  'wishlist.default': 'Default',
  'wishlist.count': '{count} item(s)',
  'wishlist.empty': 'This wishlist is empty.',
  'wishlist.rename': 'Rename',
  'wishlist.save': 'Save',
  'wishlist.delete': 'Delete wishlist',
  'wishlist.share': 'Share wishlist',
  'wishlist.shareLink': 'Share link',
  'wishlist.shareHint': 'Anyone with this link can see this wishlist.',
  'wishlist.remove': 'Remove {name} from the wishlist',
  'wishlist.moveToCart': 'Move to cart',
  'wishlist.back': 'All wishlists',
  'wishlist.sharedTitle': 'Shared wishlist',
  'wishlist.notFound': 'This wishlist does not exist (anymore).',
  'wishlist.nameTooLong': 'The name can be at most 50 characters.',
  'wishlist.added': 'Added to {name}.',
  'wishlist.removed': 'Removed from {name}.',
  'wishlist.unavailable': 'This product is no longer available.',
  'wishlist.loading': 'Loading your wishlists…',
  'wishlist.failed': 'Something went wrong. Try again in a few seconds.',
}

export type WishlistMessageKey = keyof typeof wishlistMessagesEn
type WishlistMessages = Record<WishlistMessageKey, string>

const wishlistMessagesNl: WishlistMessages = {
  'wishlist.title': 'Verlanglijsten',
  'wishlist.chooseList': 'Kies een verlanglijst',
  'wishlist.newList': 'Nieuwe verlanglijst',
  'wishlist.name': 'Naam',
  'wishlist.create': 'Verlanglijst aanmaken',
  'wishlist.close': 'Sluiten',
  'wishlist.default': 'Standaard',
  'wishlist.count': '{count} artikel(en)',
  'wishlist.empty': 'Deze verlanglijst is leeg.',
  'wishlist.rename': 'Naam wijzigen',
  'wishlist.save': 'Opslaan',
  'wishlist.delete': 'Verlanglijst verwijderen',
  'wishlist.share': 'Verlanglijst delen',
  'wishlist.shareLink': 'Deellink',
  'wishlist.shareHint': 'Iedereen met deze link kan deze verlanglijst bekijken.',
  'wishlist.remove': '{name} van de verlanglijst verwijderen',
  'wishlist.moveToCart': 'Naar winkelwagen',
  'wishlist.back': 'Alle verlanglijsten',
  'wishlist.sharedTitle': 'Gedeelde verlanglijst',
  'wishlist.notFound': 'Deze verlanglijst bestaat niet (meer).',
  'wishlist.nameTooLong': 'De naam mag maximaal 50 tekens lang zijn.',
  'wishlist.added': 'Toegevoegd aan {name}.',
  'wishlist.removed': 'Verwijderd uit {name}.',
  'wishlist.unavailable': 'Dit product is niet meer beschikbaar.',
  'wishlist.loading': 'Je verlanglijsten worden geladen…',
  'wishlist.failed': 'Er ging iets mis. Probeer het over een paar seconden opnieuw.',
}

const wishlistMessagesDe: WishlistMessages = {
  'wishlist.title': 'Wunschlisten',
  'wishlist.chooseList': 'Wunschliste wählen',
  'wishlist.newList': 'Neue Wunschliste',
  'wishlist.name': 'Name',
  'wishlist.create': 'Wunschliste erstellen',
  'wishlist.close': 'Schließen',
  'wishlist.default': 'Standard',
  'wishlist.count': '{count} Artikel',
  'wishlist.empty': 'Diese Wunschliste ist leer.',
  'wishlist.rename': 'Umbenennen',
  'wishlist.save': 'Speichern',
  'wishlist.delete': 'Wunschliste löschen',
  'wishlist.share': 'Wunschliste teilen',
  'wishlist.shareLink': 'Link zum Teilen',
  'wishlist.shareHint': 'Jeder mit diesem Link kann diese Wunschliste sehen.',
  'wishlist.remove': '{name} von der Wunschliste entfernen',
  'wishlist.moveToCart': 'In den Warenkorb',
  'wishlist.back': 'Alle Wunschlisten',
  'wishlist.sharedTitle': 'Geteilte Wunschliste',
  'wishlist.notFound': 'Diese Wunschliste gibt es nicht (mehr).',
  'wishlist.nameTooLong': 'Der Name darf höchstens 50 Zeichen lang sein.',
  'wishlist.added': 'Zu {name} hinzugefügt.',
  'wishlist.removed': 'Aus {name} entfernt.',
  'wishlist.unavailable': 'Dieses Produkt ist nicht mehr erhältlich.',
  'wishlist.loading': 'Ihre Wunschlisten werden geladen…',
  'wishlist.failed': 'Etwas ist schiefgelaufen. Versuchen Sie es in ein paar Sekunden erneut.',
}

export const wishlistMessages: Record<CatalogueLocale, WishlistMessages> = {
  en: wishlistMessagesEn,
  'nl-NL': wishlistMessagesNl,
  'de-DE': wishlistMessagesDe,
}
