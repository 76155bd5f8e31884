// Reading and filling the address form's fields from a lookup (Dutch or international).

export function fieldOf(form: HTMLFormElement, name: string): HTMLInputElement | null {
  const element = form.elements.namedItem(name)
  return element instanceof HTMLInputElement ? element : null
}

/**
 * Sets a field as if typed, so the form's change handler (which stores the fields) sees it:
 * React tracks the value it last set, hence the prototype's setter.
 */
export function fillField(form: HTMLFormElement, name: string, value: string): void {
  const input = fieldOf(form, name)
  if (!input) return
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}
