// The account forms' rules (spec 001 §5), one zod schema per form for the browser and the route
// action alike (Conform's parseWithZod on both sides, D121). Every message is a catalogue key:
// the spec's English text lives in the catalogues (lib/i18n, lib/account/account-messages.ts).
// Conform hands an empty field to the schema as undefined, hence the `error` of each string.
import { countPasswordClasses } from '@vitrine/contracts/user'
import { z } from 'zod'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MIN_CLASSES = 3

const required = (schema: z.ZodString = z.string({ error: 'validation.required' })) => schema.trim()

const email = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .max(254, 'validation.emailInvalid')
  .pipe(z.email('validation.emailInvalid'))

/** spec 001 §5 "Names: at least 2 or 3 letters": a first name at least 2, as the BFF's contract (user.ts). */
const firstname = required().min(2, 'validation.nameMin2').max(255, 'validation.required')
const lastname = required().min(1, 'validation.required').max(255, 'validation.required')
/** An address's first name: at least 3 letters, as the BFF's contract (customer-address.ts). */
const addressFirstname = required().min(3, 'validation.nameMin3').max(255, 'validation.required')

/** spec 001 §5: at least 8 characters and at least 3 of the 4 character classes. */
export const newPassword = z
  .string({ error: 'validation.required' })
  .max(256, 'validation.required')
  .superRefine((password, context) => {
    if ([...password].length < PASSWORD_MIN_LENGTH) {
      context.addIssue({ code: 'custom', message: 'validation.passwordLength' })
    } else if (countPasswordClasses(password) < PASSWORD_MIN_CLASSES) {
      context.addIssue({ code: 'custom', message: 'validation.passwordClasses' })
    }
  })

const currentPassword = z.string({ error: 'validation.required' }).max(256, 'validation.required')

/** A new password typed twice: the repeat must be identical (spec 001 §5). */
function withRepeat<T extends z.ZodRawShape & { password: typeof newPassword }>(shape: T) {
  return z.object({ ...shape, repeatPassword: z.string({ error: 'validation.required' }) }).refine(
    (form) => {
      const { repeatPassword, password } = form as { repeatPassword: string; password: string }
      return repeatPassword === password
    },
    {
      path: ['repeatPassword'],
      message: 'validation.passwordsIdentical',
      // Also said while other fields are wrong, as long as both passwords were typed.
      when: ({ value }) => {
        const form = value as { password?: unknown; repeatPassword?: unknown }
        return typeof form.password === 'string' && typeof form.repeatPassword === 'string'
      },
    },
  )
}

/** A path inside the shop to go to after logging in (never another site). */
const redirectTo = z
  .string()
  .regex(/^\/(?![/\\])[^\s]*$/)
  .max(512)
  .optional()
  .catch(undefined)

export const LoginFormSchema = z.object({
  email,
  password: currentPassword,
  /** spec 000 §4: the guest cart merged into the customer's on login (the browser fills it). */
  mergeCartId: z.string().max(64).optional(),
  redirectTo,
})

export const RegisterFormSchema = withRepeat({
  firstname,
  lastname,
  email,
  password: newPassword,
})

export const ForgotPasswordFormSchema = z.object({ email })

export const ResetPasswordFormSchema = withRepeat({
  email,
  resetToken: required().max(512, 'validation.required'),
  password: newPassword,
})

export const ProfileFormSchema = z.object({ firstname, lastname })

export const ChangeEmailFormSchema = z
  .object({ email, emailConfirmation: z.string({ error: 'validation.required' }).trim() })
  .refine((form) => form.emailConfirmation.toLowerCase() === form.email.toLowerCase(), {
    path: ['emailConfirmation'],
    message: 'validation.emailsMatch',
    when: ({ value }) =>
      typeof (value as { emailConfirmation?: unknown }).emailConfirmation === 'string',
  })

export const ChangePasswordFormSchema = withRepeat({ currentPassword, password: newPassword })

/** An address of the customer (spec 001 §3; 001 §5: country, house number, zip code). */
export const AddressFormSchema = z.object({
  addressId: z.coerce.number().int().positive().optional(),
  firstname: addressFirstname,
  lastname,
  street: required().max(255, 'validation.required'),
  houseNumber: z
    .string({ error: 'validation.houseNumberRequired' })
    .trim()
    .max(20, 'validation.required'),
  postcode: required().min(3, 'validation.zipMin3').max(20, 'validation.required'),
  city: required().max(255, 'validation.required'),
  countryId: z
    .string({ error: 'validation.countryRequired' })
    .regex(/^[A-Z]{2}$/, 'validation.countryRequired'),
  telephone: z.string().trim().max(40, 'validation.required').optional(),
})
export type AddressForm = z.infer<typeof AddressFormSchema>
