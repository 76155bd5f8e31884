// Documents of one import keyed by their id field: a later document with the same id replaces the
// earlier one but keeps the earlier one's place in the import order (both adapters agree on this,
// so "import order" means the same thing everywhere).
import { readPathScalars } from './read-document-path.js'
import type { SearchDocument } from './search.port.js'

export function dedupeDocumentsById(
  documents: readonly SearchDocument[],
  idField: string,
): Map<string, SearchDocument> {
  const byId = new Map<string, SearchDocument>()
  documents.forEach((document, position) => {
    const [id] = readPathScalars(document, idField)
    if (id === undefined) {
      throw new TypeError(`Document ${position} has no ${idField}; it cannot be indexed`)
    }
    byId.set(String(id), document)
  })
  return byId
}
