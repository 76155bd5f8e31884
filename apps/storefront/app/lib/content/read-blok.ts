// Reading a story block's fields in the browser (the layout's blocks, spec 001 §3 content-block
// props): text, nested blocks, assets and links, each tolerant of what an editor left empty.
import type { StoreView } from '@vitrine/contracts/store-views'
import { resolveStoryLink } from './story-link'

export type Blok = Record<string, unknown>

export const isBlok = (value: unknown): value is Blok =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const readBloks = (value: unknown): Blok[] =>
  Array.isArray(value) ? value.filter(isBlok) : []

export const readText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** An asset field (`{ filename, alt }`) or a plain URL. */
export function readAsset(value: unknown): { src: string; alt: string } | null {
  const src = isBlok(value) ? readText(value.filename) : readText(value)
  if (!src) return null
  return { src, alt: isBlok(value) ? readText(value.alt) : '' }
}

export const readHref = (value: unknown, storeView: Pick<StoreView, 'url'>): string | null =>
  resolveStoryLink(value, storeView)
