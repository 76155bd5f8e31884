import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // generating the default catalogue and rendering images take a few seconds
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/*.test-helpers.ts', 'src/**/*.cli.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 85, functions: 85, statements: 85, branches: 80 },
    },
  },
})
