// Page helpers for the account journeys: the account pages' labels in en and nl, and the steps a
// new customer takes (register, log in, log out).
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { BFF_URL, PASSWORD, uniqueEmail } from './checkout-helpers'
import { confirmAtBff, readMailLink } from './mail-helpers'
import { gotoInteractive } from './page-helpers'

export const accountLabels = {
  en: {
    prefix: '',
    register: 'Create an account',
    login: 'Login',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    password: 'Password',
    repeatPassword: 'Repeat password',
    submitRegister: 'Register',
    submitLogin: 'Log in',
    registered: /Thank you for registering/,
    myAccount: 'My account',
    editProfile: 'Edit profile',
    save: 'Save',
    updated: 'Account data has successfully been updated',
    addAddress: 'Add an address',
    street: 'Street name',
    houseNumber: 'House number',
    postcode: 'Zip-code',
    city: 'City',
    changePassword: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    passwordChanged: 'Password has successfully been changed',
    logout: 'Log out',
    loggedOut: "You're logged out",
    orders: 'My orders',
    loginFailed: /The account sign-in was incorrect/,
    tooManyAttempts: 'Too many attempts. Try again in a few minutes.',
    passwordLength: 'Password must have at least 8 letters.',
    passwordsIdentical: 'Passwords must be identical',
    account: 'Account',
    confirm: 'Confirm your account',
    confirmed: 'Your account has been confirmed. You can log in now.',
    forgot: 'Forgot the password?',
    forgotTitle: 'Forgotten password',
    submitForgot: 'Reset password',
    resetSent: /We sent a link to set a new password/,
    submitReset: 'Save the new password',
    resetDone: 'Your password has been changed. You can log in with it now.',
  },
  nl: {
    prefix: '/nl',
    register: 'Account aanmaken',
    login: 'Inloggen',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    repeatPassword: 'Herhaal wachtwoord',
    submitRegister: 'Registreren',
    submitLogin: 'Inloggen',
    registered: /Bedankt voor je registratie/,
    myAccount: 'Mijn account',
    editProfile: 'Profiel bewerken',
    save: 'Opslaan',
    updated: 'Je accountgegevens zijn succesvol bijgewerkt',
    addAddress: 'Adres toevoegen',
    street: 'Straatnaam',
    houseNumber: 'Huisnummer',
    postcode: 'Postcode',
    city: 'Plaats',
    changePassword: 'Wachtwoord wijzigen',
    currentPassword: 'Huidig wachtwoord',
    newPassword: 'Nieuw wachtwoord',
    passwordChanged: 'Je wachtwoord is succesvol gewijzigd',
    logout: 'Uitloggen',
    loggedOut: 'Je bent uitgelogd',
    orders: 'Mijn bestellingen',
    loginFailed: /Het inloggen is mislukt/,
    tooManyAttempts: 'Te veel pogingen. Probeer het over een paar minuten opnieuw.',
    passwordLength: 'Het wachtwoord moet minstens 8 tekens hebben.',
    passwordsIdentical: 'De wachtwoorden moeten gelijk zijn',
    account: 'Account',
    confirm: 'Bevestig je account',
    confirmed: 'Je account is bevestigd. Je kunt nu inloggen.',
    forgot: 'Wachtwoord vergeten?',
    forgotTitle: 'Wachtwoord vergeten',
    submitForgot: 'Wachtwoord herstellen',
    resetSent: /We hebben een link om een nieuw wachtwoord/,
    submitReset: 'Nieuw wachtwoord opslaan',
    resetDone: 'Je wachtwoord is gewijzigd. Je kunt er nu mee inloggen.',
  },
  de: {
    prefix: '/de',
    register: 'Konto erstellen',
    login: 'Anmelden',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    repeatPassword: 'Passwort wiederholen',
    submitRegister: 'Registrieren',
    submitLogin: 'Anmelden',
    registered: /Danke für Ihre Registrierung/,
    myAccount: 'Mein Konto',
    editProfile: 'Profil bearbeiten',
    save: 'Speichern',
    updated: 'Die Kontodaten wurden erfolgreich aktualisiert',
    addAddress: 'Adresse hinzufügen',
    street: 'Straße',
    houseNumber: 'Hausnummer',
    postcode: 'Postleitzahl',
    city: 'Stadt',
    changePassword: 'Passwort ändern',
    currentPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    passwordChanged: 'Das Passwort wurde erfolgreich geändert',
    logout: 'Abmelden',
    loggedOut: 'Sie wurden abgemeldet',
    orders: 'Meine Bestellungen',
    loginFailed: /Die Anmeldung war nicht korrekt/,
    tooManyAttempts: 'Zu viele Versuche. Bitte versuchen Sie es in einigen Minuten erneut.',
    passwordLength: 'Das Passwort muss mindestens 8 Zeichen haben.',
    passwordsIdentical: 'Die Passwörter müssen identisch sein',
    account: 'Konto',
    confirm: 'Konto bestätigen',
    confirmed: 'Ihr Konto wurde bestätigt. Sie können sich jetzt anmelden.',
    forgot: 'Passwort vergessen?',
    forgotTitle: 'Passwort vergessen',
    submitForgot: 'Passwort zurücksetzen',
    resetSent: /Wir haben einen Link zum Festlegen/,
    submitReset: 'Neues Passwort speichern',
    resetDone: 'Ihr Passwort wurde geändert. Sie können sich jetzt damit anmelden.',
  },
} as const

