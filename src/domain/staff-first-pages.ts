// The staff pages drawn for the staff member whose page session cookie comes with the request (docs/adr/0050, 'Staff
// pages'): for each, the API's GET it opens on for an address's query, as its route asks it. The server draws the page
// from that answer (server/web/web-pages.ts), and the route opens on it (useFirstAnswer), so both read the request here.
// The API's role checks decide: a page the role may not see answers 403, and is drawn as the staff frame, as before.
import { parseAuditQuery, toAuditLogQuery } from './audit-log'
import { firstPageRequests } from './first-page'
import { parseRestockQuery, toRestockDemandQuery } from './restock-demand'
import { parseBoardQuery, toStaffOrdersQuery } from './staff-board'
import type { StaffRouteName } from './staff-routes'
import { parseSwapInboxQuery, toStaffSwapsQuery } from './staff-swaps'

/** By staff page: its first request for the address's query (`?page=2` or without the '?'). */
export const STAFF_FIRST_REQUESTS = {
  staffAudit: (search: string) => firstPageRequests.listAuditLog(toAuditLogQuery(parseAuditQuery(search))),
  staffRestock: (search: string) =>
    firstPageRequests.listRestockDemand(toRestockDemandQuery(parseRestockQuery(search))),
  staffOrders: (search: string) => firstPageRequests.listStaffOrders(toStaffOrdersQuery(parseBoardQuery(search))),
  staffSwaps: (search: string) => firstPageRequests.listStaffSwaps(toStaffSwapsQuery(parseSwapInboxQuery(search))),
  staffPromos: () => firstPageRequests.listStaffPromos(),
  staffCategories: () => firstPageRequests.listStaffCategories(),
  staffDashboard: () => firstPageRequests.getStaffDashboard(),
} as const satisfies Partial<Record<StaffRouteName, (search: string) => string>>
