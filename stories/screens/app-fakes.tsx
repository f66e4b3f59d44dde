// Fakes for the stories that run a route inside the app's real actor system (SessionProvider): the users calls of a
// shopper whose session is already stored, identity calls nothing asks for, a probe of where the page went and what
// the navigation bar's cart count reads, and a signed-in shopper's app around a few routes.
import { useState } from 'react'
import { screen, within } from 'storybook/test'
import { Outlet, RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router-dom'
import type { AccountApi, IdentityApi } from '@/api/account-actors'
import type { AccountUser } from '@/domain/account'
import { memoryStorage } from '@/app/memory-storage'
import { SessionProvider, useNavCounts, type ShopperListsApi } from '@/app/session-provider'

/** The app's toasts, wherever the story's screen is. */
export const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }))

export const unreachable = () => Promise.reject(new Error('not used in this story'))

export const unusedIdentity: IdentityApi = { config: unreachable, sandboxToken: unreachable }

/** The users calls of a shopper signed in before the page opened: refreshing the stored session gives it back. */
export function storedSessionCalls(storage: ReturnType<typeof memoryStorage>): AccountApi {
  return {
    signIn: unreachable,
    signUp: unreachable,
    sendOtp: unreachable,
    verifyOtp: unreachable,
    refreshToken: async () => ({
      token: storage.getItem('token') ?? '',
      user: JSON.parse(storage.getItem('user') ?? '{}'),
    }),
  }
}

/** Where the page is, and the navigation bar's cart count, for a play function to read. */
export function LocationAndCartCount() {
  const location = useLocation()
  const counts = useNavCounts()
  return (
    <div className="mb-2 flex flex-wrap items-center gap-3 text-sm">
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="cart-count">{counts.cart}</output>
    </div>
  )
}

/** The app for a shopper signed in before the page opened, on `routes` under a probe, starting at `start`. */
export function SignedInApp({
  user,
  routes,
  start,
  lists,
}: {
  user: AccountUser
  routes: RouteObject[]
  start: string
  lists: ShopperListsApi
}) {
  const [storage] = useState(() =>
    memoryStorage({ token: 'shopper-token', user: JSON.stringify(user), isAuth: 'true' }),
  )
  const [api] = useState(() => storedSessionCalls(storage))
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
    <SessionProvider
      storage={storage}
      api={api}
      identity={unusedIdentity}
      lists={lists}
      navigate={(to) => void router.navigate(to)}
    >
      <RouterProvider router={router} />
    </SessionProvider>
  )
}
