import { describe, expect, it } from 'vitest'
import { selectIsCheckout, selectIsHome, selectLayout } from './route-handle'

describe('selectLayout', () => {
  it('uses the default layout when no route names one', () => {
    expect(selectLayout([{ handle: undefined }, { handle: {} }])).toBe('default')
  })

  it('lets the deepest route that names a layout decide', () => {
    expect(
      selectLayout([{ handle: { layout: 'default' } }, { handle: { layout: 'minimal' } }]),
    ).toBe('minimal')
    expect(selectLayout([{ handle: { layout: 'maintenance' } }, { handle: {} }])).toBe(
      'maintenance',
    )
  })

  it('ignores a layout name it does not know', () => {
    expect(selectLayout([{ handle: { layout: 'fancy' } }])).toBe('default')
  })
})

describe('selectIsHome', () => {
  it('is true only when the deepest route is the home page', () => {
    expect(selectIsHome([{}, { handle: { isHome: true } }])).toBe(true)
    expect(selectIsHome([{ handle: { isHome: true } }, {}])).toBe(false)
    expect(selectIsHome([])).toBe(false)
  })
})

describe('selectIsCheckout', () => {
  it('is true only when the deepest route is a checkout page', () => {
    expect(selectIsCheckout([{}, { handle: { checkout: true } }])).toBe(true)
    expect(selectIsCheckout([{ handle: { checkout: true } }, {}])).toBe(false)
    expect(selectIsCheckout([{ handle: { checkout: 'yes' } }])).toBe(false)
    expect(selectIsCheckout([])).toBe(false)
  })
})
