// Every page's head by the name the route manifest gives it (src/domain/routes.ts), for the server, which writes it
// into the page's HTML, and for the pages that need a session, whose heads are only their name: no search engine sees
// them. Apart from page-head.ts, so that the browsing pages' shared script does not carry the signed-in pages' titles.
// The staff pages' heads are kept with their list (src/domain/staff-routes.ts), which no shopper's page carries.
import {
  HOME_HEAD,
  LISTING_HEAD,
  NOT_FOUND_HEAD,
  REQUEST_SUCCESS_HEAD,
  SCHEDULE_CALL_HEAD,
  STATIC_PAGE_HEADINGS,
  STORE_NAME,
  staticPageHead,
  type PageHead,
  type StaticPageSlug,
} from './page-head'
import type { RouteName } from './routes'

/** The pages that need a session, by head name, with the name their title shows. */
export const SESSION_PAGE_NAMES = {
  cart: 'Cart',
  wishlist: 'Wishlist',
  profile: 'Profile',
  orders: 'Orders',
  payment: 'Payment',
  loadItems: 'Product upload and edit',
  checkout: 'Checkout',
  swap: 'Swap deals',
  addresses: 'Addresses',
  buyData: 'Buy data',
  account: 'Account and security',
  vendorOrders: 'Your orders',
} as const

export type SessionHeadName = keyof typeof SESSION_PAGE_NAMES

/** The head of a page no search engine sees: its name in the title. */
export function namedPageHead(name: string): PageHead {
  return { title: `${name} | ${STORE_NAME}`, description: HOME_HEAD.description }
}

export function sessionPageHead(name: SessionHeadName): PageHead {
  return namedPageHead(SESSION_PAGE_NAMES[name])
}

/** The pages whose head is fixed, by name (ROUTE_HEADS below gives each page's). */
export type HeadName =
  'home' | 'listing' | 'scheduleCall' | 'requestSuccess' | 'notFound' | SessionHeadName | StaticPageSlug

const BROWSING_HEADS: Record<Exclude<HeadName, StaticPageSlug | SessionHeadName>, PageHead> = {
  home: HOME_HEAD,
  listing: LISTING_HEAD,
  scheduleCall: SCHEDULE_CALL_HEAD,
  requestSuccess: REQUEST_SUCCESS_HEAD,
  notFound: NOT_FOUND_HEAD,
}

function isStaticPage(name: HeadName): name is StaticPageSlug {
  return Object.hasOwn(STATIC_PAGE_HEADINGS, name)
}

function isSessionPage(name: HeadName): name is SessionHeadName {
  return Object.hasOwn(SESSION_PAGE_NAMES, name)
}

/**
 * Each page's head by route (the route manifest's names): its title and description by head name, or 'product' when
 * they come from the product shown. Only the server needs them (the pages set their own titles), so they are not in
 * the manifest the web app carries; the type checker holds them to the manifest, a line for every page.
 */
export const ROUTE_HEADS = {
  home: 'home',
  productListing: 'listing',
  productDetails: 'product',
  cart: 'cart',
  checkout: 'checkout',
  login: 'home',
  signup: 'home',
  forgotPassword: 'home',
  logout: 'home',
  verification: 'home',
  profile: 'profile',
  profileOrders: 'orders',
  profileAddresses: 'addresses',
  profileBuyData: 'buyData',
  profileAccount: 'account',
  swap: 'swap',
  scheduleCall: 'scheduleCall',
  requestSuccess: 'requestSuccess',
  wishlist: 'wishlist',
  payment: 'payment',
  loadItems: 'loadItems',
  vendorOrders: 'vendorOrders',
  contact: 'contact',
  returnPolicy: 'return-policy',
  privacy: 'privacy',
  shippingPolicy: 'shipping-policy',
  terms: 'terms',
  notFound: 'notFound',
} as const satisfies Record<RouteName, HeadName | 'product'>

export function pageHead(name: HeadName): PageHead {
  if (isStaticPage(name)) return staticPageHead(name)
  return isSessionPage(name) ? sessionPageHead(name) : BROWSING_HEADS[name]
}
