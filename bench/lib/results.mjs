// Where a benchmark's numbers go: bench/results/<name>.json, and what the machine was doing.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from './bench-setup.mjs'

/** The load averages of the last 1, 5 and 15 minutes, as /proc/loadavg gives them. */
export function readLoadAverage() {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
}

/**
 * Writes `report` to bench/results/<name>.json and prints it. With `keepPartial`, a partial run
 * (--skip-…) keeps the other half of the last result and its budget verdicts.
 */
export function writeResult(name, report, { keepPartial = false } = {}) {
  const dir = join(repoRoot, 'bench/results')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `${name}.json`)
  const previous = keepPartial && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
  const merged = keepPartial
    ? { ...previous, ...report, withinBudget: { ...previous.withinBudget, ...report.withinBudget } }
    : report
  writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`)
  console.log(JSON.stringify(merged, null, 2))
  return merged
}
