// The staff pages drawn for the staff member whose page session cookie comes with the request (docs/adr/0050, 'Staff
// pages'): for each, the API's GET it opens on for an address's query. Each is spelled beside its page's own query rules
// (auditLogFirstRequest in audit-log.ts …), where its route reads it too (useFirstAnswer), so a route loads only its own;
// the server draws every page from this list (server/web/web-pages.ts). The API's role checks decide: a page the role
// may not see answers 403, and is drawn as the staff frame, as before.
import { auditLogFirstRequest } from './audit-log'
import { staffMoneyFirstRequest } from './held-money'
import { restockDemandFirstRequest } from './restock-demand'
import { staffCategoriesFirstRequest } from './shop-categories'
import { staffPromosFirstRequest } from './shop-promos'
import { staffOrdersFirstRequest } from './staff-board'
import { staffOrderFirstRequest } from './staff-order-page'
import { staffDashboardFirstRequest } from './staff-dashboard'
import type { StaffRouteName } from './staff-routes'
import { staffSwapFirstRequest } from './staff-swap-page'
import { staffSwapsFirstRequest } from './staff-swaps'
import { staffVendorsFirstRequest } from './staff-vendors'
import { staffChatFirstRequest } from './staff-chat-page'

/** By staff page: its first request for the address's query (`?page=2` or without the '?') and its path's parameters
 *  (an order's id). */
export const STAFF_FIRST_REQUESTS = {
  staffAudit: auditLogFirstRequest,
  staffRestock: restockDemandFirstRequest,
  staffOrders: staffOrdersFirstRequest,
  staffSwaps: staffSwapsFirstRequest,
  staffPromos: staffPromosFirstRequest,
  staffCategories: staffCategoriesFirstRequest,
  staffDashboard: staffDashboardFirstRequest,
  staffMoney: staffMoneyFirstRequest,
  staffVendors: staffVendorsFirstRequest,
  staffOrder: staffOrderFirstRequest,
  staffSwap: staffSwapFirstRequest,
  staffChat: staffChatFirstRequest,
} as const satisfies Partial<
  Record<StaffRouteName, (search: string, params: Partial<Record<string, string>>) => string>
>
