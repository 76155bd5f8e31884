import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { registerDocumentCatalogue } from './lib/i18n/catalogue-registry'
import { registerDocumentStyles } from './lib/styles/inline-styles'

// The page's own message catalogue, written into the document by the server (CatalogueScript).
registerDocumentCatalogue(document)
// The style sheets the server inlined, rendered again from the same text (D41).
registerDocumentStyles(document)

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  )
})
