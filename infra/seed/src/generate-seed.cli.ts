// `pnpm --filter @vitrine/seed generate -- --size default --seed 42 --out <dir>`: generates the
// seed catalogue and writes it (see README.md for the format).
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generateCatalog } from './generate-catalog.js'
import { parseSeedArgs } from './parse-seed-args.js'
import { writeCatalog } from './write-catalog.js'

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')

try {
  const args = parseSeedArgs(process.argv.slice(2), packageDir)
  const catalog = generateCatalog(args)
  const manifest = await writeCatalog(catalog, args.out, { media: args.media })
  const counts = Object.entries(manifest.files).map(([type, { count }]) => `${type} ${count}`)
  console.log(`seed ${args.size} (seed ${args.seed}, today ${args.today}) → ${args.out}`)
  console.log(`  ${counts.join(', ')}; ${manifest.media.images} images`)
  const folders = Object.values(manifest.storeViews).map((view) => `${view.folder}/`)
  console.log(`  store views: default in the folder itself, ${folders.join(' and ')} beside it`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
