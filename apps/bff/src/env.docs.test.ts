// docs/configuration.md is the operator's list of settings: it must name every variable the BFF
// reads, so a variable added to env.ts without documentation fails here.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { EnvSchema } from './env.js'

const configurationDoc = readFileSync(
  new URL('../../../docs/configuration.md', import.meta.url),
  'utf8',
)

describe('docs/configuration.md', () => {
  it.each(Object.keys(EnvSchema.shape))('documents %s', (variable) => {
    expect(configurationDoc).toMatch(new RegExp(`^\\|\\s*\`${variable}\`\\s*\\|`, 'm'))
  })
})
