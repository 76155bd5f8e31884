// The embedded engine's own scoring must give MiniSearch's numbers exactly (text-scorer.ts): the
// same documents, the same scores to the last bit, for any query, fuzziness, boosts and scope.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DocBitset } from './doc-bitset.js'
import { EmbeddedTextIndex } from './embedded-text-index.js'
import { buildTextQuery } from './search.fixtures.js'
import type { SearchDocument, TextQuery } from './search.port.js'

const words = ['rosa', 'hoodie', 'hoodia', 'tote', 'wool', 'beanie', 'summer', 'slip', 'dress']
const categories = ['Women', 'Men', 'Caps & Hats', 'Sale', 'Swimwear']

function buildCatalogue(): SearchDocument[] {
  const documents: SearchDocument[] = []
  for (let i = 0; i < 240; i++) {
    const name = [words[i % 9], words[(i * 7) % 9], i % 4 === 0 ? words[(i * 5) % 9] : '']
      .filter(Boolean)
      .join(' ')
    documents.push({
      sku: `SKU-${i}`,
      name: i % 3 === 0 ? `${name} ${name}` : name,
      category: [{ name: categories[i % 5] }, { name: categories[(i + 2) % 5] }],
    })
  }
  return documents
}

const documents = buildCatalogue()
const index = new EmbeddedTextIndex(documents, ['name', 'sku', 'category.name'], {
  keepMiniSearch: true,
})

function expectSameScores(query: TextQuery, scope?: DocBitset) {
  const ours = index.score(query, scope)
  const theirs = index.scoreWithMiniSearch(query, scope)
  expect([...ours].sort((a, b) => a[0] - b[0])).toEqual([...theirs].sort((a, b) => a[0] - b[0]))
}

describe('the embedded text scorer', () => {
  it('finds the documents MiniSearch finds, with bit-identical scores', () => {
    for (const text of [
      'hoodie',
      'hodie tote',
      'summer slip dres',
      'wool hoodie beanie',
      'sku-12',
    ]) {
      const query = buildTextQuery(text)
      expect(index.score(query).size, text).toBeGreaterThan(0)
      expectSameScores(query)
    }
  })

  it('agrees for any text, fuzziness, minimum match, boosts and scope', () => {
    const term = fc.oneof(
      fc.constantFrom(...words, 'women', 'caps', 'hats', 'sku', '12'),
      fc.string({ minLength: 1, maxLength: 7, unit: fc.constantFrom(...'aeiodrstlnw') }),
    )
    fc.assert(
      fc.property(
        fc.array(term, { minLength: 1, maxLength: 4 }),
        fc.constantFrom<0 | 1 | 2>(0, 1, 2),
        fc.constantFrom(0.5, 0.75, 1),
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 3, maxLength: 3 }),
        fc.option(fc.uniqueArray(fc.integer({ min: 0, max: documents.length - 1 })), {
          nil: undefined,
        }),
        (terms, fuzziness, minimumShouldMatch, boosts, scopePositions) => {
          const query: TextQuery = {
            ...buildTextQuery(terms.join(' ')),
            fuzziness,
            minimumShouldMatch,
            fields: [
              { field: 'name', boost: boosts[0]! },
              { field: 'sku', boost: boosts[1]! },
              { field: 'category.name', boost: boosts[2]! },
            ],
          }
          const scope = scopePositions && DocBitset.fromPositions(documents.length, scopePositions)
          expectSameScores(query, scope)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('scores within a named scope as within the scope itself, however often and in turn', () => {
    const scopes = {
      even: DocBitset.fromPositions(
        documents.length,
        documents.map((_, i) => i).filter((i) => i % 2 === 0),
      ),
      thirds: DocBitset.fromPositions(
        documents.length,
        documents.map((_, i) => i).filter((i) => i % 3 === 0),
      ),
    }
    // 'women' and 'sale' are in 96 documents' categories: long enough to be kept per scope.
    const queries = ['women', 'wmen hoodie', 'sale summer', 'caps rosa'].map((text) =>
      buildTextQuery(text),
    )
    for (const name of ['even', 'even', 'even', 'thirds', 'even', 'thirds', 'thirds'] as const) {
      for (const query of queries) {
        const named = new Map<number, number>()
        index.visitScores(query, scopes[name], (at, score) => named.set(at, score), name)
        expect(named.size).toBeGreaterThan(0)
        expect(named).toEqual(index.scoreWithMiniSearch(query, scopes[name]))
      }
    }
  })

  it('scores a repeated term the same as the first time (remembered variants)', () => {
    const query = buildTextQuery('hodie')
    const first = index.score(query)
    expect(index.score(query)).toEqual(first)
  })
})
