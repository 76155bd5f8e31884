// `pnpm catalog:import <dir>` (D20): imports a folder of VSF1 NDJSON catalogue files with
// the BFF's configured adapters, prints what changed and every bad record as `file:line: reason`.
// Runs from the BFF package folder (as `pnpm start` runs the BFF), so a relative DATA_DIR names the
// same store the server reads. Exit code 0: imported (or unchanged) without bad records; 1: bad
// records were left out (the good ones are imported); 2: the import could not run.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from '../../app.js'
import { loadEnv } from '../../env.js'
import type { CatalogImportReport } from './catalog-import.service.js'

/** The human-readable report, one line per entity and per bad record. */
export function formatImportReport(report: CatalogImportReport): string {
  const lines = [`Catalogue import from ${report.directory}`]
  for (const entry of report.entities) {
    const rejected = entry.rejected > 0 ? `, ${entry.rejected} rejected` : ''
    lines.push(`  ${entry.file}: ${entry.status} (${entry.documents} documents${rejected})`)
  }
  for (const problem of report.problems) {
    lines.push(`  ${problem.file}:${problem.line}: ${problem.reason}`)
  }
  if (report.mediaCopiedTo) lines.push(`  media: copied to ${report.mediaCopiedTo}`)
  lines.push(
    report.changed ? 'Catalogue updated.' : 'Nothing changed: the catalogue is already imported.',
  )
  return lines.join('\n')
}

async function runImport(): Promise<number> {
  const argument = process.argv[2]
  if (!argument) {
    process.stderr.write('Usage: pnpm catalog:import <folder with *.ndjson files>\n')
    return 2
  }
  const directory = resolve(argument)
  // dist/import.cli.js → the BFF package folder
  process.chdir(fileURLToPath(new URL('..', import.meta.url)))
  const config = loadEnv()
  const app = await buildApp({
    ...config,
    LOG_LEVEL: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL,
  })
  try {
    await app.ready()
    const report = await app.importCatalog(directory)
    process.stdout.write(`${formatImportReport(report)}\n`)
    return report.problems.length > 0 ? 1 : 0
  } finally {
    await app.close()
  }
}

runImport().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    process.stderr.write(`Catalogue import failed: ${(error as Error).message ?? String(error)}\n`)
    process.exitCode = 2
  },
)
