// GET /img as a browser sees it: the closest pre-rendered size, WebP when accepted, long caching,
// and envelopes for bad requests and missing pictures.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ErrorEnvelopeSchema } from '@vitrine/contracts/envelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/helpers.js'
import type { App } from '../../app.js'

let mediaDir: string
let app: App

async function writePicture(size: string, path: string, body: string) {
  const file = join(mediaDir, size, path)
  await mkdir(join(file, '..'), { recursive: true })
  await writeFile(file, body)
}

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'vitrine-img-'))
  for (const size of ['1080x1920', '360x640', '150x150']) {
    await writePicture(size, 'c/a/cap-red.jpg', `jpg ${size}`)
    await writePicture(size, 'c/a/cap-red.webp', `webp ${size}`)
  }
  await writePicture('1080x1920', 'o/n/only-large.jpg', 'jpg only large')
  app = await buildTestApp({ CATALOG_MEDIA_DIR: mediaDir })
})

afterAll(async () => {
  await app.close()
  await rm(mediaDir, { recursive: true, force: true })
})

const get = (url: string, accept?: string) =>
  app.inject({ method: 'GET', url, headers: accept ? { accept } : {} })

describe('GET /img/{width}/{height}/{action}/{path}', () => {
  it('serves the smallest rendition at least as large as asked, as JPEG without WebP support', async () => {
    const response = await get('/img/300/500/resize/c/a/cap-red.jpg', 'image/png,image/*;q=0.8')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/jpeg')
    expect(response.body).toBe('jpg 360x640')
  })

  it('serves the WebP twin when the Accept header allows it', async () => {
    const response = await get('/img/786/1397/resize/c/a/cap-red.jpg', 'image/avif,image/webp,*/*')
    expect(response.headers['content-type']).toBe('image/webp')
    expect(response.body).toBe('webp 1080x1920')
    expect(response.headers.vary).toBe('Accept')
  })

  it('does not serve WebP to a browser that refuses it with q=0', async () => {
    const response = await get('/img/150/150/fit/c/a/cap-red.jpg', 'image/webp;q=0, image/jpeg')
    expect(response.body).toBe('jpg 150x150')
  })

  it('falls back to the largest rendition when nothing is big enough', async () => {
    const response = await get('/img/2000/4000/resize/c/a/cap-red.jpg')
    expect(response.body).toBe('jpg 1080x1920')
  })

  it('uses a larger size when the closest one lacks the picture', async () => {
    const response = await get('/img/360/640/resize/o/n/only-large.jpg', 'image/webp')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/jpeg')
    expect(response.body).toBe('jpg only large')
  })

  it('lets browsers and CDNs cache pictures for a year', async () => {
    const response = await get('/img/360/640/resize/c/a/cap-red.jpg')
    expect(response.headers['cache-control']).toContain('max-age=31557600')
    expect(response.headers['last-modified']).toBeTruthy()
  })

  it('answers a missing picture with the 404 envelope', async () => {
    const response = await get('/img/360/640/resize/n/o/nothing.jpg')
    expect(response.statusCode).toBe(404)
    expect(ErrorEnvelopeSchema.parse(response.json())).toEqual({
      code: 404,
      result: 'Image not found',
    })
  })

  it('refuses paths that climb out of the media folder', async () => {
    const response = await get('/img/360/640/resize/c/..%2F..%2F..%2Fetc%2Fpasswd.jpg')
    expect(response.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(response.json()).code).toBe(400)
  })

  it('refuses an unknown action or a size out of range with a 400 naming the field', async () => {
    const action = await get('/img/360/640/crop/c/a/cap-red.jpg')
    expect(action.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(action.json()).errors?.[0]?.field).toBe('params.action')
    const width = await get('/img/99999/640/resize/c/a/cap-red.jpg')
    expect(width.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(width.json()).errors?.[0]?.field).toBe('params.width')
  })

  it('answers other methods with 405 and Allow: GET', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/img/360/640/resize/c/a/cap-red.jpg',
    })
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toContain('GET')
    expect(ErrorEnvelopeSchema.parse(response.json()).code).toBe(405)
  })
})

describe('the media root', () => {
  it('defaults to catalog/media under DATA_DIR, where an import keeps the pictures', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-data-'))
    const root = join(dataDir, 'catalog', 'media')
    await mkdir(join(root, '360x640', 'h', 'a'), { recursive: true })
    await writeFile(join(root, '360x640', 'h', 'a', 'hat-beige.jpg'), 'hat')
    const dataApp = await buildTestApp({ DATA_DIR: dataDir })
    try {
      const response = await dataApp.inject({
        method: 'GET',
        url: '/img/360/640/resize/h/a/hat-beige.jpg',
      })
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe('hat')
    } finally {
      await dataApp.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  it('answers 404 while nothing has been imported', async () => {
    const emptyApp = await buildTestApp({
      CATALOG_MEDIA_DIR: join(tmpdir(), 'vitrine-no-media-here'),
    })
    try {
      const response = await emptyApp.inject({
        method: 'GET',
        url: '/img/360/640/resize/c/a/cap-red.jpg',
      })
      expect(response.statusCode).toBe(404)
    } finally {
      await emptyApp.close()
    }
  })
})
