#!/usr/bin/env node
// The one test command (`pnpm test`): formatting, lint, typecheck, unit and integration tests of
// every workspace, then the browser journeys. Stops at the first failing step and says which.
import { spawnSync } from 'node:child_process'

const steps = [
  ['formatting (prettier)', 'pnpm', ['exec', 'prettier', '--check', '.']],
  [
    'lint, typecheck, unit and integration tests (turbo)',
    'pnpm',
    ['exec', 'turbo', 'run', 'lint', 'typecheck', 'test', '--concurrency=2'],
  ],
  ['browser journeys (Playwright)', 'pnpm', ['run', 'test:e2e']],
]

const results = []
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const { status } = spawnSync(command, args, { stdio: 'inherit' })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  results.push({ name, ok: status === 0, seconds })
  if (status !== 0) break
}

console.log('\n=== summary ===')
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? 'passed' : 'FAILED'}  ${name} (${seconds}s)`)
}
const allPassed = results.length === steps.length && results.every((r) => r.ok)
console.log(allPassed ? 'Every test step passed.' : 'A test step failed; see above.')
process.exit(allPassed ? 0 : 1)
