// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  readJsonPayload,
  RECENT_PAYLOADS,
  toJsonPayload,
  useJsonPayload,
  type JsonPayload,
} from './json-payload'

describe('JSON payloads', () => {
  const page = { product: { sku: 'DRS-0001', prices: { final: { incl: 8195 } } }, childSku: null }

  it('read back the page data they were made from', () => {
    const { result } = renderHook(() => useJsonPayload(toJsonPayload(page)))
    expect(result.current).toEqual(page)
  })

  it('leave undefined values out, as JSON does', () => {
    const payload = toJsonPayload({ sku: 'DRS-0001', image: undefined })
    expect(payload).toBe('{"sku":"DRS-0001"}')
  })

  it('parse once per payload: a rerender gets the same object', () => {
    const payload = toJsonPayload(page)
    const { result, rerender } = renderHook(({ text }) => useJsonPayload(text), {
      initialProps: { text: payload },
    })
    const first = result.current
    rerender({ text: payload })
    expect(result.current).toBe(first)
  })

  it("give the server's render the value its loader made, without parsing the text again", () => {
    const data = { product: { sku: 'TEE-0003' } }
    expect(readJsonPayload(toJsonPayload(data))).toBe(data)
  })

  it('parse a text that arrived as such (the browser) once, for every component that reads it', () => {
    const text = '{"menu":[{"id":3,"name":"Women"}]}' as JsonPayload<{ menu: unknown[] }>
    const first = readJsonPayload(text)
    expect(first).toEqual({ menu: [{ id: 3, name: 'Women' }] })
    expect(readJsonPayload(text)).toBe(first)
  })

  it('keep a payload read on every page (the menu) while others come and go', () => {
    const menu = toJsonPayload([{ id: 3, name: 'Women' }])
    const value = readJsonPayload(menu)
    for (let i = 0; i < RECENT_PAYLOADS * 2; i += 1) {
      toJsonPayload({ sku: `PAGE-${i}` })
      expect(readJsonPayload(menu)).toBe(value)
    }
  })

  it('keep a bounded number of payloads and still read an older one right', () => {
    const oldest = toJsonPayload({ sku: 'OLD-0001' })
    for (let i = 0; i < RECENT_PAYLOADS + 5; i += 1) toJsonPayload({ sku: `NEW-${i}` })
    expect(readJsonPayload(oldest)).toEqual({ sku: 'OLD-0001' })
  })
})
