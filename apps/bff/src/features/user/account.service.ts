// The account calls around the session (vsf-api-contract §1.6; spec 001 §4, §7; D104, D105):
// password change, reset (a single-use token mailed to the address) and its confirm step, e-mail
// availability, activation with the mailed key and a new confirmation mail. Unlike
// vue-storefront-api, which answers 500 for every refusal here, a refusal is a 4xx naming the field.
import type { Customer } from '@vitrine/contracts/user'
import {
  CONFIRMATION_KEY_INVALID_MESSAGE,
  EMAIL_NOT_FOUND_MESSAGE,
  RESET_TOKEN_INVALID_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type ActivateBody,
  type ChangePasswordBody,
  type CreatePasswordBody,
} from '@vitrine/contracts/user-account'
import { requireCustomer, type CommerceRequest } from '../../caller.js'
import { AppError } from '../../errors.js'
import { renderAccountMail } from '../mail/account-mails.js'
import { sendMail, sendMailQuietly, type MailContext } from '../mail/mail-delivery.js'
import { toCustomer } from './customer-answer.js'
import type { UserContext } from './user.service.js'

/** spec 001 §8 */
export const RESET_MAIL_FAILED_MESSAGE = 'Error while sending reset password e-mail'

function refuse(status: number, field: string, message: string): AppError {
  return new AppError(status, message, [{ field, message }])
}

/** D218: every other session of the customer ends; the caller's (`currentToken`) stays. */
export async function changePassword(
  context: CommerceRequest,
  body: ChangePasswordBody,
  currentToken: string | null,
): Promise<true> {
  const changed = await context.commerce.changePassword(
    requireCustomer(context.caller),
    body.currentPassword,
    body.newPassword,
    currentToken,
  )
  if (!changed) throw refuse(400, 'body.currentPassword', WRONG_CURRENT_PASSWORD_MESSAGE)
  return true
}

/** Mails a reset link (a new token; earlier links stop working). */
export async function requestPasswordReset(
  context: UserContext,
  mail: MailContext,
  email: string,
): Promise<true> {
  const grant = await context.commerce.grantPasswordReset(email)
  if (!grant) throw refuse(404, 'body.email', EMAIL_NOT_FOUND_MESSAGE)
  try {
    await sendMail(
      mail,
      renderAccountMail('password-reset', {
        storeView: context.storeView,
        storefrontUrl: mail.storefrontUrl,
        to: grant.customer.email,
        firstname: grant.customer.firstname,
        key: grant.key,
      }),
    )
  } catch (error) {
    mail.log.error({ err: error, mailKind: 'password-reset' }, 'a mail could not be sent')
    throw new AppError(500, RESET_MAIL_FAILED_MESSAGE, [], { exposeMessage: true })
  }
  return true
}

export async function createPassword(
  context: UserContext,
  body: CreatePasswordBody,
): Promise<true> {
  const done = await context.commerce.resetPassword(body.email, body.resetToken, body.newPassword)
  if (!done) throw refuse(400, 'body.resetToken', RESET_TOKEN_INVALID_MESSAGE)
  return true
}

export function isEmailAvailable(context: UserContext, email: string): Promise<boolean> {
  return context.commerce.isEmailAvailable(email)
}

export async function activateAccount(context: UserContext, body: ActivateBody): Promise<Customer> {
  const customer = await context.commerce.activateCustomer(body.customerEmail, body.confirmationKey)
  if (!customer) throw refuse(400, 'body.confirmationKey', CONFIRMATION_KEY_INVALID_MESSAGE)
  return toCustomer(customer)
}

/**
 * Mails the confirmation link again when the account waits for it. Answers true either way
 * (spec 001 §7: silent), so it tells nobody whether an address has an account.
 */
export async function resendConfirmation(
  context: UserContext,
  mail: MailContext,
  email: string,
): Promise<true> {
  const grant = await context.commerce.grantConfirmationKey(email)
  if (grant) {
    await sendMailQuietly(
      mail,
      renderAccountMail('account-confirmation', {
        storeView: context.storeView,
        storefrontUrl: mail.storefrontUrl,
        to: grant.customer.email,
        firstname: grant.customer.firstname,
        key: grant.key,
      }),
    )
  }
  return true
}
