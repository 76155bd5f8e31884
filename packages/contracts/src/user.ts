// `/api/user/*` (vsf-api-contract §1.6; spec 001 §5): account creation, login with a token and a
// refresh token (`meta.refreshToken`), token refresh and the customer profile. The password rules
// and their texts are spec 001 §5's, verbatim, so the storefront's forms can use the same schema.
import { z } from 'zod'
import {
  CustomerAddressListSchema,
  CustomerAddressSchema,
  FIELD_REQUIRED_MESSAGE,
} from './customer-address.js'

export const PASSWORD_MIN_LENGTH_MESSAGE = 'Password must have at least 8 letters.'
export const PASSWORD_CLASSES_MESSAGE =
  'Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.'
/** D221: refused on the server (sign-up, reset, change), beside spec 001 §5's rules. */
export const PASSWORD_TOO_COMMON_MESSAGE =
  'This password is too common or too easy to guess. Please choose another one.'
export const PASSWORD_CONTAINS_EMAIL_MESSAGE = 'Your password must not contain your e-mail address.'
/** D220: the account's ceiling of failed logins is reached; a captcha token lets the login go on. */
export const CAPTCHA_REQUIRED_MESSAGE =
  'Too many failed attempts for this account. Please confirm that you are not a robot.'
export const EMAIL_TAKEN_MESSAGE =
  'A customer with the same email already exists in an associated website.'
export const INVALID_EMAIL_MESSAGE = 'Please provide a valid e-mail address.'
/** spec 001 §8: a guest checkout with 'create account' whose e-mail has an account (001 §6). */
export const ACCOUNT_EXISTS_MESSAGE = 'An account with this e-mail address already exists'
export const NAME_MIN_2_MESSAGE = 'Name must have at least 2 letters.'

/** How many of the four classes (lower, upper, digits, special) a password uses. */
export function countPasswordClasses(password: string): number {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/]
  return classes.filter((pattern) => pattern.test(password)).length
}

/** spec 001 §5: at least 8 characters and at least 3 of the 4 character classes. */
export const PasswordSchema = z
  .string()
  .max(256)
  .superRefine((password, context) => {
    if ([...password].length < 8) {
      context.addIssue({ code: 'custom', message: PASSWORD_MIN_LENGTH_MESSAGE })
    }
    if (countPasswordClasses(password) < 3) {
      context.addIssue({ code: 'custom', message: PASSWORD_CLASSES_MESSAGE })
    }
  })

/** spec 001 §5: the customer's first name has at least 2 letters, the last name is required (D102). */
export const FirstnameSchema = z.string().trim().min(2, NAME_MIN_2_MESSAGE).max(255)
export const LastnameSchema = z.string().trim().min(1, FIELD_REQUIRED_MESSAGE).max(255)
export const EmailSchema = z.string().trim().pipe(z.email(INVALID_EMAIL_MESSAGE).max(254))

export const CustomerInputSchema = z.looseObject({
  email: EmailSchema,
  firstname: FirstnameSchema,
  lastname: LastnameSchema,
  addresses: CustomerAddressListSchema.optional(),
})

export const UserCreateBodySchema = z.strictObject({
  customer: CustomerInputSchema,
  password: PasswordSchema,
})
export type UserCreateBody = z.infer<typeof UserCreateBodySchema>

export const UserLoginBodySchema = z.strictObject({
  username: z
    .string()
    .trim()
    .min(1, FIELD_REQUIRED_MESSAGE)
    .max(254)
    .describe('The customer’s e-mail address'),
  password: z.string().min(1, FIELD_REQUIRED_MESSAGE).max(256),
  captchaToken: z
    .string()
    .max(4096)
    .optional()
    .describe('Needed only after many failed logins of this account (D220)'),
  mergeCartId: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .describe(
      'A guest cart id: its lines are merged into the customer’s cart (quantities added, capped at the stock) and the guest cart is closed',
    ),
})
export type UserLoginBody = z.infer<typeof UserLoginBodySchema>

export const UserRefreshBodySchema = z.strictObject({ refreshToken: z.string().min(1).max(512) })

/** The Magento customer as vsf reads it from `/api/user/create` and `/api/user/me`. */
export const CustomerSchema = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  store_id: z.number().int(),
  website_id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  addresses: z.array(CustomerAddressSchema),
  default_shipping: z.string().optional().describe('The id of the default shipping address'),
  default_billing: z.string().optional().describe('The id of the default billing address'),
  groupToken: z
    .string()
    .optional()
    .describe(
      'Signed customer group (vsf-api-contract §1.6); send it as `groupToken` in `/api/catalog` ' +
        'bodies to get the group’s prices',
    ),
})
export type Customer = z.infer<typeof CustomerSchema>

export const CustomerEnvelopeSchema = z.object({
  code: z.number().int(),
  result: CustomerSchema,
})

/** Login and refresh: the access token in `result`, the refresh token (and cart) in `meta`. */
export const LoginEnvelopeSchema = z.object({
  code: z.number().int(),
  result: z.string().describe('The customer token (send as `Authorization: Bearer`)'),
  meta: z.object({
    refreshToken: z.string(),
    cartId: z
      .string()
      .optional()
      .describe('The customer’s cart after a `mergeCartId` merge (created when missing)'),
  }),
})
export type LoginEnvelope = z.infer<typeof LoginEnvelopeSchema>
