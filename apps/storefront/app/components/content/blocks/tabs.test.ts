import { describe, expect, it } from 'vitest'
import { findTabByHash, tabHash } from './tabs'

describe('tabs chosen by the URL hash (001 §2)', () => {
  const titles = ['Our story', 'Sustainability', 'Über uns']

  it('matches a hash to the tab whose title it names', () => {
    expect(findTabByHash(titles, '#sustainability')).toBe(1)
    expect(findTabByHash(titles, '#Our%20story')).toBe(0)
    expect(findTabByHash(titles, '#uber-uns')).toBe(2)
    expect(tabHash('Über uns')).toBe('uber-uns')
  })

  it('matches nothing for another hash', () => {
    expect(findTabByHash(titles, '#careers')).toBe(-1)
    expect(findTabByHash(titles, '#%E0%A4%A')).toBe(-1)
    expect(findTabByHash(titles, '')).toBe(-1)
  })
})
