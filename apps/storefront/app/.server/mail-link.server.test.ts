// A mail link's query parameters cut to what the BFF takes, and the form's text fields.
import { describe, expect, it } from 'vitest'
import { readFormText, readMailLinkQuery } from './mail-link.server'

describe('readMailLinkQuery', () => {
  it('reads each named parameter, cut to its length, and gives missing ones as empty', () => {
    const request = new Request(
      `http://shop/nl/newsletter/confirm?email=eva%40example.nl&key=${'k'.repeat(300)}&other=x`,
    )
    expect(readMailLinkQuery(request, { email: 254, key: 128, signature: 64 })).toEqual({
      email: 'eva@example.nl',
      key: 'k'.repeat(128),
      signature: '',
    })
  })
})

describe('readFormText', () => {
  it('trims a text field and gives a missing field or a file as empty', () => {
    const form = new FormData()
    form.set('email', '  eva@example.nl ')
    form.set('upload', new Blob(['x']), 'x.txt')
    expect(readFormText(form, 'email')).toBe('eva@example.nl')
    expect(readFormText(form, 'upload')).toBe('')
    expect(readFormText(form, 'key')).toBe('')
  })
})
