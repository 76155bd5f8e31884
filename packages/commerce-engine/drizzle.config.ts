// drizzle-kit: generates the commerce engine's SQL migrations from its schema
// (`pnpm --filter @vitrine/commerce-engine db:generate`); the engine applies them at start.
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
})
