// The account routes (spec §2 Route list): each screen is its own chunk. /profile sits behind the route
// guard; its children (wallet, buy data, orders, addresses) join the `children` list as they are built.
import type { RouteObject } from 'react-router-dom'
import { RequireSession } from '../require-session'

export const accountRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('./account/login-route')).LoginRoute }) },
  { path: 'signup', lazy: async () => ({ Component: (await import('./account/signup-route')).SignUpRoute }) },
  { path: 'verification', lazy: async () => ({ Component: (await import('./account/verification-route')).VerificationRoute }) },
  { path: 'logout', lazy: async () => ({ Component: (await import('./account/logout-route')).LogoutRoute }) },
  {
    path: 'profile',
    element: <RequireSession />,
    children: [{ index: true, lazy: async () => ({ Component: (await import('./account/profile-route')).ProfileRoute }) }],
  },
]
