import { describe, expect, it } from 'vitest'
import { CatalogAnswerBytes } from './catalog-answer-bytes.js'

describe('the encoded bytes of cached catalogue answers', () => {
  it('gives the UTF-8 bytes of the text, accents included', () => {
    const bytes = new CatalogAnswerBytes().encode('k', '{"label":"Größe"}')
    expect(bytes.toString('utf8')).toBe('{"label":"Größe"}')
  })

  it('reuses the bytes while the cache still answers the same text', () => {
    const answers = new CatalogAnswerBytes()
    const first = answers.encode('k', '{"total":1}')
    expect(answers.encode('k', '{"total":1}')).toBe(first)
  })

  it('never sends old bytes once the cache answers a new text under the same key', () => {
    const answers = new CatalogAnswerBytes()
    answers.encode('k', '{"total":1}')
    expect(answers.encode('k', '{"total":2}').toString('utf8')).toBe('{"total":2}')
  })

  it('keeps a fresh answer only once the cache answers it again', () => {
    const answers = new CatalogAnswerBytes()
    expect(answers.encodeFresh('{"total":1}').toString('utf8')).toBe('{"total":1}')
    expect(answers.size).toBe(0)
    const hit = answers.encode('k', '{"total":1}')
    expect(answers.size).toBe(1)
    expect(answers.encode('k', '{"total":1}')).toBe(hit)
  })

  it('sends but does not keep an answer larger than its byte budget', () => {
    const answers = new CatalogAnswerBytes(8)
    expect(answers.encode('k', '{"items":[1,2,3]}').toString('utf8')).toBe('{"items":[1,2,3]}')
    expect(answers.size).toBe(0)
  })
})
