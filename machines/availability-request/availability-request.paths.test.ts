import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { availabilityRequestMachine } from './availability-request.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'

const sentAt = Date.parse('2026-11-24T09:00:00.000Z')

// Invoked actors and timers do not run during traversal: their outcomes are fed in as the events XState would raise.
// The clock moves by syncs to a few fixed instants so the context space stays small.
const events: AnyEventObject[] = [
  { type: 'availability.request', shopper: 'visitor', variant: null },
  { type: 'availability.request', shopper: 'verified', variant: null },
  { type: 'availability.request', shopper: 'pendingVerification', variant: 'XL' },
  { type: 'xstate.done.actor.requestAvailability', output: { requestedAt: sentAt } },
  { type: 'xstate.error.actor.requestAvailability', error: new Error('Network down') },
  { type: 'clock.sync', now: sentAt + 3 * 60 * 60 * 1000 },
]

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = ['idle', 'requesting', 'coolingDown']

describe('availability request reachability', () => {
  const paths = getShortestPaths(availabilityRequestMachine, {
    events: events as never,
    input: { productId: 'camon', hasSizes: true, retryAt: null, now: sentAt },
  })
  const reached = shortestPathPerState(paths)

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(availabilityRequestMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  it('reaches every state from a fresh product page', () => {
    expect([...reached.keys()].sort()).toEqual([...expectedStates].sort())
  })

  it('waits only after a request the server took', () => {
    const types = reached.get('coolingDown')!.steps.map((step) => step.event.type)
    expect(types).toContain('xstate.done.actor.requestAvailability')
  })

  it('never sends a request for a sized product without a size', () => {
    const sending = reached.get('requesting')!.steps.at(-1)!.event
    expect(sending).toMatchObject({ type: 'availability.request', variant: 'XL' })
  })
})
