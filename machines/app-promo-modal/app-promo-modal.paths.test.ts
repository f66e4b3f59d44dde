import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import { type AnyEventObject } from 'xstate'
import { appPromoModalMachine } from './app-promo-modal.machine'

// The named `promoDelay` fires as this event; the walk raises it by hand instead of waiting 10 s.
const events: AnyEventObject[] = [
  { type: 'xstate.after.promoDelay.appPromoModal.waiting' },
  { type: 'modal.close' },
  { type: 'auth.signIn' },
]

describe('the app promo modal machine paths', () => {
  const paths = getShortestPaths(appPromoModalMachine, {
    input: { hasToken: false },
    events: events as never,
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  })
  const reached = paths.map((path) => String(path.state.value)).sort()

  it('reaches every state of the machine', () => {
    expect(reached).toEqual(Object.keys(appPromoModalMachine.root.states).sort())
  })

  it('has exactly the states the modal draws', () => {
    expect(reached).toEqual(['closed', 'open', 'waiting'])
  })

  it('reaches open only through the delay', () => {
    const path = paths.find((candidate) => candidate.state.value === 'open')
    expect(path?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.after.promoDelay.appPromoModal.waiting',
    ])
  })
})