/** A customer made at the BFF (POST /api/user/create) and confirmed from the mail, ready to log in. */
export async function createCustomer(
  request: APIRequestContext,
  prefix: string,
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix)
  const created = await request.post(`${BFF_URL}/api/user/create`, {
    data: { customer: { email, firstname: 'Lou', lastname: 'Layout' }, password: PASSWORD },
  })
  expect(created.status()).toBe(200)
  await confirmAtBff(request, email)
  return { email, password: PASSWORD }
}

/** Follows the confirmation link of the welcome mail and confirms the account. */
export async function confirmFromMail(
  page: Page,
  request: APIRequestContext,
  text: AccountLabels,
  email: string,
) {
  await gotoInteractive(page, await readMailLink(request, email, '/confirm-account'))
  await page.getByRole('main').getByRole('button', { name: text.confirm }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText(text.confirmed)
}

export type AccountLabels = (typeof accountLabels)[keyof typeof accountLabels]

export async function register(
  page: Page,
  text: AccountLabels,
  customer: { firstName: string; lastName: string; email: string; password: string },
) {
  await gotoInteractive(page, `${text.prefix}/login?mode=register`)
  const main = page.getByRole('main')
  await main.getByLabel(text.firstName).fill(customer.firstName)
  await main.getByLabel(text.lastName).fill(customer.lastName)
  await main.getByLabel(text.email).fill(customer.email)
  await main.getByLabel(text.password, { exact: true }).fill(customer.password)
  await main.getByLabel(text.repeatPassword).fill(customer.password)
  await main.getByRole('button', { name: text.submitRegister }).click()
  await expect(main.getByRole('status')).toContainText(text.registered)
}

export async function logIn(page: Page, text: AccountLabels, email: string, password: string) {
  await gotoInteractive(page, `${text.prefix}/login`)
  const main = page.getByRole('main')
  await main.getByLabel(text.email).fill(email)
  await main.getByLabel(text.password, { exact: true }).fill(password)
  await main.getByRole('button', { name: text.submitLogin }).click()
  await expect(page.getByRole('heading', { level: 1, name: text.myAccount })).toBeVisible()
}

export async function logOut(page: Page, text: AccountLabels) {
  await page.getByRole('button', { name: text.logout }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText(text.loggedOut)
}
