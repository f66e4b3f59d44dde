import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { signInModalMachine } from './sign-in-modal.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState, snapshotAlong } from '../lib/state-paths'

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise, so
// every branch (a closed provider window, Google's and Apple's refusals) is explored. Routes are few and fixed so
// the context space stays small.
const events: AnyEventObject[] = [
  { type: 'modal.open', from: '/cart' },
  { type: 'modal.close' },
  { type: 'provider.continue', provider: 'google' },
  { type: 'provider.continue', provider: 'apple', from: null },
  { type: 'xstate.done.actor.requestIdToken', output: 'id-token' },
  { type: 'xstate.done.actor.requestIdToken', output: null },
  { type: 'xstate.error.actor.requestIdToken', error: new Error('popup blocked') },
  { type: 'xstate.done.actor.signInWithProvider' },
  { type: 'xstate.error.actor.signInWithProvider', error: new Error('Apple account not linked') },
]

// `settled` and `failed` only decide where to go next: the machine passes through them and never rests there.
const states = leafStatesOf(signInModalMachine.root)
const restingStates = states.filter((state) => state !== 'settled' && state !== 'failed')

const prefetched = { type: 'prefetchProviderSignIn', params: undefined }
const appleRefused = { type: 'xstate.error.actor.signInWithProvider', error: new Error('Apple account not linked') }
const token = { type: 'xstate.done.actor.requestIdToken', output: 'id-token' }

// A path from a fresh page through these events (the first step is the start).
const along = (...later: AnyEventObject[]) => ({
  steps: [{ type: 'xstate.init' }, ...later].map((event) => ({ event })),
})

describe('sign-in modal reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(signInModalMachine, { events: events as never }))
  const effectsInto = (state: string) => effectsAlong(signInModalMachine, undefined, reached.get(state)!)

  it('rests in every resting state from a fresh page', () => {
    expect([...reached.keys()].sort()).toEqual([...restingStates].sort())
  })

  it('fetches the sign-in code as soon as a provider is asked, and nothing else while it runs', () => {
    expect(effectsInto('awaitingToken')).toEqual([prefetched])
    expect(effectsInto('signingIn')).toEqual([prefetched])
  })

  it('reaches signingIn only with a token', () => {
    const steps = reached.get('signingIn')!.steps.map((step) => step.event)
    expect(steps.at(-1)).toMatchObject({ type: 'xstate.done.actor.requestIdToken', output: 'id-token' })
  })

  it('shows an error only after a sign-in started in the modal was refused, in the modal and not in a toast', () => {
    const error = reached.get('error')!
    const steps = error.steps.map((step) => step.event.type)
    expect(steps).toContain('modal.open')
    expect(steps.at(-1)).toMatch(/^xstate\.error\.actor\./)
    expect(effectsInto('error')).toEqual([prefetched])
    expect(snapshotAlong(signInModalMachine, undefined, error).context.error).toBe(
      (error.steps.at(-1)!.event as AnyEventObject).error.message,
    )
  })

  it("says in a toast why a sign-in started on a page was refused, with the server's word", () => {
    const path = along({ type: 'provider.continue', provider: 'apple', from: null }, token, appleRefused)
    expect(snapshotAlong(signInModalMachine, undefined, path).value).toBe('closed')
    expect(effectsAlong(signInModalMachine, undefined, path)).toEqual([
      prefetched,
      { type: 'notify', params: { kind: 'error', message: 'Apple account not linked' } },
    ])
  })

  it("logs Google's refusal and says nothing, back where the shopper was", () => {
    const error = new Error('popup blocked')
    const path = along(
      { type: 'modal.open', from: '/cart' },
      { type: 'provider.continue', provider: 'google' },
      { type: 'xstate.error.actor.requestIdToken', error },
    )
    expect(snapshotAlong(signInModalMachine, undefined, path).value).toBe('open')
    expect(effectsAlong(signInModalMachine, undefined, path)).toEqual([
      prefetched,
      { type: 'logGoogleFailure', params: { error } },
    ])
  })

  it('closes after a sign-in, or a closed provider window, telling the app nothing more', () => {
    const signedIn = along(
      { type: 'modal.open', from: '/cart' },
      { type: 'provider.continue', provider: 'google' },
      token,
      { type: 'xstate.done.actor.signInWithProvider' },
    )
    expect(snapshotAlong(signInModalMachine, undefined, signedIn).value).toBe('closed')
    expect(effectsAlong(signInModalMachine, undefined, signedIn)).toEqual([prefetched])
    const backedOut = along(
      { type: 'provider.continue', provider: 'google' },
      { type: 'xstate.done.actor.requestIdToken', output: null },
    )
    expect(snapshotAlong(signInModalMachine, undefined, backedOut).value).toBe('closed')
    expect(effectsAlong(signInModalMachine, undefined, backedOut)).toEqual([prefetched])
  })
})
