// The staff pages' names (docs/adr/0028): the navigation's labels, the pages' titles and their headings. A module with
// nothing else in it, so that the staff section's list (src/domain/staff-routes.ts) carries the names and not each
// page's words, which come with the page.
export const STAFF_PAGE_NAMES = {
  staffOrders: 'Orders board',
  staffOrder: 'Order',
  staffAudit: 'Audit log',
  staffRestock: 'Waiting for stock',
  staffMoney: 'Held money',
  staffVendors: 'Vendors',
  staffSwaps: 'Swap requests',
  staffSwap: 'Swap request',
  staffDashboard: 'Dashboard',
  staffChat: 'Live chat',
  staffPromos: 'Promos',
  staffCategories: 'Categories',
} as const
