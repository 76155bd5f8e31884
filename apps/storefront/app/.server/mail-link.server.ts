// What a link in one of the shop's mails carries (confirm an account, set a new password, confirm
// or end a newsletter subscription): its query parameters, each cut to the length the BFF takes,
// and the same values as the page's form posts them back.

/** The link's query parameters by name, each '' when missing and cut to its length. */
export function readMailLinkQuery<Name extends string>(
  request: Request,
  lengths: Record<Name, number>,
): Record<Name, string> {
  const { searchParams } = new URL(request.url)
  const entries = (Object.entries(lengths) as [Name, number][]).map(
    ([name, length]) => [name, (searchParams.get(name) ?? '').slice(0, length)] as const,
  )
  return Object.fromEntries(entries) as Record<Name, string>
}

/** A text field of the page's form, trimmed; '' when missing or a file. */
export function readFormText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}
