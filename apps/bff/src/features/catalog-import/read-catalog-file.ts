// Reads one NDJSON catalogue file (ARCHITECTURE §5: the VSF1 document format, one document per line)
// and validates every line with its entity's contracts schema. Good documents are kept, decoded to
// canonical types; every bad one is reported with file, line and reason, and the rest still import.
// A second document with the identity of an earlier one is reported too (the first one wins).
import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
import {
  catalogDocumentSchemas,
  type CatalogEntityType,
} from '@vitrine/contracts/catalog/catalog-entities'
import type { ZodError } from 'zod'
import { keyUrlRewrite } from '../catalog/catalog-index-fields.js'

export interface ImportProblem {
  file: string
  line: number
  reason: string
}

export interface ReadCatalogFileResult {
  documents: Record<string, unknown>[]
  problems: ImportProblem[]
}

/** The field that identifies a document of each entity (the search index id). */
export const CATALOG_ID_FIELDS: Record<CatalogEntityType, string> = {
  product: 'sku',
  category: 'id',
  attribute: 'attribute_code',
  taxrule: 'id',
  cms_page: 'id',
  cms_block: 'id',
  url_rewrite: 'rewrite_key',
}

/** The identity of a decoded document, for duplicate detection. */
export function identifyDocument(entity: CatalogEntityType, doc: Record<string, unknown>): string {
  if (entity === 'url_rewrite') return keyUrlRewrite(doc)
  return String(doc[CATALOG_ID_FIELDS[entity]])
}

function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.map(String).join('.') || '(document)'}: ${issue.message}`)
    .join('; ')
}

/** Validates one NDJSON line; `undefined` for a blank line. */
export function parseCatalogLine(
  entity: CatalogEntityType,
  text: string,
): { ok: true; document: Record<string, unknown> } | { ok: false; reason: string } | undefined {
  if (text.trim() === '') return undefined
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    return { ok: false, reason: `Invalid JSON: ${(error as Error).message}` }
  }
  const parsed = catalogDocumentSchemas[entity].safeParse(raw)
  if (!parsed.success) return { ok: false, reason: describeZodError(parsed.error) }
  return { ok: true, document: parsed.data as Record<string, unknown> }
}

export async function readCatalogFile(
  entity: CatalogEntityType,
  path: string,
  fileLabel: string,
): Promise<ReadCatalogFileResult> {
  const documents: Record<string, unknown>[] = []
  const problems: ImportProblem[] = []
  const firstLineById = new Map<string, number>()
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity })
  let line = 0
  for await (const text of lines) {
    line++
    const parsed = parseCatalogLine(entity, text)
    if (parsed === undefined) continue
    if (!parsed.ok) {
      problems.push({ file: fileLabel, line, reason: parsed.reason })
      continue
    }
    const id = identifyDocument(entity, parsed.document)
    const first = firstLineById.get(id)
    if (first !== undefined) {
      problems.push({
        file: fileLabel,
        line,
        reason: `Duplicate ${entity} ${id} (first on line ${first}); this one is skipped.`,
      })
      continue
    }
    firstLineById.set(id, line)
    documents.push(parsed.document)
  }
  return { documents, problems }
}
