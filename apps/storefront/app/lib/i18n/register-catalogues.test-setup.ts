// Unit tests translate like the server: every catalogue registered.
import { registerAllCatalogues } from './catalogues'

registerAllCatalogues()
