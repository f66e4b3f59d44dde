// The app-wide session (spec §4 Auth, §2 Logout, §2 Sign-in modal): runs the session machine over local
// storage (spec §3 keys token, isAuth, user, vendorId) and the users API, owns the sign-in modal's open
// state, and signs in with Google or Apple from anywhere (./provider-sign-in, fetched on the first press). Read
// it with useSession().
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { sessionMachine } from '@machines/session/session.machine'
import { firstMessage, isVendor, type AccountUser } from '@/domain/account'
import {
  accountApi,
  identityApi as createIdentityApi,
  sessionActors,
  type AccountApi,
  type IdentityApi,
  type IdentityProviderName,
} from '@/api/account-actors'
import { notifyWith } from './notify'
import { useToast } from './toast-provider'
import { disableGoogleAutoSelect } from './identity/load-live-identity'
import { useIdentity } from './identity/use-identity'
import { browserStorage, clearStoredSession, readSession, writeSession, type StorageLike } from './session-storage'

export type SessionState = 'restoring' | 'signedOut' | 'signedIn'

export interface SessionValue {
  state: SessionState
  user: AccountUser | null
  token: string | null
  isVendor: boolean
  signIn: (token: string, user: AccountUser) => void
  /** spec §2 Logout: clears storage, says 'You're logged out successfully!', turns Google auto-select off, goes to /. */
  logout: () => void
  /** Opens the sign-in modal; `from` is where a successful sign-in returns to. */
  openSignInModal: (from?: string) => void
  closeSignInModal: () => void
  signInModalOpen: boolean
  /** The route the modal was opened for, if any. */
  signInModalFrom: string | null
  /** Which provider the modal is waiting on (its button spins), or null. */
  signInModalBusy: IdentityProviderName | null
  /** Why the last sign-in from the modal failed (spec §8: the first server message), or null. */
  signInModalError: string | null
  /** The modal's Google and Apple buttons: get an ID token, sign in, close the modal and return to `from`.
   *  Outside the modal (the Sign Up page) a failure is a toast instead. */
  continueWithGoogle: (from?: string | null) => Promise<void>
  continueWithApple: (from?: string | null) => Promise<void>
  /** A Google or Apple ID token for a screen that runs its own sign-in machine (the /login page). */
  requestIdToken: (provider: IdentityProviderName) => Promise<string | null>
}

interface SignInModalState {
  open: boolean
  from: string | null
  busy: IdentityProviderName | null
  error: string | null
}

const SessionContext = createContext<SessionValue | null>(null)

export type SessionProviderProps = {
  children?: ReactNode
  /** The router's navigate; the provider sits above the router. Defaults to a full page load. */
  navigate?: (to: string) => void
  /** Defaults to localStorage. */
  storage?: StorageLike | null
  /** The users calls; stories and tests pass fakes. */
  api?: AccountApi
  identity?: IdentityApi
}

const loadPage = (to: string) => globalThis.location.assign(to)
const loadProviderSignIn = () => import('./provider-sign-in')

