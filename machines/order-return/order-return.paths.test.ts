import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { returnFormTexts } from '@/domain/order-return-form'
import { orderReturnMachine } from './order-return.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testOrder } from '../orders/test-order'

const order = testOrder('o1', { status: 'Delivered', returnableUntil: '2026-11-23T10:00:00.000Z', returns: [] })
const refusal = new Error('Returns are accepted within 24 hours of delivery.')

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'kind.change', kind: 'exchange' },
  { type: 'reason.change', reason: 'Too small' },
  { type: 'return.submit' },
  { type: 'xstate.done.actor.sendReturn', output: order },
  { type: 'xstate.error.actor.sendReturn', error: refusal },
]

const states = leafStatesOf(orderReturnMachine.root)
const input = { order }

describe('order return reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(orderReturnMachine, { events: events as never, input }))
  const effectsInto = (state: string) => effectsAlong(orderReturnMachine, input, reached.get(state)!)

  it('reaches every state by a shortest path', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('sends only with a reason', () => {
    const withoutReason = shortestPathPerState(
      getShortestPaths(orderReturnMachine, {
        events: events.filter((event) => event.type !== 'reason.change') as never,
        input,
      }),
    )
    expect(withoutReason.has('submitting')).toBe(false)
    expect(reached.get('submitting')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'reason.change',
      'return.submit',
    ])
  })

  it('tells the app nothing while the shopper fills the form and it is sent', () => {
    expect(effectsInto('asking')).toEqual([])
    expect(effectsInto('submitting')).toEqual([])
  })

  it('tells the shopper, and hands the page the order, once the request is taken', () => {
    expect(effectsInto('sent')).toEqual([
      { type: 'notify', params: { kind: 'success', message: returnFormTexts.sent } },
      { type: 'returned', params: order },
    ])
  })

  it('only logs a refusal, whose words the form shows', () => {
    expect(effectsInto('refused')).toEqual([{ type: 'logFailure', params: { error: refusal } }])
  })
})
