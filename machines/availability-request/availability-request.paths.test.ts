import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { AVAILABILITY_REQUEST_SENT, AVAILABILITY_REQUEST_SENT_MS, SELECT_VARIANT_MESSAGE } from '@/domain/availability'
import { pathTo } from '@/domain/routes'
import { availabilityRequestMachine, type Shopper } from './availability-request.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'

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

const states = leafStatesOf(availabilityRequestMachine.root)
const input = { productId: 'camon', hasSizes: true, retryAt: null, now: sentAt }

describe('availability request reachability', () => {
  const paths = getShortestPaths(availabilityRequestMachine, { events: events as never, input })
  const reached = shortestPathPerState(paths)
  /** The effects of the shortest path into `state`, followed by `events`. */
  const effectsAfter = (state: string, ...more: AnyEventObject[]) =>
    effectsAlong(availabilityRequestMachine, input, {
      steps: [...reached.get(state)!.steps, ...more.map((event) => ({ event }))],
    })
  const press = (shopper: Shopper, variant: string | null): AnyEventObject => ({
    type: 'availability.request',
    shopper,
    variant,
  })
  const refused = { type: 'xstate.error.actor.requestAvailability', error: new Error('Verify your email first') }

  it('reaches every state from a fresh product page', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('waits only after a request the server took', () => {
    const types = reached.get('coolingDown')!.steps.map((step) => step.event.type)
    expect(types).toContain('xstate.done.actor.requestAvailability')
  })

  it('never sends a request for a sized product without a size', () => {
    const sending = reached.get('requesting')!.steps.at(-1)!.event
    expect(sending).toMatchObject({ type: 'availability.request', variant: 'XL' })
  })

  it('asks a visitor to sign in, and a shopper to choose a size first', () => {
    expect(effectsAfter('idle', press('visitor', null))).toEqual([{ type: 'openSignIn', params: undefined }])
    expect(effectsAfter('idle', press('verified', null))).toEqual([
      { type: 'notify', params: { kind: 'error', message: SELECT_VARIANT_MESSAGE } },
    ])
  })

  it('remembers a request the server took and thanks the shopper', () => {
    expect(effectsAlong(availabilityRequestMachine, input, reached.get('coolingDown')!)).toEqual([
      { type: 'remember', params: { productId: 'camon', timestamp: sentAt } },
      {
        type: 'notify',
        params: { kind: 'success', message: AVAILABILITY_REQUEST_SENT, duration: AVAILABILITY_REQUEST_SENT_MS },
      },
    ])
  })

  it("sends a shopper whose email is not verified to /verification with the server's word", () => {
    expect(effectsAfter('idle', press('pendingVerification', 'XL'), refused)).toEqual([
      { type: 'notify', params: { kind: 'error', message: 'Verify your email first' } },
      { type: 'navigate', params: { to: pathTo('verification') } },
    ])
  })

  it("tells a verified shopper the server's word and stays", () => {
    expect(effectsAfter('idle', press('verified', 'XL'), refused)).toEqual([
      { type: 'notify', params: { kind: 'error', message: 'Verify your email first' } },
    ])
  })
})
