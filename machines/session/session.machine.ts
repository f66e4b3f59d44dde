// The app-wide session (spec §4 Auth, §2 Logout): restored from storage on load and refreshed, replaced by
// a sign-in, ended by logout or by the server refusing the token. Logout also ends the session on the server (ADR
// 0023), so a copy of the token stops working too. Storage, Google and the server's logout are slots the app fills.
// Access tokens last minutes (ADR 0023): the API client renews one about to run out with the refresh cookie and tells
// the session what came back (`session.refreshed`, or `session.refused` when the server would not), which the session
// keeps and stores as it does its own refresh on load.
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { hasPendingVerification, isVendor, LOGGED_OUT, type AccountUser, type Session } from '@/domain/account'
import { pathTo } from '@/domain/routes'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'
import type { EndedSession } from '../lib/notice'

export interface SessionContext {
  user: AccountUser | null
  token: string | null
  isVendor: boolean
}

export interface SessionInput {
  /** A session read before the machine started (docs/adr/0050): a page drawn by the server for this shopper is taken
   *  over in its first render signed in, where reading storage would first be `restoring`. */
  readAhead?: Session | null
}

export type SessionEvent =
  | { type: 'session.signIn'; token: string; user: AccountUser }
  | { type: 'session.logout' }
  /** The server has already ended this session (signed out of every device, account deleted): the same as logout here,
   *  without asking the server to end it again, with the page's own message and destination. */
  | ({ type: 'session.ended' } & EndedSession)
  | { type: 'session.refreshed'; session: Session }
  | { type: 'session.refused' }

/** What the session tells the rest of the app (the actors that follow who is signed in, such as the nav counts). */
export type SessionAnnouncement = { type: 'session.signedIn' } | { type: 'session.signedOut' }

/** What the app writes to storage (spec §3 keys token, isAuth, user, vendorId): vendorId only when present. */
export interface PersistedSession {
  token: string
  user: AccountUser
  vendorId?: string
}

function toContext(session: Session): SessionContext {
  return { token: session.token, user: session.user, isVendor: isVendor(session.user) }
}

function toPersisted(session: Session): PersistedSession {
  const { vendorId } = session.user
  return { token: session.token, user: session.user, ...(vendorId ? { vendorId } : {}) }
}

// The API client rejects with an error carrying the HTTP status; only a 401 means the token is dead.
function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status
  }
  return undefined
}

const signedOutContext: SessionContext = { user: null, token: null, isVendor: false }

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    input: {} as SessionInput,
    events: {} as SessionEvent,
    emitted: {} as SessionAnnouncement,
  },
  actors: {
    // Reads token and user from storage; resolves null when either is missing or unreadable.
    readStoredSession: fromPromise<Session | null>(notProvided('readStoredSession')),
    // GET api/users/refreshToken with the stored token.
    refreshToken: fromPromise<Session>(notProvided('refreshToken')),
  },
  actions: {
    ...baseActions,
    persistSession: (_, _session: PersistedSession) => notProvided('persistSession')(),
    clearSession: notProvided('clearSession'),
    /** POST api/users/logout with the session's token, without waiting: the shopper is logged out here at once, and a
     *  token that never reached the server (null) has nothing to end. */
    endServerSession: (_, _session: { token: string | null }) => notProvided('endServerSession')(),
    disableGoogleAutoSelect: notProvided('disableGoogleAutoSelect'),
    rememberSession: assign((_, session: Session) => toContext(session)),
    forgetSession: assign(() => signedOutContext),
    announceSignedIn: emit({ type: 'session.signedIn' } as const),
    announceSignedOut: emit({ type: 'session.signedOut' } as const),
  },
  guards: {
    // spec §4: a stored token AND user mean signed in; either alone does not.
    hasStoredSession: (_, params: { session: Session | null }) => Boolean(params.session?.token && params.session.user),
    // Only a session read ahead is known while restoring (the context's starting value).
    wasReadAhead: ({ context }) => Boolean(context.token && context.user),
    isUnauthorized: (_, params: { error: unknown }) => statusOf(params.error) === 401,
  },
}).createMachine({
  id: 'session',
  initial: 'restoring',
  context: ({ input }) => (input?.readAhead ? toContext(input.readAhead) : signedOutContext),
  on: {
    'session.signIn': {
      target: '.signedIn',
      actions: [
        { type: 'rememberSession', params: ({ event }) => event },
        { type: 'persistSession', params: ({ event }) => toPersisted(event) },
        'announceSignedIn',
      ],
    },
    // spec §2 Logout: clear storage, toast, stop Google picking the account again, go home; and end the session on
    // the server (ADR 0023), with the token before it is forgotten.
    'session.logout': {
      target: '.signedOut',
      actions: [
        { type: 'endServerSession', params: ({ context }) => ({ token: context.token }) },
        'forgetSession',
        'clearSession',
        'disableGoogleAutoSelect',
        { type: 'notify', params: { kind: 'success', message: LOGGED_OUT } },
        { type: 'navigate', params: { to: pathTo('home') } },
        'announceSignedOut',
      ],
    },
    'session.ended': {
      target: '.signedOut',
      actions: [
        'forgetSession',
        'clearSession',
        'disableGoogleAutoSelect',
        { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.message }) },
        { type: 'navigate', params: ({ event }) => ({ to: event.to }) },
        'announceSignedOut',
      ],
    },
  },
  states: {
    restoring: {
      // Read before the start: signed in at once, so the first render is the page the server drew for this shopper.
      always: {
        guard: 'wasReadAhead',
        target: 'signedIn.refreshing',
        actions: 'announceSignedIn',
      },
      invoke: {
        id: 'readStoredSession',
        src: 'readStoredSession',
        onDone: [
          {
            guard: { type: 'hasStoredSession', params: ({ event }) => ({ session: event.output }) },
            target: 'signedIn.refreshing',
            actions: [{ type: 'rememberSession', params: ({ event }) => event.output! }, 'announceSignedIn'],
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {},
    signedIn: {
      initial: 'idle',
      on: {
        'session.refreshed': {
          actions: [
            { type: 'rememberSession', params: ({ event }) => event.session },
            { type: 'persistSession', params: ({ event }) => toPersisted(event.session) },
          ],
        },
        'session.refused': {
          target: 'signedOut',
          actions: ['forgetSession', 'clearSession', 'announceSignedOut'],
        },
      },
      states: {
        idle: {},
        // spec §4: on load a token refresh is attempted; only a refused token signs out, a network
        // failure keeps the stored session so a flaky connection does not log anyone out.
        refreshing: {
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            onDone: {
              target: 'idle',
              actions: [
                { type: 'rememberSession', params: ({ event }) => event.output },
                { type: 'persistSession', params: ({ event }) => toPersisted(event.output) },
              ],
            },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: '#session.signedOut',
                actions: ['forgetSession', 'clearSession', 'announceSignedOut'],
              },
              { target: 'idle' },
            ],
          },
        },
      },
    },
  },
})

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

/** Read-only views of the session for screens and guards (`useSelector(sessionActor, sessionSelectors.x)`). */
export const sessionSelectors = {
  isRestoring: (snapshot: SessionSnapshot) => snapshot.matches('restoring'),
  isSignedIn: (snapshot: SessionSnapshot) => snapshot.matches('signedIn'),
  hasPendingVerification: (snapshot: SessionSnapshot) => hasPendingVerification(snapshot.context.user),
  isVendor: (snapshot: SessionSnapshot) => snapshot.context.isVendor,
  user: (snapshot: SessionSnapshot) => snapshot.context.user,
  token: (snapshot: SessionSnapshot) => snapshot.context.token,
}
