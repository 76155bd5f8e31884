import { describe, expect, it } from 'vitest'
import {
  formatProductStatusMessage,
  formatProductVisibilityMessage,
  NO_AVAILABLE_VARIANTS_MESSAGE,
} from './variant-messages.js'

describe('variant message texts are the spec texts verbatim (spec 000 §8)', () => {
  it.each([
    [NO_AVAILABLE_VARIANTS_MESSAGE, 'No available product variants'],
    [formatProductStatusMessage(2), 'Product query returned empty result product status = 2'],
    [
      formatProductVisibilityMessage(1),
      'Product query returned empty result product visibility = 1',
    ],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected)
  })
})
