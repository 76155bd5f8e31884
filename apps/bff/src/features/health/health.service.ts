// Liveness and readiness answers. Liveness says only that the process serves HTTP; readiness says
// whether every adapter can serve: `degraded` (e.g. the cache on its memory fallback) still serves,
// `down` does not, so a load balancer stops sending traffic.
import type { AdapterStatus, Health, Readiness } from '@vitrine/contracts/health'

export function describeLiveness(uptimeSeconds: number): Health {
  return { status: 'ok', uptimeSeconds: Math.max(0, Math.floor(uptimeSeconds)) }
}

export function summarizeReadiness(
  adapters: readonly AdapterStatus[],
  shuttingDown = false,
): Readiness {
  return {
    ready: !shuttingDown && adapters.every((adapter) => adapter.status !== 'down'),
    // Names and states only: a detail may hold an error text or a path of the server (it stays in
    // the adapter's own logs), and /readyz is public.
    adapters: adapters.map(({ port, adapter, status }) => ({ port, adapter, status })),
  }
}
