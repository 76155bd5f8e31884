import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOptionValueAvailable, listOptionAvailability } from './option-availability.js'
import { selectVariant } from './select-variant.js'
import { capChildren, capOptions, makeChild } from './variants.test-helpers.js'

describe('availability of each option value given the current selection', () => {
  it.each([
    ['red S with nothing chosen', 'size', 167, {}, true],
    ['M is available in blue', 'size', 168, {}, true],
    ['M is not available once red is chosen (red M disabled)', 'size', 168, { color: 50 }, false],
    [
      'L is not available once blue is chosen (blue L out of stock)',
      'size',
      169,
      { color: 51 },
      false,
    ],
    ['L is available in red', 'size', 169, { color: '50' }, true],
    ['red is not available once M is chosen', 'color', 50, { size: 168 }, false],
    ["the option's own choice does not limit its values", 'color', 50, { color: 51 }, true],
    ['an unknown value is not available', 'size', 999, {}, false],
  ])('%s', (_name, code, value, selection, available) => {
    expect(isOptionValueAvailable(capChildren, code, value, selection)).toBe(available)
  })

  it('lists every option with its values, availability and selection', () => {
    const options = listOptionAvailability(
      { configurable_children: capChildren, configurable_options: capOptions },
      { color: 51 },
    )
    expect(options).toEqual([
      {
        attribute_code: 'color',
        label: 'Color',
        values: [
          { value_index: '50', label: 'Red', available: true, selected: false },
          { value_index: '51', label: 'Blue', available: true, selected: true },
        ],
      },
      {
        attribute_code: 'size',
        label: 'Size',
        values: [
          { value_index: '167', label: 'S', available: true, selected: false },
          { value_index: '168', label: 'M', available: true, selected: false },
          { value_index: '169', label: 'L', available: false, selected: false },
        ],
      },
    ])
  })

  it('falls back to the code and value for missing labels, and to empty lists', () => {
    expect(
      listOptionAvailability(
        {
          configurable_children: null,
          configurable_options: [{ attribute_code: 'fit', values: [{ value_index: 1 }] }],
        },
        {},
      ),
    ).toEqual([
      {
        attribute_code: 'fit',
        label: 'fit',
        values: [{ value_index: '1', label: '1', available: false, selected: false }],
      },
    ])
    expect(listOptionAvailability({}, {})).toEqual([])
  })

  it('property: a value is available exactly when a full-match filter change succeeds', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            color: fc.constantFrom('1', '2'),
            size: fc.constantFrom('S', 'M', 'L'),
            status: fc.constantFrom(1, 2),
            inStock: fc.boolean(),
          }),
          { maxLength: 10 },
        ),
        fc.constantFrom('1', '2'),
        fc.constantFrom('S', 'M', 'L'),
        (specs, color, size) => {
          const children = specs.map((spec, i) => makeChild(`C${i}`, spec))
          const available = isOptionValueAvailable(children, 'size', size, { color })
          const selection = selectVariant(children, {
            configuration: { color, size },
            requireFullMatch: true,
          })
          expect(available).toBe(selection.ok)
        },
      ),
    )
  })
})
