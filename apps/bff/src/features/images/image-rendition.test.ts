import { describe, expect, it } from 'vitest'
import {
  acceptsWebp,
  listCandidateFiles,
  listRenditions,
  normalizeImagePath,
  rankRenditions,
} from './image-rendition.js'

const renditions = listRenditions(['1080x1920', '360x640', '240x427', '150x150', 'notes', '12x'])

describe('rankRenditions', () => {
  it('reads only {w}x{h} folders as renditions', () => {
    expect(renditions.map((rendition) => rendition.folder)).toEqual([
      '1080x1920',
      '360x640',
      '240x427',
      '150x150',
    ])
  })

  it('puts the smallest large-enough size first, then smaller ones from the largest down', () => {
    expect(rankRenditions(renditions, 300, 500).map((rendition) => rendition.folder)).toEqual([
      '360x640',
      '1080x1920',
      '240x427',
      '150x150',
    ])
  })

  it('treats 0 as any size', () => {
    expect(rankRenditions(renditions, 0, 0)[0]?.folder).toBe('150x150')
    expect(rankRenditions(renditions, 1024, 0)[0]?.folder).toBe('1080x1920')
  })
})

describe('normalizeImagePath', () => {
  it('accepts picture paths as documents write them', () => {
    expect(normalizeImagePath('c/a/cap-red.jpg')).toBe('c/a/cap-red.jpg')
    expect(normalizeImagePath('/c//a/cap-red.WEBP')).toBe('c/a/cap-red.WEBP')
  })

  it('refuses parent segments, hidden files and non-picture extensions', () => {
    expect(normalizeImagePath('../secret.jpg')).toBeUndefined()
    expect(normalizeImagePath('%2e%2e/secret.jpg')).toBeUndefined()
    expect(normalizeImagePath('c/.env.jpg')).toBeUndefined()
    expect(normalizeImagePath('c/a/notes.txt')).toBeUndefined()
    expect(normalizeImagePath('c/a/%E0%A4%A.jpg')).toBeUndefined()
  })
})

describe('acceptsWebp and listCandidateFiles', () => {
  it('reads WebP support from the Accept header', () => {
    expect(acceptsWebp('image/avif,image/webp,image/apng,*/*;q=0.8')).toBe(true)
    expect(acceptsWebp('image/webp;q=0')).toBe(false)
    expect(acceptsWebp('*/*')).toBe(false)
    expect(acceptsWebp(undefined)).toBe(false)
  })

  it('tries the WebP twin first only when WebP is accepted', () => {
    expect(listCandidateFiles('c/a/cap.jpg', true)).toEqual(['c/a/cap.webp', 'c/a/cap.jpg'])
    expect(listCandidateFiles('c/a/cap.jpg', false)).toEqual(['c/a/cap.jpg'])
    expect(listCandidateFiles('c/a/cap.webp', true)).toEqual(['c/a/cap.webp'])
  })
})
