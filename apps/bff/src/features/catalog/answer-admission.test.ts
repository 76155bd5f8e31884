import { describe, expect, it } from 'vitest'
import { SecondRequestAdmission } from './answer-admission.js'

describe('admission of fresh answers to the answer cache', () => {
  it('keeps an answer the second time its key is asked for, not the first', () => {
    const admission = new SecondRequestAdmission()
    expect(admission.admit('listing')).toBe(false)
    expect(admission.admit('search')).toBe(false)
    expect(admission.admit('listing')).toBe(true)
  })

  it('forgets the oldest keys seen once beyond its capacity', () => {
    const admission = new SecondRequestAdmission(2)
    admission.admit('a')
    admission.admit('b')
    admission.admit('c')
    expect(admission.admit('a')).toBe(false)
    expect(admission.admit('c')).toBe(true)
  })
})
