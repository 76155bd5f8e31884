import { describe, expect, it } from 'vitest'
import { readPageForm } from './read-page-form.server'

const post = (body: BodyInit, type?: string) =>
  new Request('http://shop.test/checkout', {
    method: 'POST',
    body,
    ...(type ? { headers: { 'content-type': type } } : {}),
  })

async function statusOf(request: Request): Promise<number> {
  try {
    await readPageForm(request)
    return 200
  } catch (thrown) {
    return (thrown as Response).status
  }
}

describe('a page action reading its form', () => {
  it('reads a urlencoded form', async () => {
    const form = await readPageForm(
      post('step=shipping&firstname=Jan', 'application/x-www-form-urlencoded'),
    )
    expect(form.get('firstname')).toBe('Jan')
  })

  it('answers 415 to a JSON body and 400 to a broken multipart body', async () => {
    expect(await statusOf(post('{"step":"shipping"}', 'application/json'))).toBe(415)
    expect(await statusOf(post('x', 'text/plain'))).toBe(415)
    expect(await statusOf(post('garbage', 'multipart/form-data; boundary=zzz'))).toBe(400)
  })
})
