// Theme colour (spec 001 §2 "Content blocks"; §9 "the theme colour custom property is applied when
// configured"): sets `--theme-color` for the page (buttons and accents read it). Only a hex colour
// is taken, so no editor text reaches the style sheet.
import type { ContentBlock } from '@vitrine/contracts/content'
import { isBlok, readText } from '~/lib/content/read-blok'

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** The block's colour (`color` as Storyblok's colour picker `{ color }` or text), or null. */
export function readThemeColour(block: Record<string, unknown>): string | null {
  const field = block.color ?? block.colour ?? block.theme_color
  const colour = isBlok(field) ? readText(field.color) : readText(field)
  return HEX_COLOUR.test(colour) ? colour : null
}

export default function ThemeColourBlock({ block }: { block: ContentBlock }) {
  const colour = readThemeColour(block)
  return colour ? <style>{`:root{--theme-color:${colour}}`}</style> : null
}
