import { describe, expect, it } from 'vitest'
import { dress } from '../catalog/dress-fixture.test-helpers'
import { readChoice, readChosenOptions, readReturnPath } from './product-form'

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

describe('the page a tile’s add comes back to (D235)', () => {
  it('is a path of this shop, never another site', () => {
    const back = (value: string) => readReturnPath(new URLSearchParams({ return: value }))
    expect(back('/c/hats?sort=price')).toBe('/c/hats?sort=price')
    expect(back('//evil.example/x')).toBeNull()
    expect(back('/\\evil.example')).toBeNull()
    expect(back('https://evil.example/')).toBeNull()
    expect(readReturnPath(new URLSearchParams())).toBeNull()
  })
})
