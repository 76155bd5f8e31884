// docs/decisions.md is read by newcomers: short records in one numbering scheme. A record that
// grows past 15 lines, a number used twice, a lost record or an old work-log label fails here.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const decisionsDoc = readFileSync(new URL('../../../docs/decisions.md', import.meta.url), 'utf8')

interface DecisionRecord {
  number: number
  heading: string
  lines: string[]
}

/** Each `## ` section, from its heading to its last non-blank line. */
function readRecords(text: string): DecisionRecord[] {
  const lines = text.split('\n')
  const starts = lines.flatMap((line, index) => (line.startsWith('## ') ? [index] : []))
  return starts.map((start, position) => {
    const section = lines.slice(start, starts[position + 1] ?? lines.length)
    while (section.length > 0 && section[section.length - 1]!.trim() === '') section.pop()
    const number = /^## D(\d+)\. \S/.exec(section[0]!)?.[1]
    return {
      number: number === undefined ? Number.NaN : Number(number),
      heading: section[0]!,
      lines: section,
    }
  })
}

const records = readRecords(decisionsDoc)

describe('docs/decisions.md', () => {
  it('titles every section "## D<n>. Title"', () => {
    expect(records.filter((record) => Number.isNaN(record.number)).map((r) => r.heading)).toEqual(
      [],
    )
  })

  it('uses each number once and keeps D1 to D74', () => {
    const numbers = records.map((record) => record.number)
    expect(numbers.filter((number, index) => numbers.indexOf(number) !== index)).toEqual([])
    const missing = Array.from({ length: 74 }, (_, index) => index + 1).filter(
      (number) => !numbers.includes(number),
    )
    expect(missing).toEqual([])
  })

  it('keeps every record within 15 lines, heading included', () => {
    const tooLong = records
      .filter((record) => record.lines.length > 15)
      .map((record) => `${record.heading} (${record.lines.length} lines)`)
    expect(tooLong).toEqual([])
  })

  it('supersedes only by records that exist', () => {
    const numbers = new Set(records.map((record) => record.number))
    const cited = [...decisionsDoc.matchAll(/^Status: .*?superseded by (D\d+)/gm)].map(
      (match) => match[1]!,
    )
    expect(cited.length).toBeGreaterThan(0)
    expect(cited.filter((label) => !numbers.has(Number(label.slice(1))))).toEqual([])
  })

  it('cites no old work-log label or session number', () => {
    // The old labels were D, a hyphen, H and a digit.
    expect(decisionsDoc).not.toMatch(/\bD[-]H\d/)
    expect(decisionsDoc).not.toMatch(/\bsessions? \d/i)
  })
})
