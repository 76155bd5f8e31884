import { describe, expect, it } from 'vitest'
import { dress } from '../catalog/dress-fixture.test-helpers'
import { readChoice, readChosenOptions } from './product-form'

describe('the product form’s fields (D235)', () => {
  it('read the chosen options, ignoring values the product does not offer', () => {
    const fields = new URLSearchParams('cfg.color=5003&cfg.size=9999&cfg.material=1')
    expect(readChosenOptions(fields, dress)).toEqual({ color: '5003' })
  })

  it('read an option button’s choice only when the product has that value', () => {
    expect(readChoice(new URLSearchParams('choose=size:5021'), dress)).toEqual({
      code: 'size',
      value: '5021',
    })
    expect(readChoice(new URLSearchParams('choose=size:1'), dress)).toBeNull()
    expect(readChoice(new URLSearchParams('choose=:5021'), dress)).toBeNull()
    expect(readChoice(new URLSearchParams('choose=size'), dress)).toBeNull()
  })
})
