// Liveness and readiness answers of the BFF (`/healthz`, `/readyz`).
import { z } from 'zod'
import { envelopeOf } from './envelope.js'

export const HealthSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().nonnegative(),
})
export type Health = z.infer<typeof HealthSchema>

export const AdapterStatusSchema = z.object({
  port: z.string().describe('The port, e.g. `cache`'),
  adapter: z.string().describe('The adapter serving it, e.g. `memory` or `redis`'),
  status: z.enum(['up', 'degraded', 'down']),
  detail: z.string().optional(),
})
export type AdapterStatus = z.infer<typeof AdapterStatusSchema>

export const ReadinessSchema = z.object({
  ready: z.boolean(),
  adapters: z.array(AdapterStatusSchema),
})
export type Readiness = z.infer<typeof ReadinessSchema>

export const HealthEnvelopeSchema = envelopeOf(HealthSchema)
export const ReadinessEnvelopeSchema = envelopeOf(ReadinessSchema)
