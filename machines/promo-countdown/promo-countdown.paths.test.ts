import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import { type AnyEventObject } from 'xstate'
import { promoCountdownMachine, type Promo } from './promo-countdown.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState, snapshotAlong } from '../lib/state-paths'

const oneSecondLeft: Promo = { priceDrop: true, text: 'Price drop', expires: new Date(1000).toISOString() }

// The named `tick` delay fires as this event; the walk raises it by hand instead of waiting.
const events: AnyEventObject[] = [
  { type: 'xstate.after.tick.promoCountdown.running' },
  { type: 'promo.change', promo: { ...oneSecondLeft, priceDrop: false }, now: 0 },
  { type: 'promo.change', promo: { ...oneSecondLeft, expires: 'not a date' }, now: 0 },
  { type: 'clock.sync', now: 500 },
]

const states = leafStatesOf(promoCountdownMachine.root)
const input = { promo: oneSecondLeft, now: 0 }

// The machine has no slot of the app's: what a path does is the clock and the promo it leaves.
describe('the promo countdown machine paths', () => {
  const reached = shortestPathPerState(
    getShortestPaths(promoCountdownMachine, {
      input,
      events: events as never,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    }),
  )
  // Paths are told apart by state alone, so the snapshot a path ends in is worked out again from its steps.
  const contextAt = (state: string) => snapshotAlong(promoCountdownMachine, input, reached.get(state)!).context

  it('reaches every state of the machine', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('counts down from the start when a price drop is active', () => {
    const running = reached.get('running')!
    expect(running.steps).toHaveLength(1)
    expect(contextAt('running')).toMatchObject({ now: 0, expiresAt: 1000 })
  })

  it('expires after one tick of one second, the clock moved by exactly that tick', () => {
    const expired = reached.get('expired')!
    expect(expired.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.after.tick.promoCountdown.running',
    ])
    expect(contextAt('expired').now).toBe(1000)
    expect(effectsAlong(promoCountdownMachine, input, expired)).toEqual([])
  })

  it('hides the bar for a promo without a price drop', () => {
    const hidden = reached.get('hidden')!
    expect(hidden.steps.at(-1)!.event).toMatchObject({ type: 'promo.change', promo: { priceDrop: false } })
    expect(contextAt('hidden').promo?.priceDrop).toBe(false)
  })

  it('says the date is invalid for a price drop whose date does not parse', () => {
    const invalid = reached.get('invalid')!
    expect(invalid.steps.at(-1)!.event).toMatchObject({ type: 'promo.change', promo: { expires: 'not a date' } })
    expect(contextAt('invalid').expiresAt).toBeNaN()
  })
})
