import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Generous: some tests start the real process or wait for a real Redis to reconnect.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
