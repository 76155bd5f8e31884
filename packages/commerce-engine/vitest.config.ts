import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Starting PGlite (WebAssembly) takes seconds on a busy two-core machine.
    hookTimeout: 60_000,
  },
})
