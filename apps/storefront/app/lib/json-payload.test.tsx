// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { toJsonPayload, useJsonPayload } from './json-payload'

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
})
