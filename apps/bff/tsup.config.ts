import { defineConfig } from 'tsup'

// The BFF is bundled (its own sources only); every dependency, workspace packages included,
// stays external and is resolved by Node at run time.
export default defineConfig({
  entry: { server: 'src/server.ts', 'import.cli': 'src/features/catalog-import/import.cli.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  sourcemap: true,
  clean: true,
})
