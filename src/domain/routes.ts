// The store's pages (spec §2 Route list), one line each, read by both sides: the web router builds its routes and
// guards from it, and the server its page list, meta tags, drawn pages and preloads. Pure data; adding a page is
// one line here plus its screen (and, for a new route module, its file src/app/routes/<chunk>.tsx, named *-route.tsx).

/** A product slug as the API accepts it: openapi.yaml's Slug (lowercase words joined by single hyphens). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/
export const SLUG_MAX_LENGTH = 200

export function isSlug(text: string): boolean {
  return text.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(text)
}

/** The screen a route draws: the component `component` exported by the route module `chunk` (a path under
 *  src/app/routes, without '.tsx'); each route module is one chunk of the web app. */
export interface RouteScreen {
  chunk: string
  component: string
}

export interface StoreRoute {
  /** The path pattern in the router's spelling: '/', '/product-details/:productId', '*' for any other path. */
  path: string
  /** spec §2 Route guards: visitors go to /login, unverified users to /verification. */
  signIn: boolean
  /** Whether the server draws the page ahead of the script (ADR 0005): the browsing pages whole; the pages that need a
   *  session as the store's frame (promo bar, navigation, footer) around the page, whose content is the shopper's and
   *  comes from the API with the session the browser holds (ADR 0008). The sign-in and sign-up forms need the script,
   *  so the browser draws them. */
  drawnAhead: boolean
  /** Null until the page is built: the app shows its 404 page there, the server answers 200 with the home head. */
  screen: RouteScreen | null
}

const messages = (component: string) => ({ chunk: 'browsing/message-routes', component }) as const
const staticPage = { chunk: 'browsing/static-page-route', component: 'StaticPageRoute' } as const
const browsing = { signIn: false, drawnAhead: true } as const
const account = { signIn: false, drawnAhead: false } as const
/** A page that needs a session (exported for the staff section's manifest, src/domain/staff-routes.ts). */
export const signedIn = { signIn: true, drawnAhead: true } as const

/**
 * The staff section (docs/adr/0027): its pages are listed apart, in src/domain/staff-routes.ts, so that no shopper's
 * page carries them; the web app fetches them (src/app/routes/staff-section.ts) when an address under `path` is
 * opened. `home` is the page a shopper's pages link to for a staff member.
 */
export const STAFF_SECTION = { path: '/staff', home: '/staff/orders' } as const

/** Whether an address is in the staff section. */
export function isStaffPath(pathname: string): boolean {
  return pathname === STAFF_SECTION.path || pathname.startsWith(`${STAFF_SECTION.path}/`)
}

export const ROUTES = {
  home: { path: '/', ...browsing, screen: { chunk: 'browsing/home-route', component: 'HomeRoute' } },
  productListing: {
    path: '/product-listing',
    ...browsing,
    screen: { chunk: 'listing-route', component: 'ListingRoute' },
  },
  // spec §2: the parameter is the product slug.
  productDetails: {
    path: '/product-details/:productId',
    ...browsing,

    screen: { chunk: 'product-detail-route', component: 'ProductDetailRoute' },
  },
  cart: { path: '/cart', ...signedIn, screen: { chunk: 'cart-route', component: 'CartRoute' } },
  // spec §2: checkout also needs a cart; the page's machine holds that guard (machines/checkout).
  checkout: { path: '/checkout', ...signedIn, screen: { chunk: 'checkout-route', component: 'CheckoutRoute' } },
  login: { path: '/login', ...account, screen: { chunk: 'account/login-route', component: 'LoginRoute' } },
  signup: { path: '/signup', ...account, screen: { chunk: 'account/signup-route', component: 'SignUpRoute' } },
  forgotPassword: {
    path: '/forgot-password',
    ...account,
    screen: { chunk: 'account/forgot-password-route', component: 'ForgotPasswordRoute' },
  },
  logout: { path: '/logout', ...account, screen: { chunk: 'account/logout-route', component: 'LogoutRoute' } },
  verification: {
    path: '/verification',
    ...account,

    screen: { chunk: 'account/verification-route', component: 'VerificationRoute' },
  },
  profile: { path: '/profile', ...signedIn, screen: { chunk: 'account/profile-route', component: 'ProfileRoute' } },
  profileOrders: { path: '/profile/orders', ...signedIn, screen: { chunk: 'orders-route', component: 'OrdersRoute' } },
  profileAddresses: {
    path: '/profile/addresses',
    ...signedIn,
    screen: { chunk: 'addresses-route', component: 'AddressesRoute' },
  },
  profileBuyData: {
    path: '/profile/buy-data',
    ...signedIn,
    screen: { chunk: 'buy-data-route', component: 'BuyDataRoute' },
  },
  profileAccount: {
    path: '/profile/account',
    ...signedIn,
    screen: { chunk: 'account-settings-route', component: 'AccountSettingsRoute' },
  },
  swap: { path: '/swap', ...signedIn, screen: { chunk: 'swap-route', component: 'SwapRoute' } },
  scheduleCall: { path: '/schedule-call', ...browsing, screen: messages('ScheduleCallRoute') },
  requestSuccess: { path: '/request-success', ...browsing, screen: messages('RequestSuccessRoute') },
  wishlist: { path: '/wishlist', ...signedIn, screen: { chunk: 'wishlist-route', component: 'WishlistRoute' } },
  payment: { path: '/payment', ...signedIn, screen: { chunk: 'payment-route', component: 'PaymentRoute' } },
  loadItems: { path: '/load-items', ...signedIn, screen: { chunk: 'load-items-route', component: 'LoadItemsRoute' } },
  // A vendor's lines of paid orders, beside their upload page (docs/adr/0027).
  vendorOrders: {
    path: '/load-items/orders',
    ...signedIn,
    screen: { chunk: 'vendor-orders-route', component: 'VendorOrdersRoute' },
  },
  contact: { path: '/contact', ...browsing, screen: staticPage },
  returnPolicy: { path: '/return-policy', ...browsing, screen: staticPage },
  privacy: { path: '/privacy', ...browsing, screen: staticPage },
  shippingPolicy: { path: '/shipping-policy', ...browsing, screen: staticPage },
  terms: { path: '/terms', ...browsing, screen: staticPage },
  notFound: { path: '*', ...browsing, screen: messages('NotFoundRoute') },
} as const satisfies Record<string, StoreRoute>

