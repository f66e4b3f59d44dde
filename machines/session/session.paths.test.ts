import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject, EventFromLogic } from 'xstate'
import { LOGGED_OUT, type Session } from '@/domain/account'
import { pathTo } from '@/domain/routes'
import { sessionMachine } from './session.machine'
import { effectsAlong, emittedAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'

type SessionPathEvent = EventFromLogic<typeof sessionMachine>

const stored: Session = { token: 'stored', user: { email: 'ada@example.com' } }
const vendor: Session = { token: 'vendor', user: { email: 'kemi@example.com', vendorId: 'vendor-7' } }

// Invoked actors and timers do not run during traversal: their outcomes are fed in as the events XState
// would raise, so every branch (401 and other failures included) is explored.
const events = [
  { type: 'xstate.done.actor.readStoredSession', output: stored },
  { type: 'xstate.done.actor.readStoredSession', output: null },
  { type: 'xstate.error.actor.readStoredSession', error: new SyntaxError('bad JSON') },
  { type: 'xstate.done.actor.refreshToken', output: stored },
  { type: 'xstate.error.actor.refreshToken', error: { status: 401 } },
  { type: 'xstate.error.actor.refreshToken', error: { status: 503 } },
  { type: 'session.signIn', ...vendor },
  { type: 'session.logout' },
  { type: 'session.ended', message: 'Your account has been deleted', to: '/' },
  { type: 'session.refreshed', session: vendor },
  { type: 'session.refused' },
] as unknown as SessionPathEvent[]

const states = leafStatesOf(sessionMachine.root)
const restored = { type: 'xstate.done.actor.readStoredSession', output: stored }
const signedIn = { type: 'session.signedIn' }
const signedOut = { type: 'session.signedOut' }

// A path from a fresh load through these events (the first step is the start).
const along = (...later: AnyEventObject[]) => ({
  steps: [{ type: 'xstate.init' }, ...later].map((event) => ({ event })),
})

describe('session reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(sessionMachine, { events }))

  it('reaches every state from a fresh load', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('reaches signedIn.refreshing only from a stored session, announcing it and writing nothing', () => {
    const refreshing = reached.get('signedIn.refreshing')!
    expect(refreshing.steps.at(-1)!.event).toMatchObject(restored)
    expect(effectsAlong(sessionMachine, {}, refreshing)).toEqual([])
    expect(emittedAlong(sessionMachine, {}, refreshing)).toEqual([signedIn])
  })

  it('is signed out without a stored session, announcing and writing nothing', () => {
    for (const path of [
      along({ type: 'xstate.done.actor.readStoredSession', output: null }),
      along({ type: 'xstate.error.actor.readStoredSession', error: new SyntaxError('bad JSON') }),
    ]) {
      expect(effectsAlong(sessionMachine, {}, path)).toEqual([])
      expect(emittedAlong(sessionMachine, {}, path)).toEqual([])
    }
  })

  it('keeps a session signed in with, vendor and all, and announces it', () => {
    const path = along({ type: 'session.signIn', ...vendor })
    expect(effectsAlong(sessionMachine, {}, path)).toEqual([
      { type: 'persistSession', params: { ...vendor, vendorId: 'vendor-7' } },
    ])
    expect(emittedAlong(sessionMachine, {}, path)).toEqual([signedIn])
  })

  it('keeps the refreshed session', () => {
    const path = along(restored, { type: 'xstate.done.actor.refreshToken', output: stored })
    expect(effectsAlong(sessionMachine, {}, path)).toEqual([{ type: 'persistSession', params: stored }])
  })

  it('keeps and stores the session the client renewed while the page was open', () => {
    const path = along(
      restored,
      { type: 'xstate.done.actor.refreshToken', output: stored },
      { type: 'session.refreshed', session: vendor },
    )
    expect(effectsAlong(sessionMachine, {}, path)).toEqual([
      { type: 'persistSession', params: stored },
      { type: 'persistSession', params: { ...vendor, vendorId: 'vendor-7' } },
    ])
  })

  it("signs out when the client's renewal is refused, clearing storage and saying nothing to the shopper", () => {
    const path = along(
      restored,
      { type: 'xstate.done.actor.refreshToken', output: stored },
      { type: 'session.refused' },
    )
    expect(effectsAlong(sessionMachine, {}, path)).toEqual([
      { type: 'persistSession', params: stored },
      { type: 'clearSession', params: undefined },
    ])
    expect(emittedAlong(sessionMachine, {}, path)).toEqual([signedIn, signedOut])
  })

  it('signs out on a refused token, clearing storage and saying nothing to the shopper', () => {
    const path = along(restored, { type: 'xstate.error.actor.refreshToken', error: { status: 401 } })
    expect(effectsAlong(sessionMachine, {}, path)).toEqual([{ type: 'clearSession', params: undefined }])
    expect(emittedAlong(sessionMachine, {}, path)).toEqual([signedIn, signedOut])
  })

  it('keeps the stored session when the refresh fails any other way', () => {
    const path = along(restored, { type: 'xstate.error.actor.refreshToken', error: { status: 503 } })
    expect(effectsAlong(sessionMachine, {}, path)).toEqual([])
    expect(emittedAlong(sessionMachine, {}, path)).toEqual([signedIn])
  })

  it('logs out: ends the session on the server, clears storage, stops Google picking the account, says so and goes home', () => {
    const path = along(restored, { type: 'session.logout' })
    expect(effectsAlong(sessionMachine, {}, path)).toEqual([
      { type: 'endServerSession', params: { token: 'stored' } },
      { type: 'clearSession', params: undefined },
      { type: 'disableGoogleAutoSelect', params: undefined },
      { type: 'notify', params: { kind: 'success', message: LOGGED_OUT } },
      { type: 'navigate', params: { to: pathTo('home') } },
    ])
    expect(emittedAlong(sessionMachine, {}, path)).toEqual([signedIn, signedOut])
  })

  it('ends a session the server already ended without calling it again, with the message and place it was given', () => {
    const path = along(restored, { type: 'session.ended', message: 'Your account has been deleted', to: '/' })
    expect(effectsAlong(sessionMachine, {}, path)).toEqual([
      { type: 'clearSession', params: undefined },
      { type: 'disableGoogleAutoSelect', params: undefined },
      { type: 'notify', params: { kind: 'success', message: 'Your account has been deleted' } },
      { type: 'navigate', params: { to: '/' } },
    ])
    expect(emittedAlong(sessionMachine, {}, path)).toEqual([signedIn, signedOut])
  })
})
