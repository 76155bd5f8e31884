import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { encodePage, selectPageEncoding } from './page-encoding.server'

describe('selectPageEncoding', () => {
  it('takes brotli when a browser accepts it, as the compression middleware does', () => {
    expect(selectPageEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(selectPageEncoding('gzip, deflate')).toBe('gzip')
  })

  it('follows the q-values, and refuses what has q=0', () => {
    expect(selectPageEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip')
    expect(selectPageEncoding('br;q=0, gzip')).toBe('gzip')
    expect(selectPageEncoding('br;q=0, gzip;q=0')).toBeNull()
    expect(selectPageEncoding('*')).toBe('br')
    expect(selectPageEncoding('*;q=0, gzip')).toBe('gzip')
  })

  it('sends the page as it is to a client that asks for no encoding', () => {
    expect(selectPageEncoding(undefined)).toBeNull()
    expect(selectPageEncoding('')).toBeNull()
    expect(selectPageEncoding('identity')).toBeNull()
  })
})

describe('encodePage', () => {
  const page = Buffer.from(`<!DOCTYPE html>${'<p>Summer Slip Dress</p>'.repeat(200)}`)

  it('compresses a page that decompresses to the same bytes', () => {
    const br = encodePage(page, 'br')
    const gzip = encodePage(page, 'gzip')
    expect(br.length).toBeLessThan(page.length / 10)
    expect(brotliDecompressSync(br).equals(page)).toBe(true)
    expect(gunzipSync(gzip).equals(page)).toBe(true)
  })
})
