// The protected-route decision (spec §2 Route guards, §6): an unverified user goes to /verification, a
// visitor without a token to /login carrying the origin route, everyone else sees the page. The view renders
// the redirect from `routeGuardRedirect`, so deciding never navigates during render.
import { assign, setup, type SnapshotFrom } from 'xstate'
import { hasPendingVerification, type AccountUser } from '@/domain/account'
import { pathTo } from '@/domain/routes'

export interface RouteGuardInput {
  token?: string | null
  user?: AccountUser | null
  /** The protected route being visited, passed on to /login so sign-in can return to it. */
  from: string
}

export type RouteGuardContext = Required<RouteGuardInput>

/** Sent whenever the session or the route changes; the guard decides again. */
export type RouteGuardEvent = { type: 'route.check' } & RouteGuardInput

export interface RouteGuardRedirect {
  /** /verification or /login. */
  to: string
  state?: { from: string }
}

function toContext(input: RouteGuardInput): RouteGuardContext {
  return { token: input.token ?? null, user: input.user ?? null, from: input.from }
}

export const routeGuardMachine = setup({
  types: {
    context: {} as RouteGuardContext,
    events: {} as RouteGuardEvent,
    input: {} as RouteGuardInput,
  },
  actions: {
    takeCheck: assign(({ event }) => toContext(event)),
  },
  guards: {
    hasNoToken: ({ context }) => !context.token,
    hasVerificationCode: ({ context }) => hasPendingVerification(context.user),
  },
}).createMachine({
  id: 'routeGuard',
  initial: 'checking',
  context: ({ input }) => toContext(input),
  on: {
    'route.check': {
      target: '.checking',
      reenter: true,
      actions: 'takeCheck',
    },
  },
  states: {
    checking: {
      // spec §2: /verification needs a token and a pending code; without a token it is /login whatever the
      // stored user says, so the token is checked first.
      always: [
        { guard: 'hasNoToken', target: 'signInRequired' },
        { guard: 'hasVerificationCode', target: 'verificationRequired' },
        { target: 'allowed' },
      ],
    },
    verificationRequired: {},
    signInRequired: {},
    allowed: {},
  },
})

export type RouteGuardSnapshot = SnapshotFrom<typeof routeGuardMachine>

/** Where the view must send the user (`<Navigate to state replace />`), or null to render the page. */
export function routeGuardRedirect(snapshot: RouteGuardSnapshot): RouteGuardRedirect | null {
  if (snapshot.matches('verificationRequired')) return { to: pathTo('verification') }
  if (snapshot.matches('signInRequired')) return { to: pathTo('login'), state: { from: snapshot.context.from } }
  return null
}
