// drizzle-kit: generates the commerce engine's SQL migrations from its schema
// (`pnpm --filter @vitrine/bff db:generate`); the engine applies them at start.
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/adapters/commerce/commerce.schema.ts',
  out: './src/adapters/commerce/migrations',
})
