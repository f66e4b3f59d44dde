// The staff side (docs/adr/0027): the orders board and an order's life (moves, cancellation and its refund, returns),
// the audit log, what shoppers wait for (docs/adr/0030), and the promos and categories (docs/adr/0031). Every
// operation's role is checked before its body is read (server/access.ts, ROLE_CHECKS).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { DEFAULT_ORDERS_TEAM_EMAIL } from '../config'
import { auditRepo } from '../db/repos/audit.repo'
import { restockDemandRepo } from '../db/repos/restock-demand.repo'
import { staffOrdersRepo } from '../db/repos/staff-orders.repo'
import { vendorsRepo } from '../db/repos/vendors.repo'
import { auditHandlers } from '../handlers/audit'
import { restockDemandHandlers } from '../handlers/restock-demand'
import { staffOrderHandlers } from '../handlers/staff-orders'
import { staffVendorHandlers } from '../handlers/staff-vendors'
import { auditService } from '../services/audit'
import { orderNotices } from '../services/order-notices'
import { restockDemandService } from '../services/restock-demand'
import { staffOrdersService } from '../services/staff-orders'
import { vendorsService } from '../services/vendors'
import { dashboardRepo } from '../db/repos/dashboard.repo'
import { dashboardHandlers } from '../handlers/dashboard'
import { dashboardService } from '../services/dashboard'
import { serve } from '../store'
import { staffSwapsRepo } from '../db/repos/staff-swaps.repo'
import { staffSwapHandlers } from '../handlers/staff-swaps'
import { staffSwapsService } from '../services/staff-swaps'
import { shopCategoriesRepo } from '../db/repos/shop-categories.repo'
import { shopPromosRepo } from '../db/repos/shop-promos.repo'
import { shopSettingsHandlers } from '../handlers/shop-settings'
import { shopCategoriesService } from '../services/shop-categories'
import { shopPromosService } from '../services/shop-promos'

/** What the shopper and the team are told of an order, from the store's mailer and SMS sender. */
export function storeOrderNotices(app: FastifyInstance) {
  const { users, mailer, sms, deps } = app.store
  return orderNotices({
    findUser: users.findById,
    mailer,
    sms,
    teamEmail: deps.ordersTeamEmail ?? DEFAULT_ORDERS_TEAM_EMAIL,
    log: app.log,
  })
}

/** Orders as staff see them: the board, one order (the reply of every staff operation on it) and its moves. */
export function storeStaffOrders(app: FastifyInstance) {
  const { db, payment, now } = app.store
  return staffOrdersService({
    orders: staffOrdersRepo(db),
    cardMode: payment.provider.mode,
    notices: storeOrderNotices(app),
    now,
  })
}

// Cancelling and deciding returns are served by the payments area, which owns refunds and their round.
export const staffArea: FastifyPluginAsync = async (app) => {
  const { store } = app
  const { db } = store
  const staffOrders = storeStaffOrders(app)
  serve(store, {
    ...staffOrderHandlers({ staffOrders }),
    // The audit log, for owners.
    ...auditHandlers({ audit: auditService({ audit: auditRepo(db) }) }),
    // What shoppers wait for, for owners and staff.
    ...restockDemandHandlers({ demand: restockDemandService({ demand: restockDemandRepo(db) }) }),
    // The shops and who sells for them, for owners (docs/adr/0034).
    ...staffVendorHandlers({
      vendors: vendorsService({ users: store.users, vendors: vendorsRepo(db), now: store.now }),
    }),
    // Swap deals: the inbox, a request's moves and replies (docs/adr/0033).
    ...staffSwapHandlers({
      staffSwaps: staffSwapsService({ swaps: staffSwapsRepo(db), mailer: store.mailer, now: store.now }),
    }),
    // How the shop is doing, for owners (docs/adr/0037).
    ...dashboardHandlers({ dashboard: dashboardService({ dashboard: dashboardRepo(db), now: store.now }) }),
    // Promos and categories, read by owners and staff, written by owners (docs/adr/0031).
    ...shopSettingsHandlers({
      promos: shopPromosService({ promos: shopPromosRepo(db, store.catalogueCache), now: store.now }),
      categories: shopCategoriesService({ categories: shopCategoriesRepo(db, store.catalogueCache), now: store.now }),
    }),
  })
}
