import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { registerDocumentCatalogue } from './lib/i18n/catalogue-registry'

// The page's own message catalogue, written into the document by the server (CatalogueScript).
registerDocumentCatalogue(document)

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  )
})
