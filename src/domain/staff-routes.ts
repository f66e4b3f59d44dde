// The staff section's pages (docs/adr/0027), the route manifest's second list (src/domain/routes.ts has the store's):
// one line each, the same shape, apart so that no shopper's page carries them. The web app fetches this list with the
// staff section (src/app/routes/staff-section.ts) when an address under /staff is opened; the server, which draws and
// names every page, matches against EVERY_ROUTE. Their heads are here too, for the same reason.
import type { PageHead } from './page-head'
import { namedPageHead } from './page-heads'
import { STAFF_PAGE_NAMES as PAGE_NAMES } from './staff-page-names'
import { ROUTES, STAFF_SECTION, fillPath, signedIn, type PathArgs, type PathParams, type StoreRoute } from './routes'

export const STAFF_ROUTES = {
  staffOrders: {
    path: STAFF_SECTION.home,
    ...signedIn,
    screen: { chunk: 'staff/staff-orders-route', component: 'StaffOrdersRoute' },
  },
  staffOrder: {
    path: `${STAFF_SECTION.path}/orders/:orderId`,
    ...signedIn,
    screen: { chunk: 'staff/staff-order-route', component: 'StaffOrderRoute' },
  },
  staffAudit: {
    path: `${STAFF_SECTION.path}/audit`,
    ...signedIn,
    screen: { chunk: 'staff/staff-audit-route', component: 'StaffAuditRoute' },
  },
  // What shoppers wait for (docs/adr/0030).
  staffRestock: {
    path: `${STAFF_SECTION.path}/restock`,
    ...signedIn,
    screen: { chunk: 'staff/staff-restock-route', component: 'StaffRestockRoute' },
  },
  // Money that needs a person (docs/adr/0032).
  staffMoney: {
    path: `${STAFF_SECTION.path}/money`,
    ...signedIn,
    screen: { chunk: 'staff/staff-money-route', component: 'StaffMoneyRoute' },
  },
  // The shops and who sells for them, for owners (docs/adr/0034).
  staffVendors: {
    path: `${STAFF_SECTION.path}/vendors`,
    ...signedIn,
    screen: { chunk: 'staff/staff-vendors-route', component: 'StaffVendorsRoute' },
  },
  // Swap deals: the inbox and one request (docs/adr/0033).
  staffSwaps: {
    path: `${STAFF_SECTION.path}/swaps`,
    ...signedIn,
    screen: { chunk: 'staff/staff-swaps-route', component: 'StaffSwapsRoute' },
  },
  staffSwap: {
    path: `${STAFF_SECTION.path}/swaps/:swapId`,
    ...signedIn,
    screen: { chunk: 'staff/staff-swap-route', component: 'StaffSwapRoute' },
  },
  // How the shop is doing, for the owner (docs/adr/0037).
  staffDashboard: {
    path: `${STAFF_SECTION.path}/dashboard`,
    ...signedIn,
    screen: { chunk: 'staff/staff-dashboard-route', component: 'StaffDashboardRoute' },
  },
  // Live chat (docs/adr/0036).
  staffChat: {
    path: `${STAFF_SECTION.path}/chat`,
    ...signedIn,
    screen: { chunk: 'staff/staff-chat-route', component: 'StaffChatRoute' },
  },
  // Promos and categories (docs/adr/0031).
  staffPromos: {
    path: `${STAFF_SECTION.path}/promos`,
    ...signedIn,
    screen: { chunk: 'staff/staff-promos-route', component: 'StaffPromosRoute' },
  },
  staffCategories: {
    path: `${STAFF_SECTION.path}/categories`,
    ...signedIn,
    screen: { chunk: 'staff/staff-categories-route', component: 'StaffCategoriesRoute' },
  },
} as const satisfies Record<string, StoreRoute>

export type StaffRouteName = keyof typeof STAFF_ROUTES

/** Every page the server answers: the store's and the staff section's. */
export const EVERY_ROUTE = { ...ROUTES, ...STAFF_ROUTES }

export type AnyRouteName = keyof typeof EVERY_ROUTE

/** The parameters a staff page's path takes, e.g. { orderId } for an order's page. */
export type StaffRouteParams<Name extends StaffRouteName> = PathParams<(typeof STAFF_ROUTES)[Name]['path']>

/** The address of a staff page, as pathTo gives a store page's. */
export function staffPathTo<Name extends StaffRouteName>(
  name: Name,
  ...[params, search]: PathArgs<(typeof STAFF_ROUTES)[Name]['path']>
): string {
  return fillPath(STAFF_ROUTES[name].path, params, search)
}

export function isStaffRoute(name: string): name is StaffRouteName {
  return Object.hasOwn(STAFF_ROUTES, name)
}

/** The name each staff page's title shows (src/domain/staff-page-names.ts), one for every page of the list. */
export const STAFF_PAGE_NAMES = PAGE_NAMES satisfies Record<StaffRouteName, string>

/** A staff page's head: its name in the title, like a signed-in page's (src/domain/page-heads.ts). */
export function staffPageHead(name: StaffRouteName): PageHead {
  return namedPageHead(STAFF_PAGE_NAMES[name])
}
