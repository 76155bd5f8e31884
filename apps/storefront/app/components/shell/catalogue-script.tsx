// The page's message catalogue as JSON in the document (lib/i18n/catalogue-registry.ts): the only
// language the browser receives, registered by entry.client before hydration.
import { CATALOGUE_SCRIPT_ID, serializeCatalogue } from '~/lib/i18n/catalogue-registry'
import { selectCatalogueLocale } from '~/lib/i18n/translate'
import { useStoreView } from '~/lib/use-store-view'

export function CatalogueScript() {
  const locale = selectCatalogueLocale(useStoreView())
  return (
    <script
      type="application/json"
      id={CATALOGUE_SCRIPT_ID}
      // Hydration renders the same text from the catalogue this script registered.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeCatalogue(locale) }}
    />
  )
}
