// The personal details form (spec 000 §3 personalDetails; 001 §5 names, e-mail and passwords):
// first and last name, e-mail, and an optional account with the password rules of 001 §5 (at least
// 8 characters, 3 of 4 character classes, repeated identically). Used in the browser and the action.
import { countPasswordClasses } from '@vitrine/contracts/user'
import { z } from 'zod'
import { checkForm, readFormFields } from './form-fields'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MIN_CLASSES = 3

export const PersonalDetailsFormSchema = z
  .object({
    firstName: z.string().trim().min(1, 'validation.required').min(2, 'validation.nameMin2'),
    lastName: z.string().trim().min(1, 'validation.required'),
    emailAddress: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .pipe(z.email('validation.emailInvalid')),
    createAccount: z.boolean().default(false),
    password: z.string().default(''),
    repeatPassword: z.string().default(''),
  })
  .superRefine((details, context) => {
    if (!details.createAccount) return
    if ([...details.password].length < PASSWORD_MIN_LENGTH) {
      context.addIssue({ code: 'custom', path: ['password'], message: 'validation.passwordLength' })
    } else if (countPasswordClasses(details.password) < PASSWORD_MIN_CLASSES) {
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'validation.passwordClasses',
      })
    }
    if (details.repeatPassword !== details.password) {
      context.addIssue({
        code: 'custom',
        path: ['repeatPassword'],
        message: 'validation.passwordsIdentical',
      })
    }
  })
  .transform(({ repeatPassword: _repeat, ...details }) =>
    details.createAccount ? details : { ...details, password: '' },
  )

export type PersonalDetails = z.infer<typeof PersonalDetailsFormSchema>
export type PersonalDetailsField = keyof z.input<typeof PersonalDetailsFormSchema>

export const PERSONAL_DETAILS_CHECKBOXES = ['createAccount'] as const

export function checkPersonalDetails(fields: unknown) {
  return checkForm<typeof PersonalDetailsFormSchema, PersonalDetailsField>(
    PersonalDetailsFormSchema,
    fields,
  )
}

export function readPersonalDetails(formData: FormData) {
  return readFormFields(formData, PERSONAL_DETAILS_CHECKBOXES)
}
