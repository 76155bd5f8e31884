// The account forms' building blocks (spec 001 §5): a labelled input whose error (a catalogue key)
// is tied to it (aria-invalid, aria-describedby), the form's own errors, and the form hook: one
// zod schema checked in the browser (on blur, then as the shopper types) and again by the route
// action, whose answer (`lastResult`) keeps what was typed (D121).
import {
  getInputProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { useAccountTranslate, type AccountText } from '~/lib/account/use-account-translate'
import styles from './account.module.css'

export function useAccountForm<
  S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(
  id: string,
  schema: S,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue?: Partial<Record<keyof z.input<S>, string>>,
) {
  return useForm<z.input<S>, z.output<S>, string[]>({
    id,
    lastResult,
    ...(defaultValue ? { defaultValue: defaultValue as never } : {}),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
}

interface FieldProps {
  field: TextField
  label: string
  type?: 'text' | 'email' | 'password' | 'tel' | 'hidden'
  autoComplete?: string
  hint?: string
}

export function AccountField({ field, label, type = 'text', autoComplete, hint }: FieldProps) {
  const t = useAccountTranslate()
  const error = field.errors?.[0]
  const props = getInputProps(field, {
    type,
    ariaDescribedBy: hint ? field.descriptionId : undefined,
  })
  return (
    <div className={styles.field}>
      <label htmlFor={field.id}>{label}</label>
      <input {...props} key={props.key} autoComplete={autoComplete} />
      {hint ? (
        <p id={field.descriptionId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={field.errorId} className={styles.error}>
          {t(error as AccountText)}
        </p>
      ) : null}
    </div>
  )
}

type TextField = FieldMetadata<string | number | undefined>

/** A new password with the rules' hint, and its repetition (001 §5): register, reset, change. */
export function NewPasswordFields({
  password,
  repeatPassword,
  label,
}: {
  password: TextField
  repeatPassword: TextField
  label: string
}) {
  const t = useAccountTranslate()
  return (
    <>
      <AccountField
        field={password}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={t('account.passwordHint')}
      />
      <AccountField
        field={repeatPassword}
        label={t('account.repeatPassword')}
        type="password"
        autoComplete="new-password"
      />
    </>
  )
}

/** The form's own errors (a refusal of the server), announced. */
export function FormErrors({ errors }: { errors: string[] | undefined }) {
  const t = useAccountTranslate()
  if (!errors?.length) return null
  return (
    <p className={styles.alert} role="alert">
      {t(errors[0] as AccountText)}
    </p>
  )
}

/** A status line (a success, a notice), announced politely. */
export function StatusMessage({ children }: { children: string | null | undefined }) {
  return (
    <div role="status" aria-live="polite">
      {children ? <p className={styles.status}>{children}</p> : null}
    </div>
  )
}
