// For the stories that run a route inside the app's real actor system (SessionProvider): a probe of where the page
// went and what the navigation bar's cart count reads, and a signed-in shopper's app around a few routes. What the app
// asks the store as it starts is answered at the network (../network/session-fakes: `signedInHandlers`).
import { useState } from 'react'
import { screen, within } from 'storybook/test'
import { Outlet, RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router-dom'
import type { AccountUser } from '@/domain/account'
import { memoryStorage } from '@/app/memory-storage'
import { SessionProvider, useNavCounts, useShopperLists } from '@/app/session-provider'

/** The app's toasts, wherever the story's screen is. */
export const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }))

/** Where the page is, and the navigation bar's cart count (and whether the cart is known yet), for a play function
 *  to read. */
export function LocationAndCartCount() {
  const location = useLocation()
  const counts = useNavCounts()
  const { cartKnown } = useShopperLists()
  return (
    <div className="mb-2 flex flex-wrap items-center gap-3 text-sm">
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="cart-count" data-known={cartKnown}>
        {counts.cart}
      </output>
    </div>
  )
}

/** The app for a shopper signed in before the page opened, on `routes` under a probe, starting at `start`; the story
 *  answers the session's refresh and the shopper's lists with `signedInHandlers(user, …)` in its `beforeEach`. */
export function SignedInApp({ user, routes, start }: { user: AccountUser; routes: RouteObject[]; start: string }) {
  const [storage] = useState(() =>
    memoryStorage({ token: 'shopper-token', user: JSON.stringify(user), isAuth: 'true' }),
  )
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: (
            <>
              <LocationAndCartCount />
              <Outlet />
            </>
          ),
          children: routes,
        },
      ],
      { initialEntries: [start] },
    ),
  )
  return (
    <SessionProvider storage={storage} navigate={(to) => void router.navigate(to)}>
      <RouterProvider router={router} />
    </SessionProvider>
  )
}
