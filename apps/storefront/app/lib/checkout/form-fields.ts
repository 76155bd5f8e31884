// Shared pieces of the checkout forms (spec 000 §3 "Checkout state", 001 §5): reading a form's
// fields from FormData (the browser and the route action read the same way) and turning a zod
// result into one message key per field. Every schema message is a catalogue key, so the same
// schema serves the three store views; the English texts are the spec's, verbatim.
import type { z } from 'zod'
import { messagesEn, type MessageKey } from '~/lib/i18n/messages-en'
import { listPlaceholders, type MessageParams } from '~/lib/i18n/translate'

/** A catalogue key whose text has no placeholders: `t(key)` needs nothing more. */
export type PlainMessageKey = {
  [K in MessageKey]: [MessageParams<K>] extends [never] ? K : never
}[MessageKey]

export type FieldErrors<F extends string = string> = Partial<Record<F, PlainMessageKey>>

export function isMessageKey(text: string): text is PlainMessageKey {
  return (
    Object.hasOwn(messagesEn, text) && listPlaceholders(messagesEn[text as MessageKey]).length === 0
  )
}

/**
 * The form's values as a plain object: text fields trimmed of nothing (the schemas trim), each
 * checkbox named in `checkboxes` as a boolean (a checked box posts "on").
 */
export function readFormFields(
  formData: FormData,
  checkboxes: readonly string[] = [],
): Record<string, string | boolean> {
  const fields: Record<string, string | boolean> = {}
  for (const [name, value] of formData.entries()) {
    if (typeof value === 'string') fields[name] = value
  }
  for (const name of checkboxes) fields[name] = formData.get(name) !== null
  return fields
}

/** The first message of each field (by its top-level path); unknown texts read "Field is required". */
export function collectFieldErrors<F extends string>(error: z.ZodError): FieldErrors<F> {
  const errors: FieldErrors<F> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as F
    if (errors[field] !== undefined) continue
    errors[field] = isMessageKey(issue.message) ? issue.message : 'validation.required'
  }
  return errors
}

export type FormCheck<T, F extends string> =
  { ok: true; data: T } | { ok: false; errors: FieldErrors<F> }

/** Runs a form schema: the parsed data, or one message key per field in error. */
export function checkForm<S extends z.ZodType, F extends string>(
  schema: S,
  fields: unknown,
): FormCheck<z.infer<S>, F> {
  const result = schema.safeParse(fields)
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: collectFieldErrors<F>(result.error) }
}
