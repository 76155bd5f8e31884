// Reads the generator's command line: --size tiny|default|large, --seed N, --today yyyy-MM-dd,
// --out DIR, --no-media. Defaults: size default, seed 42, today 2026-11-01,
// out infra/seed/output/<size>.
import { resolve } from 'node:path'
import { resolveCatalogSize } from './catalog-sizes.js'
import { parseReferenceDay } from './catalog-values.js'
import { defaultCatalogOptions, type CatalogOptions } from './generate-catalog.js'

export interface SeedArgs extends CatalogOptions {
  out: string
  media: boolean
}

export function parseSeedArgs(argv: readonly string[], packageDir: string): SeedArgs {
  const values = new Map<string, string>()
  let media = true
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--') continue
    if (arg === '--no-media') {
      media = false
      continue
    }
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined]
    if (!['--size', '--seed', '--today', '--out'].includes(flag))
      throw new Error(`unknown option '${arg}'`)
    const value = inline ?? argv[++i]
    if (value === undefined) throw new Error(`option ${flag} needs a value`)
    values.set(flag, value)
  }
  const size = values.get('--size') ?? defaultCatalogOptions.size
  resolveCatalogSize(size)
  const seedText = values.get('--seed') ?? String(defaultCatalogOptions.seed)
  if (!/^\d+$/.test(seedText)) throw new Error(`--seed must be a whole number, got '${seedText}'`)
  const today = values.get('--today') ?? defaultCatalogOptions.today
  parseReferenceDay(today)
  const out = resolve(values.get('--out') ?? resolve(packageDir, 'output', size))
  return { size, seed: Number(seedText), today, out, media }
}
