// Route config (v3_routeConfig): the file-system flat routes under app/routes.
import { flatRoutes } from '@remix-run/fs-routes'
import type { RouteConfig } from '@remix-run/route-config'

export default flatRoutes() satisfies RouteConfig
