import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { envelopeOf, ErrorEnvelopeSchema, okEnvelope } from './envelope.js'

describe('envelope', () => {
  it('wraps a result with its HTTP code', () => {
    expect(okEnvelope({ a: 1 })).toEqual({ code: 200, result: { a: 1 } })
    expect(okEnvelope('created', 201)).toEqual({ code: 201, result: 'created' })
  })

  it('validates a typed envelope', () => {
    const schema = envelopeOf(z.object({ n: z.number() }))
    expect(schema.safeParse({ code: 200, result: { n: 1 } }).success).toBe(true)
    expect(schema.safeParse({ code: 200, result: { n: '1' } }).success).toBe(false)
  })

  it('an error envelope carries a message and optional field errors', () => {
    expect(
      ErrorEnvelopeSchema.parse({
        code: 400,
        result: 'Bad input',
        errors: [{ field: 'body.sku', message: 'Required' }],
      }).errors,
    ).toHaveLength(1)
    expect(ErrorEnvelopeSchema.safeParse({ code: 200, result: 'x' }).success).toBe(false)
  })
})
