#!/usr/bin/env node
// Makes sure Debian's Chromium is there for the Playwright journeys (Playwright's own browser
// download cannot run here). Installs it with apt-get when missing; honours CHROMIUM_PATH.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { userInfo } from 'node:os'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (existsSync(chromium)) {
  console.log(`Chromium found at ${chromium}`)
  process.exit(0)
}
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH points to ${chromium}, which does not exist`)
  process.exit(1)
}

console.log('Chromium is missing: installing Debian package "chromium" with apt-get')
const sudo = userInfo().uid === 0 ? [] : ['sudo']
const run = (args) => {
  const [command, ...rest] = [...sudo, ...args]
  execFileSync(command, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}
try {
  run(['apt-get', 'update', '-qq'])
  run(['apt-get', 'install', '-y', '-qq', 'chromium'])
} catch (error) {
  console.error('Could not install Chromium with apt-get:', error.message)
  process.exit(1)
}
if (!existsSync(chromium)) {
  console.error(`apt-get finished but ${chromium} is still missing`)
  process.exit(1)
}
console.log(`Chromium installed at ${chromium}`)
