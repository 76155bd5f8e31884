// Source filtering of a hit, as Elasticsearch's `_source.includes` / `_source.excludes`: dotted
// paths (a `*` in a segment matches any characters), applied to every element of object arrays,
// includes first, then excludes. The objects along the projected paths are new; a value taken whole
// is the source's own (read-only: the embedded engine's documents are frozen, D196), so a caller
// that decorates a hit copies what it changes. Part of the search port: every adapter and every
// feature that serves documents applies the same `_source` rules.
import type { SearchDocument } from './search.port.js'

interface PathPattern {
  parts: readonly string[]
  matchers: readonly ((key: string) => boolean)[]
}

/** Include patterns as a tree of path segments, so a key is looked up rather than matched. */
interface IncludeNode {
  /** A pattern ends here: the whole value is included. */
  terminal: boolean
  exact: Map<string, IncludeNode>
  wildcards: { source: string; matches: (key: string) => boolean; node: IncludeNode }[]
}

const includeTrees = new WeakMap<readonly PathPattern[], IncludeNode>()

function newIncludeNode(): IncludeNode {
  return { terminal: false, exact: new Map(), wildcards: [] }
}

function buildIncludeTree(patterns: readonly PathPattern[]): IncludeNode {
  let root = includeTrees.get(patterns)
  if (root) return root
  root = newIncludeNode()
  for (const { parts, matchers } of patterns) {
    let node = root
    parts.forEach((part, index) => {
      let next: IncludeNode | undefined
      if (part.includes('*')) {
        next = node.wildcards.find((entry) => entry.source === part)?.node
        if (!next) {
          next = newIncludeNode()
          node.wildcards.push({ source: part, matches: matchers[index]!, node: next })
        }
      } else {
        next = node.exact.get(part)
        if (!next) node.exact.set(part, (next = newIncludeNode()))
      }
      node = next
    })
    node.terminal = true
  }
  includeTrees.set(patterns, root)
  return root
}

const NO_PATTERNS: readonly PathPattern[] = Object.freeze([])

/** Compiled patterns of frozen field lists (shared by many requests), compiled once. */
const compiledLists = new WeakMap<readonly string[], readonly PathPattern[]>()

export function compilePathPatterns(paths: readonly string[] | undefined): readonly PathPattern[] {
  if (!paths || paths.length === 0) return NO_PATTERNS
  const frozen = Object.isFrozen(paths)
  let patterns = frozen ? compiledLists.get(paths) : undefined
  if (!patterns) {
    patterns = paths
      .filter((path) => path.trim() !== '')
      .map((path) => {
        const parts = path.split('.')
        return { parts, matchers: parts.map(compileSegment) }
      })
    if (frozen) compiledLists.set(paths, patterns)
  }
  return patterns
}

function compileSegment(segment: string): (key: string) => boolean {
  if (!segment.includes('*')) return (key) => key === segment
  const source = segment
    .split('*')
    .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  const pattern = new RegExp(`^${source}$`)
  return (key) => pattern.test(key)
}

interface Active {
  pattern: PathPattern
  depth: number
}

/** The document with only the included and not excluded paths (itself when there are none). */
export function projectDocumentSource(
  document: SearchDocument,
  includes: readonly PathPattern[],
  excludes: readonly PathPattern[],
): SearchDocument {
  if (includes.length === 0 && excludes.length === 0) return document
  // Without excludes (the usual listing), included keys are looked up in the include tree.
  if (excludes.length === 0) return projectIncluded(document, [buildIncludeTree(includes)])
  const include = includes.length > 0 ? includes.map((pattern) => ({ pattern, depth: 0 })) : null
  const exclude = excludes.map((pattern) => ({ pattern, depth: 0 }))
  return projectObject(document, include, exclude)
}

function projectObject(
  node: Record<string, unknown>,
  include: Active[] | null,
  exclude: Active[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    const excluded = advance(exclude, key)
    if (excluded.terminal) continue
    let nextInclude: Active[] | null = null
    if (include) {
      const included = advance(include, key)
      if (!included.terminal && included.pending.length === 0) continue
      nextInclude = included.terminal ? null : included.pending
    }
    const projected = projectValue(value, nextInclude, excluded.pending)
    if (projected !== DROPPED) out[key] = projected
  }
  return out
}

const DROPPED = Symbol('dropped')

/** projectObject with includes only: the same result, one map lookup per key of the node. */
function projectIncluded(
  node: Record<string, unknown>,
  include: readonly IncludeNode[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(node)) {
    let terminal = false
    let pending: IncludeNode[] | undefined
    for (const tree of include) {
      const exact = tree.exact.get(key)
      if (exact) {
        if (exact.terminal) terminal = true
        else (pending ??= []).push(exact)
      }
      for (const wildcard of tree.wildcards) {
        if (!wildcard.matches(key)) continue
        if (wildcard.node.terminal) terminal = true
        else (pending ??= []).push(wildcard.node)
      }
    }
    if (terminal) out[key] = node[key]
    else if (pending) {
      const projected = projectIncludedValue(node[key], pending)
      if (projected !== DROPPED) out[key] = projected
    }
  }
  return out
}

function projectIncludedValue(
  value: unknown,
  include: readonly IncludeNode[],
): unknown /* DROPPED when left out */ {
  if (Array.isArray(value)) {
    const items: unknown[] = []
    for (const item of value) {
      const projected = projectIncludedValue(item, include)
      if (projected !== DROPPED) items.push(projected)
    }
    return items
  }
  if (value !== null && typeof value === 'object') {
    return projectIncluded(value as Record<string, unknown>, include)
  }
  // A scalar where the include list still expects deeper keys is not included.
  return DROPPED
}

function projectValue(
  value: unknown,
  include: Active[] | null,
  exclude: Active[],
): unknown /* DROPPED when left out */ {
  // Included whole and nothing excluded below: the value itself.
  if (!include && exclude.length === 0) return value
  if (Array.isArray(value)) {
    const items = value
      .map((item) => projectValue(item, include, exclude))
      .filter((item) => item !== DROPPED)
    return items
  }
  if (value !== null && typeof value === 'object') {
    return projectObject(value as Record<string, unknown>, include, exclude)
  }
  // A scalar where the include list still expects deeper keys is not included.
  if (include) return DROPPED
  return value
}

function advance(active: Active[], key: string): { terminal: boolean; pending: Active[] } {
  let terminal = false
  const pending: Active[] = []
  for (const { pattern, depth } of active) {
    if (!pattern.matchers[depth]!(key)) continue
    if (depth + 1 === pattern.parts.length) terminal = true
    else pending.push({ pattern, depth: depth + 1 })
  }
  return { terminal, pending }
}
