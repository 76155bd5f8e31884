// Labelled checkout inputs (accessibility budget: every input has a label, an error is tied to
// its input with aria-describedby and aria-invalid, hints likewise).
import { useId, type ReactNode } from 'react'
import type { PlainMessageKey } from '~/lib/checkout/form-fields'
import { useTranslate } from '~/lib/use-store-view'
import styles from './checkout.module.css'

interface TextFieldProps {
  name: string
  label: string
  defaultValue?: string
  error?: PlainMessageKey | undefined
  hint?: string
  type?: 'text' | 'email' | 'password' | 'tel'
  autoComplete?: string
  required?: boolean
  optional?: boolean
}

export function TextField({
  name,
  label,
  defaultValue = '',
  error,
  hint,
  type = 'text',
  autoComplete,
  required = false,
  optional = false,
}: TextFieldProps) {
  const t = useTranslate()
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {optional ? ` ${t('checkout.optional')}` : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {t(error)}
        </p>
      ) : null}
    </div>
  )
}

export function SelectField({
  name,
  label,
  value,
  error,
  onChange,
  autoComplete,
  children,
}: {
  name: string
  label: string
  value: string
  error?: PlainMessageKey | undefined
  onChange: (value: string) => void
  autoComplete?: string
  children: ReactNode
}) {
  const t = useTranslate()
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {t(error)}
        </p>
      ) : null}
    </div>
  )
}

export function CheckboxField({
  name,
  label,
  checked,
  onChange,
  error,
}: {
  name: string
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  error?: PlainMessageKey | undefined
}) {
  const t = useTranslate()
  const id = useId()
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {t(error)}
        </p>
      ) : null}
    </div>
  )
}

/** Moves the focus to the first invalid field of a form after a refused submit. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  })
}

/** A field's text from stored fields. */
export function storedText(fields: Record<string, string | boolean>, name: string): string {
  const value = fields[name]
  return typeof value === 'string' ? value : ''
}
