import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import { type AnyEventObject } from 'xstate'
import { promoCountdownMachine, type Promo } from './promo-countdown.machine'

const oneSecondLeft: Promo = { priceDrop: true, text: 'Price drop', expires: new Date(1000).toISOString() }

// The named `tick` delay fires as this event; the walk raises it by hand instead of waiting.
const events: AnyEventObject[] = [
  { type: 'xstate.after.tick.promoCountdown.running' },
  { type: 'promo.change', promo: { ...oneSecondLeft, priceDrop: false }, now: 0 },
  { type: 'promo.change', promo: { ...oneSecondLeft, expires: 'not a date' }, now: 0 },
  { type: 'clock.sync', now: 500 },
]

describe('the promo countdown machine paths', () => {
  const paths = getShortestPaths(promoCountdownMachine, {
    input: { promo: oneSecondLeft, now: 0 },
    events: events as never,
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  })
  const reached = paths.map((path) => String(path.state.value)).sort()

  it('reaches every state of the machine', () => {
    expect(reached).toEqual(Object.keys(promoCountdownMachine.root.states).sort())
  })

  it('has exactly the states the promo bar draws', () => {
    expect(reached).toEqual(['expired', 'hidden', 'invalid', 'running'])
  })

  it('reaches expired by one tick when one second is left', () => {
    const path = paths.find((candidate) => candidate.state.value === 'expired')
    expect(path?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.after.tick.promoCountdown.running',
    ])
  })
})
