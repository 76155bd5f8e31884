// What every checkout step's form does (spec 000 §3): its fields are read and reported on every
// change (they survive a reload), and on submit they are checked with the step's zod schema — the
// same one the route action uses — showing one message per wrong field and focusing the first,
// or handing the parsed data on. `onValid` may still refuse with field errors of its own.
import { useState, type FormEvent } from 'react'
import type { FormCheck } from '~/lib/checkout/form-fields'
import styles from './checkout.module.css'
import { focusFirstInvalid } from './form-controls'
import type { FieldErrors } from './step-types'

type Fields = Record<string, string | boolean>

export interface StepFormOptions<T, F extends string> {
  read: (formData: FormData) => Fields
  check: (fields: Fields) => FormCheck<T, F>
  onChange: (fields: Fields) => void
  /** The checked data; errors returned here are shown like the schema's. */
  onValid: (data: T) => FieldErrors<F> | void
}

export function useStepForm<T, F extends string>({
  read,
  check,
  onChange,
  onValid,
}: StepFormOptions<T, F>) {
  const [errors, setErrors] = useState<FieldErrors<F>>({})

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const checked = check(read(new FormData(form)))
    const refused = checked.ok ? onValid(checked.data) : checked.errors
    if (refused) {
      setErrors(refused)
      focusFirstInvalid(form)
      return
    }
    setErrors({})
  }

  const formProps = {
    method: 'post' as const,
    noValidate: true,
    className: styles.form,
    onSubmit,
    onChange: (event: FormEvent<HTMLFormElement>) =>
      onChange(read(new FormData(event.currentTarget))),
  }

  return { errors, formProps }
}
