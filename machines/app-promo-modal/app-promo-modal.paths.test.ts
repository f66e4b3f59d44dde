import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import { type AnyEventObject } from 'xstate'
import { appPromoModalMachine } from './app-promo-modal.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'

// The named `promoDelay` fires as this event; the walk raises it by hand instead of waiting 10 s.
const events: AnyEventObject[] = [
  { type: 'xstate.after.promoDelay.appPromoModal.waiting' },
  { type: 'modal.close' },
  { type: 'auth.signIn' },
]

const states = leafStatesOf(appPromoModalMachine.root)
const visitor = { hasToken: false }

describe('the app promo modal machine paths', () => {
  const walk = (input: { hasToken: boolean; wasClosed?: boolean }) =>
    shortestPathPerState(
      getShortestPaths(appPromoModalMachine, {
        input,
        events: events as never,
        serializeState: (snapshot) => JSON.stringify(snapshot.value),
      }),
    )
  const reached = walk(visitor)

  it('reaches every state of the machine', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('opens only through the delay, remembering nothing', () => {
    const open = reached.get('open')!
    expect(open.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.after.promoDelay.appPromoModal.waiting',
    ])
    expect(effectsAlong(appPromoModalMachine, visitor, open)).toEqual([])
  })

  it('remembers for the tab that the visitor closed it', () => {
    const closing = { steps: [...reached.get('open')!.steps, { event: { type: 'modal.close' } }] }
    expect(effectsAlong(appPromoModalMachine, visitor, closing)).toEqual([
      { type: 'rememberClosed', params: undefined },
    ])
  })

  it('stays shut without remembering anything when the visitor signs in during the wait', () => {
    const closed = reached.get('closed')!
    expect(closed.steps.map((step) => step.event.type)).toEqual(['xstate.init', 'auth.signIn'])
    expect(effectsAlong(appPromoModalMachine, visitor, closed)).toEqual([])
  })

  it('never opens for a shopper with a token, or a visitor who closed it in this tab', () => {
    for (const input of [{ hasToken: true }, { hasToken: false, wasClosed: true }]) {
      const paths = walk(input)
      expect([...paths.keys()]).toEqual(['closed'])
      expect(effectsAlong(appPromoModalMachine, input, paths.get('closed')!)).toEqual([])
    }
  })
})
