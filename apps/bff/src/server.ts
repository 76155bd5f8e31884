// The BFF process: read the configuration, build the app, listen, and shut down gracefully.
// On SIGTERM/SIGINT the server stops accepting connections, lets in-flight requests finish, then
// closes the adapters; a second signal, or BFF_SHUTDOWN_TIMEOUT_MS passing, forces the exit.
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.js'
import { EnvError, loadEnv, type Env } from './env.js'
import { limitHeapGrowth } from './heap-growth.js'

function readConfigOrExit(): Env {
  try {
    return loadEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`The BFF refuses to start. ${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
}

async function startServer(): Promise<void> {
  const config = readConfigOrExit()
  limitHeapGrowth(config.BFF_HEAP_GROWING_PERCENT)
  const app = await buildApp(config)

  closeWithGrace(
    {
      delay: config.BFF_SHUTDOWN_TIMEOUT_MS,
      logger: {
        error: (message: unknown) => app.log.error({ detail: message }, 'forced shutdown'),
      },
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an unexpected error')
      else app.log.info({ signal }, 'shutting down: draining in-flight requests')
      await app.close()
      app.log.info('shutdown complete')
    },
  )

  await app.listen({ host: config.BFF_HOST, port: config.BFF_PORT })
}

await startServer()
