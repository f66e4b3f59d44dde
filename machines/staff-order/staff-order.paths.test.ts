import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { ApiError } from '@/api/errors'
import { orderStatusMessages } from '@/domain/order-status'
import { staffOrderMachine } from './staff-order.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState, snapshotAlong } from '../lib/state-paths'
import { testReturnRequest, testStaffOrder } from './test-staff-order'

// Three orders, so each action has one to act on: Pending (a move with one press, a cancel), Processing by door (a
// shipment) and Delivered with a return waiting (a decision).
const pending = testStaffOrder()
const processing = testStaffOrder({ status: 'Processing', nextStatuses: ['Shipped'] })
const delivered = testStaffOrder({
  status: 'Delivered',
  nextStatuses: [],
  canCancel: false,
  returns: [testReturnRequest()],
})

const broken = new ApiError(500, [{ message: 'Something went wrong.' }])
const missing = new ApiError(404, [{ message: orderStatusMessages.orderNotFound }])
const notStaff = new ApiError(403, [{ message: orderStatusMessages.notStaff }])
const movedFirst = new ApiError(409, [{ message: orderStatusMessages.notAllowed('Processing', 'Processing') }])
const refused = new ApiError(400, [{ message: 'refund must be a number' }])

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise. The values
// are few and fixed so the context space stays small.
const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadOrder', output: pending },
  { type: 'xstate.done.actor.loadOrder', output: processing },
  { type: 'xstate.done.actor.loadOrder', output: delivered },
  { type: 'xstate.error.actor.loadOrder', error: broken },
  { type: 'xstate.error.actor.loadOrder', error: missing },
  { type: 'xstate.error.actor.loadOrder', error: notStaff },
  { type: 'order.retry' },
  { type: 'order.move', status: 'Processing' },
  { type: 'ship.open' },
  { type: 'cancel.open' },
  { type: 'return.open', returnId: 'return-1', decision: 'exchange' },
  { type: 'dialog.close' },
  { type: 'ship.submit', carrier: 'GIG Logistics', trackingNumber: 'GIG-5521' },
  { type: 'cancel.submit', reason: 'Out of stock', refund: 'full', amount: '', refundTo: 'original' },
  { type: 'return.submit', amount: '', refundTo: 'original', message: '' },
  { type: 'xstate.done.actor.act', output: processing },
  { type: 'xstate.error.actor.act', error: movedFirst },
  { type: 'xstate.error.actor.act', error: refused },
]

// `opening` decides at once whether the order was drawn with the page; nothing rests in it.
const states = leafStatesOf(staffOrderMachine.root).filter((state) => state !== 'opening')
const input = { orderId: pending._id }

describe('staff order page reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(staffOrderMachine, { input, events: events as never }))
  const effectsInto = (state: string) => effectsAlong(staffOrderMachine, input, reached.get(state)!)
  const then = (state: string, event: AnyEventObject) => ({ steps: [...reached.get(state)!.steps, { event }] })
  const after = (state: string, event: AnyEventObject) => effectsAlong(staffOrderMachine, input, then(state, event))

  it('reaches every state by a shortest path', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('shows the order, and opens each dialog, telling the app nothing', () => {
    for (const state of ['viewing', 'moving', 'shipping.editing', 'cancelling.editing', 'decidingReturn.editing'])
      expect(effectsInto(state), state).toEqual([])
  })

  it('logs an order that did not load, and keeps no such order and someone not staff out of the log', () => {
    expect(effectsInto('failed')).toEqual([{ type: 'logFailure', params: { error: broken } }])
    expect(effectsInto('notFound')).toEqual([])
    expect(effectsInto('denied')).toEqual([])
    expect(snapshotAlong(staffOrderMachine, input, reached.get('denied')!).context.error).toBe(notStaff)
  })

  it('sends only what a dialog checked, and says what the server applied', () => {
    expect(reached.get('shipping.submitting')!.steps.at(-1)!.event.type).toBe('ship.submit')
    expect(after('shipping.submitting', { type: 'xstate.done.actor.act', output: processing })).toEqual([
      { type: 'notify', params: { kind: 'success', message: 'The order is now Shipped.' } },
    ])
    expect(after('moving', { type: 'xstate.done.actor.act', output: processing })).toEqual([
      { type: 'notify', params: { kind: 'success', message: 'The order is now Processing.' } },
    ])
  })

  it('reloads an order someone else moved first and says so over it, logging nothing', () => {
    expect(effectsInto('refreshing')).toEqual([])
    expect(effectsInto('refreshed')).toEqual([])
    const refreshed = snapshotAlong(staffOrderMachine, input, reached.get('refreshed')!)
    expect(refreshed.context.conflict).toBe(movedFirst.message)
    const conflicted = then('cancelling.submitting', { type: 'xstate.error.actor.act', error: movedFirst })
    expect(snapshotAlong(staffOrderMachine, input, conflicted).value).toBe('refreshing')
  })

  it("keeps a dialog open with the server's refusal and logs it; a refused press is told in a toast", () => {
    const inDialog = then('cancelling.submitting', { type: 'xstate.error.actor.act', error: refused })
    expect(effectsAlong(staffOrderMachine, input, inDialog)).toEqual([
      { type: 'logFailure', params: { error: refused } },
    ])
    const dialog = snapshotAlong(staffOrderMachine, input, inDialog)
    expect(dialog.value).toEqual({ cancelling: 'editing' })
    expect(dialog.context.submitError).toBe(refused.message)
    expect(after('moving', { type: 'xstate.error.actor.act', error: refused })).toEqual([
      { type: 'logFailure', params: { error: refused } },
      { type: 'notify', params: { kind: 'error', message: refused.message } },
    ])
  })
})
