// Protected routes (spec §2 Route guards, §6): the routeGuard machine decides; an unverified user goes to
// /verification, a visitor to /login carrying the origin route as state { from }, everyone else sees the page.
import { useMemo, type ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { getInitialSnapshot } from 'xstate'
import { routeGuardMachine, routeGuardRedirect } from '@machines/route-guard/route-guard.machine'
import { useSession } from './session-provider'

export type RequireSessionProps = {
  /** The protected page; without it the matched child route renders. */
  children?: ReactNode
}

export function RequireSession({ children }: RequireSessionProps) {
  const { state, token, user } = useSession()
  const location = useLocation()
  const from = `${location.pathname}${location.search}${location.hash}`
  // The guard is decided from the session and route of this very render (never from a previous one), so a
  // page is not drawn for a moment after logout before its redirect.
  const redirect = useMemo(
    () => routeGuardRedirect(getInitialSnapshot(routeGuardMachine, { token, user, from })),
    [token, user, from],
  )
  // spec §4: a stored session is being read; deciding now would send a signed-in shopper to /login.
  if (state === 'restoring') return null
  if (redirect) return <Navigate to={redirect.to} state={redirect.state} replace />
  return children ?? <Outlet />
}
