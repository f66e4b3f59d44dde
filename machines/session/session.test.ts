import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { AccountUser, Session } from '@/domain/account'
import { sessionMachine, sessionSelectors, type PersistedSession } from './session.machine'
import type { Notice } from '../lib/notice'
import { deferred } from '../lib/deferred'

const shopper: AccountUser = { email: 'ada@example.com', firstName: 'Ada' }
const vendor: AccountUser = { email: 'kemi@example.com', firstName: 'Kemi', vendorId: 'vendor-7' }
const unverified: AccountUser = { email: 'tunde@example.com', verificationCode: '48213' }

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

function start(options: {
  stored?: Session | null
  read?: () => Promise<Session | null>
  refresh?: () => Promise<Session>
}) {
  const persistSession = vi.fn<(session: PersistedSession) => void>()
  const clearSession = vi.fn()
  const endServerSession = vi.fn<(token: string | null) => void>()
  const disableGoogleAutoSelect = vi.fn()
  const notify = vi.fn<(notice: Notice) => void>()
  const navigate = vi.fn<(to: string) => void>()
  const refreshToken = vi.fn(options.refresh ?? (async () => ({ token: 'refreshed', user: shopper })))
  const logic = sessionMachine.provide({
    actors: {
      readStoredSession: fromPromise(options.read ?? (async () => options.stored ?? null)),
      refreshToken: fromPromise(() => refreshToken()),
    },
    actions: {
      persistSession: (_, session) => persistSession(session),
      clearSession,
      endServerSession: (_, { token }) => endServerSession(token),
      disableGoogleAutoSelect,
      notify: (_, notice) => notify(notice),
      navigate: (_, { to }) => navigate(to),
    },
  })
  const actor = createActor(logic, { input: {} }).start()
  return {
    actor,
    persistSession,
    clearSession,
    endServerSession,
    disableGoogleAutoSelect,
    notify,
    navigate,
    refreshToken,
  }
}

