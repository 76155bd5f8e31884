// The file whose existence turns the journeys' storefront into maintenance (D186). The journeys
// reach the shop from 127.0.0.1, which is allow-listed, so only a journey that names another
// address in X-Forwarded-For (one trusted proxy hop) meets the gate.
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 3100)

export const MAINTENANCE_FLAG_FILE = join(tmpdir(), `vitrine-e2e-maintenance-${STOREFRONT_PORT}`)
export const ALLOWED_ADDRESSES = ['127.0.0.1', '198.51.100.7']
