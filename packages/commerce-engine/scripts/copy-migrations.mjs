// The engine applies its SQL migrations at start (src/db/database.ts reads them beside itself):
// the build copies them next to the compiled database module.
import { cp, rm } from 'node:fs/promises'

await rm('dist/db/migrations', { recursive: true, force: true })
await cp('src/db/migrations', 'dist/db/migrations', { recursive: true })