describe('session', () => {
  describe('restoring on load', () => {
    it('signs in from a stored token and user and refreshes the token', async () => {
      const refresh = deferred<Session>()
      const { actor, refreshToken, persistSession } = start({
        stored: { token: 'stored', user: shopper },
        refresh: () => refresh.promise,
      })

      await waitFor(actor, (s) => s.matches({ signedIn: 'refreshing' }))
      expect(sessionSelectors.isSignedIn(actor.getSnapshot())).toBe(true)
      expect(actor.getSnapshot().context.token).toBe('stored')
      expect(refreshToken).toHaveBeenCalledTimes(1)

      refresh.resolve({ token: 'fresh', user: { ...shopper, lastName: 'Lovelace' } })
      await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }))
      expect(actor.getSnapshot().context.token).toBe('fresh')
      expect(actor.getSnapshot().context.user?.lastName).toBe('Lovelace')
      expect(persistSession).toHaveBeenCalledWith({ token: 'fresh', user: { ...shopper, lastName: 'Lovelace' } })
    })

    it('stays signed out with nothing stored and never calls the refresh', async () => {
      const { actor, refreshToken } = start({ stored: null })

      await waitFor(actor, (s) => s.matches('signedOut'))
      expect(sessionSelectors.isSignedIn(actor.getSnapshot())).toBe(false)
      expect(refreshToken).not.toHaveBeenCalled()
    })

    it('treats a token without a user as signed out', async () => {
      const { actor, refreshToken } = start({ stored: { token: 'orphan', user: null } as unknown as Session })

      await waitFor(actor, (s) => s.matches('signedOut'))
      expect(actor.getSnapshot().context.token).toBeNull()
      expect(refreshToken).not.toHaveBeenCalled()
    })

    it('treats unreadable storage as signed out', async () => {
      const { actor } = start({
        read: async () => {
          throw new SyntaxError('Unexpected token u in JSON')
        },
      })

      await waitFor(actor, (s) => s.matches('signedOut'))
      expect(sessionSelectors.isRestoring(actor.getSnapshot())).toBe(false)
    })

    it('reports restoring until storage has been read', () => {
      const { actor } = start({ read: () => new Promise<Session | null>(() => {}) })

      expect(sessionSelectors.isRestoring(actor.getSnapshot())).toBe(true)
      expect(sessionSelectors.isSignedIn(actor.getSnapshot())).toBe(false)
    })

    it('signs out and clears storage when the refresh is refused with 401', async () => {
      const { actor, clearSession, notify, navigate } = start({
        stored: { token: 'expired', user: shopper },
        refresh: async () => {
          throw new HttpError(401, 'Unauthorized')
        },
      })

      await waitFor(actor, (s) => s.matches('signedOut'))
      expect(clearSession).toHaveBeenCalledTimes(1)
      expect(actor.getSnapshot().context).toEqual({ user: null, token: null, isVendor: false })
      // Expiry is silent: the logout toast and redirect belong to the Logout button only.
      expect(notify).not.toHaveBeenCalled()
      expect(navigate).not.toHaveBeenCalled()
    })

    it('keeps the stored session when the refresh fails for another reason', async () => {
      const { actor, clearSession } = start({
        stored: { token: 'stored', user: shopper },
        refresh: async () => {
          throw new HttpError(503, 'Service unavailable')
        },
      })

      await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }))
      expect(actor.getSnapshot().context.token).toBe('stored')
      expect(clearSession).not.toHaveBeenCalled()
    })

    it('keeps the stored session when the network fails without a status', async () => {
      const { actor } = start({
        stored: { token: 'stored', user: shopper },
        refresh: async () => {
          throw new TypeError('Failed to fetch')
        },
      })

      await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }))
      expect(sessionSelectors.isSignedIn(actor.getSnapshot())).toBe(true)
    })
  })

  describe('signing in', () => {
    it('stores token and user without a vendorId for a shopper', async () => {
      const { actor, persistSession } = start({ stored: null })
      await waitFor(actor, (s) => s.matches('signedOut'))

      actor.send({ type: 'session.signIn', token: 't1', user: shopper })

      expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true)
      expect(persistSession).toHaveBeenCalledWith({ token: 't1', user: shopper })
      expect(persistSession.mock.calls[0]?.[0]).not.toHaveProperty('vendorId')
      expect(sessionSelectors.isVendor(actor.getSnapshot())).toBe(false)
    })

    it('stores the vendorId and marks a vendor', async () => {
      const { actor, persistSession } = start({ stored: null })
      await waitFor(actor, (s) => s.matches('signedOut'))

      actor.send({ type: 'session.signIn', token: 't2', user: vendor })

      expect(persistSession).toHaveBeenCalledWith({ token: 't2', user: vendor, vendorId: 'vendor-7' })
      expect(sessionSelectors.isVendor(actor.getSnapshot())).toBe(true)
    })

    it('reports a pending verification when the user has a verification code', async () => {
      const { actor } = start({ stored: null })
      await waitFor(actor, (s) => s.matches('signedOut'))

      actor.send({ type: 'session.signIn', token: 't3', user: unverified })

      expect(sessionSelectors.hasPendingVerification(actor.getSnapshot())).toBe(true)
      actor.send({ type: 'session.signIn', token: 't4', user: { ...unverified, verificationCode: null } })
      expect(sessionSelectors.hasPendingVerification(actor.getSnapshot())).toBe(false)
    })

    it('lets a new sign-in win over a refresh still on its way', async () => {
      const refresh = deferred<Session>()
      const { actor } = start({ stored: { token: 'old', user: shopper }, refresh: () => refresh.promise })
      await waitFor(actor, (s) => s.matches({ signedIn: 'refreshing' }))

      actor.send({ type: 'session.signIn', token: 'new', user: vendor })
      refresh.resolve({ token: 'late', user: shopper })
      await refresh.promise

      expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true)
      expect(sessionSelectors.token(actor.getSnapshot())).toBe('new')
      expect(sessionSelectors.user(actor.getSnapshot())).toEqual(vendor)
    })
  })

  describe('renewed by the API client while the page is open', () => {
    it('keeps and stores the session the client renewed', async () => {
      const { actor, persistSession } = start({ stored: { token: 'stored', user: shopper } })
      await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }))

      actor.send({ type: 'session.refreshed', session: { token: 'renewed', user: vendor } })

      expect(actor.getSnapshot().context).toEqual({ token: 'renewed', user: vendor, isVendor: true })
      expect(persistSession).toHaveBeenLastCalledWith({ token: 'renewed', user: vendor, vendorId: 'vendor-7' })
    })

    it('signs out silently when the renewal was refused', async () => {
      const { actor, clearSession, notify, navigate } = start({ stored: { token: 'stored', user: shopper } })
      await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }))

      actor.send({ type: 'session.refused' })

      expect(actor.getSnapshot().matches('signedOut')).toBe(true)
      expect(clearSession).toHaveBeenCalledTimes(1)
      expect(notify).not.toHaveBeenCalled()
      expect(navigate).not.toHaveBeenCalled()
    })

    it('ignores a renewal that lands after a logout', async () => {
      const { actor, persistSession } = start({ stored: { token: 'stored', user: shopper } })
      await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }))
      actor.send({ type: 'session.logout' })
      persistSession.mockClear()

      actor.send({ type: 'session.refreshed', session: { token: 'late', user: shopper } })

      expect(actor.getSnapshot().matches('signedOut')).toBe(true)
      expect(persistSession).not.toHaveBeenCalled()
    })
  })

  describe('logging out', () => {
    it('ends the session on the server, clears storage, disables Google auto-select, says goodbye and goes home', async () => {
      const { actor, clearSession, endServerSession, disableGoogleAutoSelect, notify, navigate } = start({
        stored: null,
      })
      await waitFor(actor, (s) => s.matches('signedOut'))
      actor.send({ type: 'session.signIn', token: 't1', user: vendor })

      actor.send({ type: 'session.logout' })

      expect(endServerSession).toHaveBeenCalledExactlyOnceWith('t1')

      expect(actor.getSnapshot().value).toBe('signedOut')
      expect(actor.getSnapshot().context).toEqual({ user: null, token: null, isVendor: false })
      expect(clearSession).toHaveBeenCalledTimes(1)
      expect(disableGoogleAutoSelect).toHaveBeenCalledTimes(1)
      expect(notify).toHaveBeenCalledWith({ kind: 'success', message: "You're logged out successfully!" })
      expect(navigate).toHaveBeenCalledWith('/')
    })

    it('still clears storage when nobody was signed in, with no session for the server to end', async () => {
      const { actor, clearSession, endServerSession, navigate } = start({ stored: null })
      await waitFor(actor, (s) => s.matches('signedOut'))

      actor.send({ type: 'session.logout' })

      expect(endServerSession).toHaveBeenCalledExactlyOnceWith(null)

      expect(clearSession).toHaveBeenCalledTimes(1)
      expect(navigate).toHaveBeenCalledWith('/')
    })

    it('stops a refresh in flight so it cannot sign the user back in', async () => {
      const refresh = deferred<Session>()
      const { actor, persistSession } = start({
        stored: { token: 'old', user: shopper },
        refresh: () => refresh.promise,
      })
      await waitFor(actor, (s) => s.matches({ signedIn: 'refreshing' }))

      actor.send({ type: 'session.logout' })
      refresh.resolve({ token: 'late', user: shopper })
      await refresh.promise

      expect(actor.getSnapshot().value).toBe('signedOut')
      expect(persistSession).not.toHaveBeenCalled()
    })
  })

  describe('a session the server has already ended', () => {
    it('signs out here without asking the server again, with the message and destination it was given', async () => {
      const { actor, clearSession, endServerSession, disableGoogleAutoSelect, notify, navigate } = start({
        stored: null,
      })
      await waitFor(actor, (s) => s.matches('signedOut'))
      actor.send({ type: 'session.signIn', token: 't1', user: shopper })
      const announced: string[] = []
      actor.on('*', (announcement) => announced.push(announcement.type))

      actor.send({ type: 'session.ended', message: 'You have been signed out of all devices', to: '/login' })

      expect(endServerSession).not.toHaveBeenCalled()
      expect(actor.getSnapshot().value).toBe('signedOut')
      expect(actor.getSnapshot().context).toEqual({ user: null, token: null, isVendor: false })
      expect(clearSession).toHaveBeenCalledTimes(1)
      expect(disableGoogleAutoSelect).toHaveBeenCalledTimes(1)
      expect(notify).toHaveBeenCalledExactlyOnceWith({
        kind: 'success',
        message: 'You have been signed out of all devices',
      })
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/login')
      expect(announced).toEqual(['session.signedOut'])
    })
  })

  describe('announcing who is signed in', () => {
    it('announces a restored session and a sign-in, but not a token refresh', async () => {
      const { actor } = start({ stored: { token: 'old', user: shopper } })
      const announced: string[] = []
      actor.on('*', (announcement) => announced.push(announcement.type))
      await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }))
      expect(announced).toEqual(['session.signedIn'])

      actor.send({ type: 'session.signIn', token: 'tok-v', user: vendor })
      expect(announced).toEqual(['session.signedIn', 'session.signedIn'])
    })

    it('announces a logout and a refused token', async () => {
      const { actor } = start({
        stored: { token: 'old', user: shopper },
        refresh: async () => Promise.reject(new HttpError(401, 'Unauthorized')),
      })
      const announced: string[] = []
      actor.on('*', (announcement) => announced.push(announcement.type))
      await waitFor(actor, (s) => s.matches('signedOut'))
      expect(announced).toEqual(['session.signedIn', 'session.signedOut'])

      actor.send({ type: 'session.signIn', token: 'tok-v', user: vendor })
      actor.send({ type: 'session.logout' })
      expect(announced.at(-1)).toBe('session.signedOut')
    })
  })
})
