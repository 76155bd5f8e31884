// A body seen before is answered without parsing and validating it again; anything else meets
// the same parser and the same zod check as on any other route.
import Fastify, { type FastifyInstance } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { errorHandlerPlugin } from './error-handler.js'
import { useMemoizedJsonBodies } from './memoized-json-body.js'

let app: FastifyInstance | undefined

afterEach(async () => {
  await app?.close()
  app = undefined
})

async function buildApp(options: { maxBodyBytes?: number } = {}) {
  const checks: string[] = []
  const instance = Fastify().withTypeProvider<ZodTypeProvider>()
  instance.setValidatorCompiler(validatorCompiler)
  instance.setSerializerCompiler(serializerCompiler)
  await instance.register(errorHandlerPlugin)
  await instance.register(async (scope) => {
    const validateBody = useMemoizedJsonBodies(scope, options)
    const counted = <T extends z.ZodType>(name: string, schema: T) =>
      schema.refine(() => {
        checks.push(name)
        return true
      })
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/search',
      {
        validatorCompiler: validateBody,
        schema: { body: counted('search', z.object({ text: z.string().min(3) })) },
      },
      async (request) => ({ text: request.body.text, frozen: Object.isFrozen(request.body) }),
    )
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/size',
      {
        validatorCompiler: validateBody,
        schema: { body: counted('size', z.object({ size: z.number().int() })) },
      },
      async (request) => ({ size: request.body.size }),
    )
  })
  app = instance
  return { app: instance, checks }
}

const post = (target: FastifyInstance, url: string, payload: string) =>
  target.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload })

describe('memoized JSON bodies', () => {
  it('store a body at its second sight and answer later repeats from the stored value', async () => {
    const { app, checks } = await buildApp()
    const first = await post(app, '/search', '{"text":"caps"}')
    const second = await post(app, '/search', '{"text":"caps"}')
    const third = await post(app, '/search', '{"text":"caps"}')
    // Sent once, a body is used as parsed and not kept (D209); the second sight stores it.
    expect(first.json()).toEqual({ text: 'caps', frozen: false })
    expect(second.json()).toEqual({ text: 'caps', frozen: true })
    expect(third.json()).toEqual({ text: 'caps', frozen: true })
    expect(checks).toEqual(['search', 'search'])
  })

  it('validate every other text, and refuse a wrong one naming the field', async () => {
    const { app, checks } = await buildApp()
    await post(app, '/search', '{"text":"caps"}')
    const wrong = await post(app, '/search', '{"text":"ca"}')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual([expect.objectContaining({ field: 'body.text' })])
    // A refused body is not stored: it is checked and refused again.
    expect((await post(app, '/search', '{"text":"ca"}')).statusCode).toBe(400)
    expect(checks).toEqual(['search', 'search', 'search'])
  })

  it('keep bodies apart per route: a text valid for one route is checked by the other', async () => {
    const { app } = await buildApp()
    await post(app, '/search', '{"text":"caps","size":"x"}')
    const other = await post(app, '/size', '{"text":"caps","size":"x"}')
    expect(other.statusCode).toBe(400)
    expect(other.json().errors).toEqual([expect.objectContaining({ field: 'body.size' })])
  })

  it('answer malformed and poisoned JSON as Fastify does', async () => {
    const { app } = await buildApp()
    const malformed = await post(app, '/search', '{"text":')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().result).toBe('The request body is not valid JSON.')
    const poisoned = await post(app, '/search', '{"text":"caps","__proto__":{"admin":true}}')
    expect(poisoned.statusCode).toBe(400)
  })

  it('never store bodies above the size limit', async () => {
    const { app, checks } = await buildApp({ maxBodyBytes: 10 })
    await post(app, '/search', '{"text":"caps"}')
    await post(app, '/search', '{"text":"caps"}')
    expect(checks).toEqual(['search', 'search'])
  })
})
