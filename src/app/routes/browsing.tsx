// The browsing routes (spec §2 Route list): home, the static pages, /schedule-call, /request-success and the
// 404 for any other path; the product listing and product detail join this list. Every screen is its own
// chunk (`lazy`), so a first visit downloads only the page it opens.
import type { RouteObject } from 'react-router-dom'

// Kept in step with src/screens/static-pages/content.ts; listed here so the page texts stay out of this chunk.
const STATIC_PAGE_PATHS = ['contact', 'return-policy', 'privacy', 'shipping-policy', 'terms'] as const

export const browsingRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./browsing/home-route')).HomeRoute }) },
  ...STATIC_PAGE_PATHS.map(
    (path): RouteObject => ({ path, lazy: async () => ({ Component: (await import('./browsing/static-page-route')).StaticPageRoute }) }),
  ),
  { path: 'schedule-call', lazy: async () => ({ Component: (await import('./browsing/message-routes')).ScheduleCallRoute }) },
  { path: 'request-success', lazy: async () => ({ Component: (await import('./browsing/message-routes')).RequestSuccessRoute }) },
  { path: 'product-listing', lazy: async () => ({ Component: (await import('./listing-route')).ListingRoute }) },
  // spec §2 Route list: the parameter is the product slug.
  { path: 'product-details/:productId', lazy: async () => ({ Component: (await import('./product-detail-route')).ProductDetailRoute }) },
  { path: '*', lazy: async () => ({ Component: (await import('./browsing/message-routes')).NotFoundRoute }) },
]
