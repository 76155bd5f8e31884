import { describe, expect, it } from 'vitest'
import { luminanceOf, textColourOn } from './luminance'

describe('the luminance rule (001 §2, §9: threshold 128)', () => {
  it('puts white text on dark backgrounds and black text on light ones', () => {
    expect(textColourOn('#1d3557')).toBe('#ffffff')
    expect(textColourOn('#f1e3c8')).toBe('#000000')
    expect(textColourOn('#f40000')).toBe('#ffffff')
    expect(textColourOn('#fff')).toBe('#000000')
  })

  it('switches exactly at 128', () => {
    expect(luminanceOf('#808080')).toBe(128)
    expect(textColourOn('#808080')).toBe('#000000')
    expect(textColourOn('#7f7f7f')).toBe('#ffffff')
  })

  it('keeps black text when the colour is not a hex colour', () => {
    expect(textColourOn('teal')).toBe('#000000')
    expect(textColourOn(undefined)).toBe('#000000')
  })
})
