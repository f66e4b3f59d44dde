// The events the store records about itself (spec §7's analytics; docs/adr/0037): their names, the funnel's steps in
// order and the words the dashboard uses for each. Shared by the server (which records and counts them) and the
// dashboard (which draws them).

export const STORE_EVENT_KINDS = [
  'viewContent',
  'addToCart',
  'addShippingInfo',
  'purchase',
  'signUp',
  'appDownload',
  'lead',
] as const

export type StoreEventKind = (typeof STORE_EVENT_KINDS)[number]

/** The funnel, in the order a shopper goes through it. */
export const FUNNEL_STEPS = ['viewContent', 'addToCart', 'addShippingInfo', 'purchase'] as const

/** What each event counts, as the dashboard says it. */
export const STORE_EVENT_LABELS: Record<StoreEventKind, string> = {
  viewContent: 'Product views',
  addToCart: 'Added to cart',
  addShippingInfo: 'Delivery chosen',
  purchase: 'Paid orders',
  signUp: 'Sign ups',
  appDownload: 'App download clicks',
  lead: 'Leads (back-in-stock and swap requests)',
}
