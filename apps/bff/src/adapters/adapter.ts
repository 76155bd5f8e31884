// What every adapter shows the registry: its health for `/readyz` and a way to release its
// resources on shutdown (ARCHITECTURE §1: every external system is a port with adapters).
import type { AdapterStatus } from '@vitrine/contracts/health'

export interface Adapter {
  /** The adapter's current health; `down` makes the BFF not ready. */
  status(): AdapterStatus
  /** Releases connections and timers; called once when the app closes. */
  close(): Promise<void>
}
