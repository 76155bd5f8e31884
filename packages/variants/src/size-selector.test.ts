import { describe, expect, it } from 'vitest'
import { chooseSizeSelectorMode, countSizes, SIZE_DROPDOWN_THRESHOLD } from './size-selector.js'
import { capOptions } from './variants.test-helpers.js'

describe('size selector mode (spec 001 §5)', () => {
  it.each([
    [0, 'none'],
    [1, 'single-disabled-button'],
    [2, 'buttons'],
    [5, 'buttons'],
    [6, 'dropdown'],
    [12, 'dropdown'],
  ])('%i sizes show as %s', (count, mode) => {
    expect(chooseSizeSelectorMode(count)).toBe(mode)
  })

  it('the dropdown starts above 5 sizes', () => {
    expect(SIZE_DROPDOWN_THRESHOLD).toBe(5)
  })

  it.each([
    ['the values of the size option', capOptions, undefined, 3],
    ['another size attribute code', capOptions, 'color', 2],
    ['no size option', [capOptions[0]!], undefined, 0],
    ['no options', null, undefined, 0],
  ])('counts %s', (_name, options, code, count) => {
    expect(countSizes(options, code)).toBe(count)
  })
})
