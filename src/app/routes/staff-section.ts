// The staff section's routes (src/domain/staff-routes.ts, docs/adr/0027), which the web app fetches when an address
// under /staff is opened (src/app/routes.tsx): its list of pages and its route modules' loaders come with it, so that no
// shopper's page carries any of them. The server preloads this module with a staff page (STAFF_SECTION_MODULE in
// server/web/web-pages.ts).
import type { RouteObject } from 'react-router-dom'
import { STAFF_ROUTES } from '@/domain/staff-routes'
import { storeRoute } from '../routes'
import type { RouteFiles, RouteModule } from './chunks'

/** The loader of each staff route module, keyed like ROUTE_FILES ('./staff/staff-orders-route.tsx'). */
export const STAFF_ROUTE_FILES: RouteFiles = import.meta.glob<RouteModule>(['./staff/*-route.tsx'])

export const staffRoutes: RouteObject[] = Object.values(STAFF_ROUTES).map((route) =>
  storeRoute(route, STAFF_ROUTE_FILES),
)