export function SessionProvider({ children, navigate = loadPage, storage, api, identity }: SessionProviderProps) {
  const toast = useToast()
  const store = storage === undefined ? browserStorage() : storage
  const [calls] = useState(() => api ?? accountApi())
  const [identityCalls] = useState(() => identity ?? createIdentityApi())
  const [modal, setModal] = useState<SignInModalState>({ open: false, from: null, busy: null, error: null })
  const { requestIdToken, dialog } = useIdentity(identityCalls)

  const actor = useActorRef(
    sessionMachine.provide({
      actors: {
        ...sessionActors(calls),
        readStoredSession: fromPromise(async () => readSession(store)),
      },
      actions: {
        persistSession: (_, session) => writeSession(store, session),
        clearSession: () => clearStoredSession(store),
        disableGoogleAutoSelect: () => disableGoogleAutoSelect(),
        notify: (_, notice) => notifyWith(toast)(notice),
        navigate: (_, { to }) => navigate(to),
      },
    }),
  )
  const state = useSelector(actor, (snapshot): SessionState =>
    snapshot.matches('restoring') ? 'restoring' : snapshot.matches('signedIn') ? 'signedIn' : 'signedOut',
  )
  const user = useSelector(actor, (snapshot) => snapshot.context.user)
  const token = useSelector(actor, (snapshot) => snapshot.context.token)

  const signIn = useCallback((token: string, user: AccountUser) => actor.send({ type: 'session.signIn', token, user }), [actor])
  const logout = useCallback(() => actor.send({ type: 'session.logout' }), [actor])
  const openSignInModal = useCallback((from?: string) => setModal({ open: true, from: from ?? null, busy: null, error: null }), [])
  const closeSignInModal = useCallback(() => setModal((current) => ({ ...current, open: false, error: null })), [])

  const continueWith = useCallback(
    async (provider: IdentityProviderName, from: string | null) => {
      // The modal (when open) stays up showing which provider is being asked, and any failure.
      const modalOpen = modal.open
      setModal((current) => ({ ...current, from, busy: provider, error: null }))
      const fail = (message: string) => {
        setModal((current) => ({ ...current, busy: null, error: current.open ? message : null }))
        if (!modalOpen) toast.error(message)
      }
      // spec §8: a failed Google login is only logged; Apple's reason is shown.
      const refuse = (error: unknown, message: string) => {
        if (provider === 'google') {
          console.error('Google sign-in failed', error)
          setModal((current) => ({ ...current, busy: null }))
        } else fail(message)
      }
      // Downloaded while the shopper picks an account rather than after. Awaited below only once there is a
      // token; the empty handler keeps a failed download the shopper backed out of from being reported as unhandled.
      const providerSignIn = loadProviderSignIn()
      void providerSignIn.catch(() => undefined)
      let idToken: string | null
      try {
        idToken = await requestIdToken(provider)
      } catch (error) {
        refuse(error, firstMessage(error))
        return
      }
      if (!idToken) {
        setModal((current) => ({ ...current, busy: null }))
        return
      }
      let signInWithProvider: Awaited<typeof providerSignIn>['signInWithProvider']
      try {
        signInWithProvider = (await providerSignIn).signInWithProvider
      } catch (error) {
        // The browser's words for a dropped download mean nothing to a shopper: the generic text instead.
        refuse(error, firstMessage(null))
        return
      }
      signInWithProvider({
        provider,
        idToken,
        from,
        calls,
        storeSession: (session) => {
          signIn(session.token, session.user)
          setModal({ open: false, from: null, busy: null, error: null })
        },
        notify: notifyWith(toast),
        navigate,
        onRefused: fail,
        onGoogleRefused: () => setModal((current) => ({ ...current, busy: null })),
      })
    },
    [calls, modal.open, navigate, requestIdToken, signIn, toast],
  )

  const continueWithGoogle = useCallback((from?: string | null) => continueWith('google', from === undefined ? modal.from : from), [continueWith, modal.from])
  const continueWithApple = useCallback((from?: string | null) => continueWith('apple', from === undefined ? modal.from : from), [continueWith, modal.from])

  const value = useMemo<SessionValue>(
    () => ({
      state,
      user,
      token,
      isVendor: isVendor(user),
      signIn,
      logout,
      openSignInModal,
      closeSignInModal,
      signInModalOpen: modal.open,
      signInModalFrom: modal.from,
      signInModalBusy: modal.busy,
      signInModalError: modal.error,
      continueWithGoogle,
      continueWithApple,
      requestIdToken,
    }),
    [state, user, token, signIn, logout, openSignInModal, closeSignInModal, modal, continueWithGoogle, continueWithApple, requestIdToken],
  )

  return (
    <SessionContext value={value}>
      {children}
      {dialog}
    </SessionContext>
  )
}

export function useSession(): SessionValue {
  const session = use(SessionContext)
  if (!session) throw new Error('useSession needs a <SessionProvider> above it')
  return session
}
