// The account calls around the session (vsf-api-contract §1.6; spec 001 §4, §5, §7): profile
// changes (`POST /api/user/me`), password change, reset and its confirm step (`create-password`),
// e-mail availability, account activation (`PUT /api/user/activate`) and the resend of the
// confirmation mail (`POST /api/user/confirm`). Every body is strict: an unknown key is a 400.
import { z } from 'zod'
import { CustomerAddressListSchema, FIELD_REQUIRED_MESSAGE } from './customer-address.js'
import { envelopeOf } from './envelope.js'
import {
  CustomerSchema,
  EmailSchema,
  FirstnameSchema,
  LastnameSchema,
  PasswordSchema,
} from './user.js'

/** Magento's text for a wrong current password (change-password). */
export const WRONG_CURRENT_PASSWORD_MESSAGE =
  "The password doesn't match this account. Verify the password and try again."
/** Magento's text for an unknown, used or expired reset token. */
export const RESET_TOKEN_INVALID_MESSAGE = 'The password token is mismatched. Reset and try again.'
/** Magento's text for an unknown or used confirmation key. */
export const CONFIRMATION_KEY_INVALID_MESSAGE =
  'The confirmation token is invalid. Verify the token and try again.'
/** Magento's text when an account that is not activated yet logs in (spec 001 §4). */
export const ACCOUNT_NOT_CONFIRMED_MESSAGE = "This account isn't confirmed. Verify and try again."
/** spec 001 §8 */
export const EMAIL_NOT_FOUND_MESSAGE = 'Provided email does not exist'
/** vsf-api-contract §1.6: POST /me with an address of someone else. */
export const FOREIGN_ADDRESS_MESSAGE = 'Provided invalid address.id or address.customer_id'

const TokenTextSchema = z.string().trim().min(1, FIELD_REQUIRED_MESSAGE).max(256)

/**
 * POST /api/user/me: only firstname, lastname, email and addresses change (spec 001 §3); anything
 * else is refused. A new e-mail logs the customer out and must be confirmed from the new address.
 */
export const UserMeUpdateBodySchema = z.strictObject({
  customer: z.strictObject({
    email: EmailSchema,
    firstname: FirstnameSchema,
    lastname: LastnameSchema,
    addresses: CustomerAddressListSchema.optional().describe(
      'The whole list: saved addresses left out are deleted; omitted: the addresses stay',
    ),
    groupToken: z
      .string()
      .max(2048)
      .optional()
      .describe('Ignored: vsf sends back the customer it read, group token included'),
  }),
})
export type UserMeUpdateBody = z.input<typeof UserMeUpdateBodySchema>
/** The body as the BFF reads it after the schema (trimmed, country codes upper-cased). */
export type UserMeUpdateValues = z.output<typeof UserMeUpdateBodySchema>

export const UserMeUpdateEnvelopeSchema = z.object({
  code: z.number().int(),
  result: CustomerSchema,
  meta: z
    .object({
      loggedOut: z
        .boolean()
        .describe(
          'true when the e-mail changed: every token of the customer is revoked and the account ' +
            'waits for the confirmation mailed to the new address',
        ),
    })
    .optional(),
})

/** POST /api/user/change-password (vsf-api-contract §1.6). */
export const ChangePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1, FIELD_REQUIRED_MESSAGE).max(256),
  newPassword: PasswordSchema,
})
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>

/** POST /api/user/reset-password: mails a single-use, expiring token (vsf-api-contract §1.6). */
export const ResetPasswordBodySchema = z.strictObject({ email: EmailSchema })
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>

/** POST /api/user/create-password: the reset's confirm step (vsf-api-contract §1.6). */
export const CreatePasswordBodySchema = z.strictObject({
  email: EmailSchema,
  resetToken: TokenTextSchema,
  newPassword: PasswordSchema,
})
export type CreatePasswordBody = z.infer<typeof CreatePasswordBodySchema>

/** POST /api/user/is-email-available (spec 001 §7). */
export const IsEmailAvailableBodySchema = z.strictObject({
  customerEmail: EmailSchema,
  websiteId: z.number().int().nonnegative().optional(),
})
export type IsEmailAvailableBody = z.infer<typeof IsEmailAvailableBodySchema>

/** PUT /api/user/activate (spec 001 §7): the key from the confirmation mail. */
export const ActivateBodySchema = z.strictObject({
  customerEmail: EmailSchema,
  confirmationKey: TokenTextSchema,
})
export type ActivateBody = z.infer<typeof ActivateBodySchema>

/** POST /api/user/confirm (spec 001 §7): sends the confirmation mail again (silent). */
export const ConfirmBodySchema = z.strictObject({
  email: EmailSchema,
  websiteId: z.number().int().nonnegative().optional(),
})
export type ConfirmBody = z.infer<typeof ConfirmBodySchema>

export const BooleanEnvelopeSchema = envelopeOf(z.boolean())
export const TrueResultEnvelopeSchema = envelopeOf(z.literal(true))
