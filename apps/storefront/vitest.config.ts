import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Unit tests only: the Playwright journeys in tests/e2e run with `pnpm test:e2e`.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'build/**'],
    environment: 'node',
    restoreMocks: true,
    // Lazily loaded panels and page parts take seconds to load on a busy two-core machine.
    testTimeout: 20_000,
    // The server's message catalogues (entry.server registers them in the app).
    setupFiles: ['app/lib/i18n/register-catalogues.test-setup.ts'],
  },
})
