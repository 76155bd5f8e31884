// Reads a dotted field path out of a catalogue document the way Elasticsearch flattens object
// arrays: `configurable_children.size` yields the size of every child, and a document "has" a
// value when any element has it (search.port.ts header).
import type { SearchScalar } from './search.port.js'

const splitCache = new Map<string, readonly string[]>()

function splitPath(path: string): readonly string[] {
  let parts = splitCache.get(path)
  if (!parts) {
    parts = path.split('.')
    splitCache.set(path, parts)
  }
  return parts
}

/** Every non-null value at the path, arrays flattened (objects included, for `exists`). */
export function readPathValues(document: unknown, path: string): unknown[] {
  const values: unknown[] = []
  collect(document, splitPath(path), 0, values)
  return values
}

function collect(node: unknown, parts: readonly string[], depth: number, out: unknown[]): void {
  if (node === null || node === undefined) return
  if (Array.isArray(node)) {
    for (const element of node) collect(element, parts, depth, out)
    return
  }
  if (depth === parts.length) {
    out.push(node)
    return
  }
  if (typeof node !== 'object') return
  collect((node as Record<string, unknown>)[parts[depth]!], parts, depth + 1, out)
}

/** The scalar values at the path (strings, finite numbers, booleans). */
export function readPathScalars(document: unknown, path: string): SearchScalar[] {
  return readPathValues(document, path).filter(isSearchScalar)
}

export function isSearchScalar(value: unknown): value is SearchScalar {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  )
}
