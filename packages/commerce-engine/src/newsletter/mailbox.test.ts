// The normalised mailbox (D222): one key for every spelling that delivers to one mailbox, and
// distinct keys where a provider makes `+` or `.` part of a different mailbox.
import { describe, expect, it } from 'vitest'
import { normalizeMailbox } from './mailbox.js'

describe('normalizeMailbox', () => {
  it.each([
    ['J.Doe+shop@GMail.com', 'jdoe@gmail.com'],
    ['j.o.h.n.d.o.e@gmail.com', 'johndoe@gmail.com'],
    ['johndoe+a+b@googlemail.com', 'johndoe@gmail.com'],
    ['  Someone@Example.NL ', 'someone@example.nl'],
    ['eva+news@outlook.com', 'eva@outlook.com'],
    ['eva+news@hotmail.nl', 'eva@hotmail.nl'],
    ['eva+x@live.com', 'eva@live.com'],
    ['eva+x@msn.com', 'eva@msn.com'],
    ['eva+x@icloud.com', 'eva@icloud.com'],
    ['eva+x@me.com', 'eva@me.com'],
    ['eva+x@mac.com', 'eva@mac.com'],
    ['eva+x@protonmail.com', 'eva@protonmail.com'],
    ['eva+x@proton.me', 'eva@proton.me'],
    ['eva+x@fastmail.com', 'eva@fastmail.com'],
    ['eva-shop@yahoo.com', 'eva@yahoo.com'],
    ['eva-a-b@ymail.com', 'eva@ymail.com'],
  ])('%s is the mailbox %s', (address, mailbox) => {
    expect(normalizeMailbox(address)).toBe(mailbox)
  })

  it('keeps dots outside Gmail: they name another mailbox there', () => {
    expect(normalizeMailbox('j.doe@outlook.com')).toBe('j.doe@outlook.com')
    expect(normalizeMailbox('j.doe@example.com')).not.toBe(normalizeMailbox('jdoe@example.com'))
  })

  it('keeps a `+` on a domain whose plus addressing is not documented', () => {
    expect(normalizeMailbox('eva+shop@example.com')).toBe('eva+shop@example.com')
  })

  it('keeps a `-` outside Yahoo', () => {
    expect(normalizeMailbox('eva-shop@gmail.com')).toBe('eva-shop@gmail.com')
    expect(normalizeMailbox('eva-shop@example.com')).toBe('eva-shop@example.com')
  })

  it('never empties the local part', () => {
    expect(normalizeMailbox('+tag@gmail.com')).toBe('+tag@gmail.com')
    expect(normalizeMailbox('-x@yahoo.com')).toBe('-x@yahoo.com')
  })
})
