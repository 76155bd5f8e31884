// Types the checkout steps share.
export type { FieldErrors } from '~/lib/checkout/form-fields'
export type StoredFieldsLike = Readonly<Record<string, string | boolean>>
