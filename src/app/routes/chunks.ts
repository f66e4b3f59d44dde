// Each route module of the manifest (src/domain/routes.ts) behind its own dynamic import: every screen is its own
// chunk, so a first visit downloads only the page it opens. Vite needs the literal paths, hence this map.
import type { ComponentType } from 'react'
import type { ManifestScreen, RouteChunk } from '@/domain/routes'

export const ROUTE_CHUNKS: Record<RouteChunk, () => Promise<Record<string, unknown>>> = {
  'browsing/home-route': () => import('./browsing/home-route'),
  'browsing/static-page-route': () => import('./browsing/static-page-route'),
  'browsing/message-routes': () => import('./browsing/message-routes'),
  'listing-route': () => import('./listing-route'),
  'product-detail-route': () => import('./product-detail-route'),
  'cart-route': () => import('./cart-route'),
  'account/login-route': () => import('./account/login-route'),
  'account/signup-route': () => import('./account/signup-route'),
  'account/verification-route': () => import('./account/verification-route'),
  'account/logout-route': () => import('./account/logout-route'),
  'account/profile-route': () => import('./account/profile-route'),
  'wishlist-route': () => import('./wishlist-route'),
  'payment-route': () => import('./payment-route'),
  'orders-route': () => import('./orders-route'),
  'checkout-route': () => import('./checkout-route'),
  'addresses-route': () => import('./addresses-route'),
  'load-items-route': () => import('./load-items-route'),
  'buy-data-route': () => import('./buy-data-route'),
  'swap-route': () => import('./swap-route'),
}

function isComponent(value: unknown): value is ComponentType {
  return typeof value === 'function'
}

/** The screen's component, from its chunk. */
export async function loadScreen({ chunk, component }: ManifestScreen): Promise<ComponentType> {
  const module = await ROUTE_CHUNKS[chunk]()
  const Component = module[component]
  if (!isComponent(Component)) throw new Error(`src/app/routes/${chunk}.tsx exports no ${component}`)
  return Component
}
