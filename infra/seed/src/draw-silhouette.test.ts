import { describe, expect, it } from 'vitest'
import { drawSilhouette, drawnKinds } from './draw-silhouette.js'
import { giftCardKind, productKinds, styleGuideKind } from './product-kinds.js'

describe('product pictures', () => {
  it('has a drawing for every kind in every colour it is sold in', () => {
    const combinations = [
      ...productKinds.flatMap((kind) => kind.colours.map((colour) => [kind.code, colour] as const)),
      [giftCardKind.code, giftCardKind.colour] as const,
      [styleGuideKind.code, styleGuideKind.colour] as const,
    ]
    for (const [kind, colour] of combinations) {
      expect(drawnKinds).toContain(kind)
      expect(drawSilhouette(kind, colour)).toMatch(/^<svg [^>]*width="1080" height="1920"/)
    }
  })

  it('refuses a kind or colour it cannot draw', () => {
    expect(() => drawSilhouette('umbrella', 'red')).toThrow('no picture')
    expect(() => drawSilhouette('cap', 'plaid')).toThrow('no picture')
  })
})
