import { describe, expect, it } from 'vitest'
import { buildUsp, readUspIcon, renderUspIcon, USP_ICONS } from './usp-icons'

describe('a USP’s icon (D116)', () => {
  it('is the story’s icon when the set has it, under its own name or a common alias', () => {
    expect(readUspIcon('truck')).toBe('truck')
    expect(readUspIcon('delivery')).toBe('truck')
    expect(readUspIcon(' Return ')).toBe('return')
    expect(readUspIcon('secure')).toBe('lock')
    expect(readUspIcon('gift')).toBe('gift')
    expect(readUspIcon('store')).toBe('store')
  })

  it('is the checkmark for anything else', () => {
    for (const value of ['', 'rocket', 'toString', '__proto__', undefined, 3, { icon: 'truck' }]) {
      expect(readUspIcon(value)).toBe('check')
    }
  })

  it('draws each icon differently, and the USP carries its SVG, hidden from assistive technology', () => {
    const drawings = Object.values(USP_ICONS)
    expect(new Set(drawings).size).toBe(drawings.length)
    expect(buildUsp('Free returns', 'return', '/return-policy')).toEqual({
      label: 'Free returns',
      icon: 'return',
      iconSvg: renderUspIcon('return'),
      href: '/return-policy',
    })
    expect(renderUspIcon('return')).toBe(
      `<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" data-icon="return">${USP_ICONS.return}</svg>`,
    )
  })
})
