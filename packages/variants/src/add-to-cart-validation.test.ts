import { describe, expect, it } from 'vitest'
import {
  checkSizeChosen,
  hasProductErrors,
  isAddToCartDisabled,
  validateAddToCart,
} from './add-to-cart-validation.js'
import { NO_SIZE_SELECTED_MESSAGE, PRODUCT_PRICE_UNKNOWN_MESSAGE } from './variant-messages.js'

const refused = { ok: false, error: PRODUCT_PRICE_UNKNOWN_MESSAGE }

describe('add-to-cart validation by price and errors (spec 000 §5)', () => {
  it.each([
    ['a priced product is addable', { price_incl_tax: 24.95 }, {}, { ok: true }],
    ['a zero price is allowed by default', { price_incl_tax: 0 }, {}, { ok: true }],
    ['a zero price when allowed', { price_incl_tax: 0 }, { allowZeroPrice: true }, { ok: true }],
    ['a zero price when not allowed', { price_incl_tax: 0 }, { allowZeroPrice: false }, refused],
    ['a price below 0', { price_incl_tax: -1 }, {}, refused],
    ['an unknown price', {}, {}, refused],
    ['a null price', { price_incl_tax: null }, {}, refused],
    ['a price that is not a number', { price_incl_tax: Number.NaN }, {}, refused],
    [
      'any product error',
      { price_incl_tax: 24.95, errors: { variants: 'No available product variants' } },
      {},
      refused,
    ],
    ['an empty error map', { price_incl_tax: 24.95, errors: {} }, {}, { ok: true }],
  ])('%s', (_name, product, options, expected) => {
    expect(validateAddToCart(product, options)).toEqual(expected)
  })

  it('refuses with the spec text verbatim', () => {
    expect(PRODUCT_PRICE_UNKNOWN_MESSAGE).toBe(
      'Product price is unknown, product cannot be added to the cart!',
    )
  })

  it.each([
    [undefined, false],
    [null, false],
    [{}, false],
    [{ variants: null, price: '' }, false],
    [{ flag: false }, false],
    [{ variants: 'x' }, true],
    [[], false],
    [['x'], true],
  ])('errors %j count: %s', (errors, has) => {
    expect(hasProductErrors(errors)).toBe(has)
  })
})

describe('a size must be chosen when there is more than one (spec 000 §5)', () => {
  it.each([
    ['one size needs no choice', 1, undefined, { ok: true }],
    ['no sizes need no choice', 0, null, { ok: true }],
    ['a chosen size', 3, '168', { ok: true }],
    ['a chosen size index', 8, 168, { ok: true }],
    [
      'up to 5 sizes and none chosen shows the message',
      5,
      undefined,
      { ok: false, action: 'show-message', error: NO_SIZE_SELECTED_MESSAGE },
    ],
    [
      'an empty choice counts as none',
      2,
      '',
      { ok: false, action: 'show-message', error: NO_SIZE_SELECTED_MESSAGE },
    ],
    [
      'more than 5 sizes open the size selector',
      6,
      null,
      { ok: false, action: 'open-size-selector' },
    ],
  ])('%s', (_name, count, selected, expected) => {
    expect(checkSizeChosen(count, selected)).toEqual(expected)
  })
})

describe('the add-to-cart button is disabled (spec 000 §5)', () => {
  it.each([
    ['enabled for a priced product', { regularPrice: 24.95, isAddingToCart: false }, false],
    [
      'when the product has errors',
      { errors: { stock: 'Out of stock!' }, regularPrice: 24.95, isAddingToCart: false },
      true,
    ],
    ['when the regular price is 0', { regularPrice: 0, isAddingToCart: false }, true],
    ['while an add is in progress', { regularPrice: 24.95, isAddingToCart: true }, true],
  ])('%s', (_name, state, disabled) => {
    expect(isAddToCartDisabled(state)).toBe(disabled)
  })
})
