// fast-check arbitraries from the JSON Schemas of the BFF's OpenAPI document (the routes' zod
// schemas as @fastify/swagger publishes them): values that mostly fit a schema, some with one
// part replaced by something hostile, and some that are any JSON at all.
import fc, { type Arbitrary } from 'fast-check'

export interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  $ref?: string
}

/** Text an attacker tries on every field. */
export const HOSTILE_STRINGS = [
  '',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  'x'.repeat(5000),
  '../../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  '{"$gt":""}',
  '🙂'.repeat(30),
  ' ',
]

function nested(depth: number): unknown {
  let value: unknown = 'deep'
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { x: value }
  return value
}

export const hostileValue: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(
    -1,
    0,
    1e308,
    -Number.MAX_SAFE_INTEGER - 2,
    0.1,
    Number.MAX_SAFE_INTEGER,
    null,
    true,
    [],
    {},
    nested(3000),
    JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
    { constructor: { prototype: { polluted: true } } },
  ),
)

function resolve(
  schema: JsonSchema,
  root: { components?: { schemas?: Record<string, JsonSchema> } },
) {
  if (!schema.$ref) return schema
  const name = schema.$ref.split('/').pop() ?? ''
  return root.components?.schemas?.[name] ?? {}
}

/** Values shaped by `schema`, with a hostile value in place of a part now and then. */
export function arbitraryOf(
  schema: JsonSchema,
  root: { components?: { schemas?: Record<string, JsonSchema> } } = {},
  depth = 0,
): Arbitrary<unknown> {
  const node = resolve(schema, root)
  const shaped = shapedBy(node, root, depth)
  return fc.oneof({ arbitrary: shaped, weight: 6 }, { arbitrary: hostileValue, weight: 1 })
}

function shapedBy(
  schema: JsonSchema,
  root: { components?: { schemas?: Record<string, JsonSchema> } },
  depth: number,
): Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null)
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf
  if (choices && choices.length > 0) {
    return fc.oneof(...choices.map((choice) => arbitraryOf(choice, root, depth + 1)))
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 60),
      })
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -1e6),
        max: Math.min(schema.maximum ?? 1000, 1e6),
      })
    case 'number':
      return fc.double({ noNaN: true, min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, root, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      })
    case 'object':
    case undefined: {
      if (!schema.properties) return fc.jsonValue({ maxDepth: 2 })
      const shape = Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [
          key,
          arbitraryOf(value, root, depth + 1),
        ]),
      )
      // Required keys usually present, the others now and then; now and then a key of its own.
      return fc
        .tuple(
          fc.record(shape, { requiredKeys: [] }),
          fc.record(
            Object.fromEntries(
              (schema.required ?? []).flatMap((key) => (shape[key] ? [[key, shape[key]]] : [])),
            ),
          ),
          fc.option(
            fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
              maxKeys: 2,
            }),
            { freq: 8 },
          ),
        )
        .map(([some, required, extra]) => ({ ...(extra ?? {}), ...some, ...required }))
    }
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}