/** spec §2: 'Edit product' opens /load-items with token, productId and edit=true in the query. The product page writes
 *  it and the upload page reads it, both typed by this (a type, so no page downloads it). */
export interface EditProductQuery {
  token: string
  productId: string
  edit: 'true'
}

export type RouteName = keyof typeof ROUTES

/** The screen of a page of the manifest. */
export type ManifestScreen = NonNullable<(typeof ROUTES)[RouteName]['screen']>

/** The route modules the manifest names: the web app loads each from its file (src/app/routes/chunks.ts). */
export type RouteChunk = ManifestScreen['chunk']

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[]

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never

/** The parameters a path pattern takes, e.g. { productId } for '/product-details/:productId'. */
export type PathParams<Path extends string> = Record<ParamNames<Path>, string>

/** The parameters a route's path takes, e.g. { productId } for product details. */
export type RouteParams<Name extends RouteName> = PathParams<(typeof ROUTES)[Name]['path']>

/** What filling a path pattern takes: its parameters, if it has any, and an optional query. */
export type PathArgs<Path extends string> = [ParamNames<Path>] extends [never]
  ? [params?: undefined, search?: string]
  : [params: PathParams<Path>, search?: string]

/** A path pattern with the parameters filled in (encoded) and an optional query ('a=1' or '?a=1'). */
export function fillPath(pattern: string, params?: Partial<Record<string, string>>, search?: string): string {
  const values: Partial<Record<string, string>> = params ?? {}
  const path = pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ''))
  if (!search) return path
  return `${path}${search.startsWith('?') ? search : `?${search}`}`
}

/** The address of a page: its path with the parameters filled in (encoded) and an optional query ('a=1' or '?a=1'). */
export function pathTo<Name extends Exclude<RouteName, 'notFound'>>(
  name: Name,
  ...[params, search]: PathArgs<(typeof ROUTES)[Name]['path']>
): string {
  return fillPath(ROUTES[name].path, params, search)
}

/** The path as the router reads it: /contact/ is /contact. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
}

export interface RouteMatch<Name extends string = RouteName> {
  name: Name
  route: StoreRoute
  /** The path's parameters, still encoded as they were in the address. */
  params: Partial<Record<string, string>>
}

function matchPattern(pattern: string, pathname: string): Partial<Record<string, string>> | null {
  const wanted = pattern.split('/')
  const given = pathname.split('/')
  if (wanted.length !== given.length) return null
  const params: Partial<Record<string, string>> = {}
  for (const [index, part] of wanted.entries()) {
    const segment = given[index] ?? ''
    if (part.startsWith(':')) {
      if (segment === '') return null
      params[part.slice(1)] = segment
    } else if (part !== segment) return null
  }
  return params
}

/** The route that answers a path in a list of pages, as the web router chooses it: a page of the list, or else the 404
 *  catch-all. The server passes every page, the staff section's with the store's (src/domain/staff-routes.ts). */
export function matchRouteIn<Name extends string>(
  manifest: Record<Name, StoreRoute>,
  pathname: string,
): RouteMatch<Name | 'notFound'> {
  const path = normalisePath(pathname)
  for (const name of Object.keys(manifest) as Name[]) {
    const route = manifest[name]
    if (route.path === '*') continue
    const params = matchPattern(route.path, path)
    if (params) return { name, route, params }
  }
  return { name: 'notFound', route: ROUTES.notFound, params: {} }
}

/** The store's page that answers a path (the staff section's are not in this list: matchRouteIn). */
export function matchRoute(pathname: string): RouteMatch {
  return matchRouteIn(ROUTES, pathname)
}
