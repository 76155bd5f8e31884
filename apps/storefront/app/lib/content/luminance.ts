// 001 §2, §9: button and text colour is black or white by the background's luminance, threshold
// 128 (perceived brightness 0.299 R + 0.587 G + 0.114 B of a `#rgb` / `#rrggbb` colour).
export const LUMINANCE_THRESHOLD = 128

/** Perceived brightness 0–255 of a hex colour; null when it is not one. */
export function luminanceOf(color: string | null | undefined): number | null {
  const hex = (color ?? '').trim().replace(/^#/, '')
  const full = /^[0-9a-f]{3}$/i.test(hex) ? [...hex].map((digit) => digit + digit).join('') : hex
  if (!/^[0-9a-f]{6}$/i.test(full)) return null
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ]
  // Rounded: 0.299 + 0.587 + 0.114 is 1 only up to floating-point error.
  return Math.round(0.299 * r + 0.587 * g + 0.114 * b)
}

/** Black text on a light background, white on a dark one; black when the colour is unknown. */
export function textColourOn(background: string | null | undefined): '#000000' | '#ffffff' {
  const luminance = luminanceOf(background)
  return luminance !== null && luminance < LUMINANCE_THRESHOLD ? '#ffffff' : '#000000'
}
