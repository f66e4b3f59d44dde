import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { orderStatusMessages } from '@/domain/order-status'
import { staffOrderMessages } from '@/domain/staff-order'
import type { Notice } from '../lib/notice'
import { deferred } from '../lib/deferred'
import { staffOrderMachine, type StaffOrder, type StaffOrderRequest } from './staff-order.machine'
import { testReturnRequest, testStaffOrder } from './test-staff-order'

const pending = testStaffOrder()
const processing = testStaffOrder({ status: 'Processing', nextStatuses: ['Shipped'], canCancel: true })
const delivered = testStaffOrder({
  status: 'Delivered',
  nextStatuses: [],
  canCancel: false,
  returns: [testReturnRequest({ qty: 1 }), testReturnRequest({ _id: 'return-2', state: 'declined' })],
})

interface Fakes {
  loadOrder?: (input: { orderId: string }) => Promise<StaffOrder>
  act?: (request: StaffOrderRequest) => Promise<StaffOrder>
}

function start(order: StaffOrder, fakes: Fakes = {}, drawn?: StaffOrder) {
  const loadOrder = vi.fn(fakes.loadOrder ?? (async () => order))
  const act = vi.fn(fakes.act ?? (async () => order))
  const notify = vi.fn<(notice: Notice) => void>()
  const logFailure = vi.fn<(error: unknown) => void>()
  const logic = staffOrderMachine.provide({
    actors: {
      loadOrder: fromPromise(({ input }) => loadOrder(input)),
      act: fromPromise(({ input }) => act(input)),
    },
    actions: { notify: (_, notice) => notify(notice), logFailure: (_, { error }) => logFailure(error) },
  })
  const actor = createActor(logic, { input: { orderId: order._id, order: drawn } }).start()
  return { actor, loadOrder, act, notify, logFailure }
}

async function viewing(order: StaffOrder, fakes: Fakes = {}) {
  const started = start(order, fakes)
  await waitFor(started.actor, (snapshot) => snapshot.matches('viewing'))
  return started
}

describe('the staff order page', () => {
  it('loads the order named by the address', async () => {
    const { actor, loadOrder } = await viewing(pending)
    expect(loadOrder).toHaveBeenCalledWith({ orderId: pending._id })
    expect(actor.getSnapshot().context.order).toEqual(pending)
  })

  it('opens on the order the page was drawn with, asking nothing', () => {
    const { actor, loadOrder } = start(pending, {}, pending)
    expect(actor.getSnapshot().value).toBe('viewing')
    expect(actor.getSnapshot().context.order).toEqual(pending)
    expect(loadOrder).not.toHaveBeenCalled()
  })

  it('logs an order that did not load and loads it again on retry', async () => {
    const { actor, loadOrder, logFailure } = start(pending, {
      loadOrder: vi
        .fn()
        .mockRejectedValueOnce(new ApiError(500, [{ message: 'Something went wrong.' }]))
        .mockResolvedValue(pending),
    })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(logFailure).toHaveBeenCalledOnce()
    actor.send({ type: 'order.retry' })
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'))
    expect(loadOrder).toHaveBeenCalledTimes(2)
  })

  it('says an order that does not exist, or an id that is not one, is not found, logging nothing', async () => {
    for (const status of [404, 400]) {
      const { actor, logFailure } = start(pending, {
        loadOrder: async () => {
          throw new ApiError(status, [{ message: orderStatusMessages.orderNotFound }])
        },
      })
      await waitFor(actor, (snapshot) => snapshot.matches('notFound'))
      actor.send({ type: 'order.retry' })
      expect(actor.getSnapshot().value).toBe('notFound')
      expect(logFailure).not.toHaveBeenCalled()
    }
  })

  it("keeps someone who is not staff out with the server's words, logging nothing", async () => {
    const notStaff = new ApiError(403, [{ message: orderStatusMessages.notStaff }])
    const { actor, logFailure } = start(pending, {
      loadOrder: async () => {
        throw notStaff
      },
    })
    await waitFor(actor, (snapshot) => snapshot.matches('denied'))
    expect(actor.getSnapshot().context.error).toBe(notStaff)
    expect(logFailure).not.toHaveBeenCalled()
  })

  it('offers no move the transition table refuses, whatever the server answered', async () => {
    // A pickup order answered with Shipped, and a delivered one answered as cancellable: the table allows neither.
    const pickup = testStaffOrder({
      status: 'Processing',
      deliveryMethod: 'motor-park-pickup',
      nextStatuses: ['Shipped', 'Ready for pickup'],
    })
    const { actor, act } = await viewing(pickup)
    actor.send({ type: 'ship.open' })
    expect(actor.getSnapshot().value).toBe('viewing')
    const { actor: done } = await viewing(testStaffOrder({ status: 'Delivered', nextStatuses: [], canCancel: true }))
    done.send({ type: 'cancel.open' })
    expect(done.getSnapshot().value).toBe('viewing')
    actor.send({ type: 'order.move', status: 'Ready for pickup' })
    expect(actor.getSnapshot().value).toBe('moving')
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'))
    expect(act).toHaveBeenCalledOnce()
  })

  it('moves the order with the status shown as `from`, and takes the order the server answers', async () => {
    const moved = testStaffOrder({ status: 'Processing', nextStatuses: ['Shipped'] })
    const { actor, act, notify } = await viewing(pending, { act: async () => moved })
    actor.send({ type: 'order.move', status: 'Processing' })
    expect(actor.getSnapshot().value).toBe('moving')
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'))
    expect(act).toHaveBeenCalledWith({
      kind: 'move',
      orderId: pending._id,
      body: { from: 'Pending', status: 'Processing' },
    })
    expect(actor.getSnapshot().context.order).toEqual(moved)
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'The order is now Processing.' })
  })

  it('offers only the moves the server allows', async () => {
    const { actor, act } = await viewing(pending)
    actor.send({ type: 'order.move', status: 'Delivered' })
    actor.send({ type: 'ship.open' })
    expect(actor.getSnapshot().value).toBe('viewing')
    expect(act).not.toHaveBeenCalled()
    const { actor: done } = await viewing(delivered)
    done.send({ type: 'cancel.open' })
    expect(done.getSnapshot().value).toBe('viewing')
  })

  it('ships only with a carrier and a tracking number, each within its limit', async () => {
    const { actor, act } = await viewing(processing)
    actor.send({ type: 'ship.open' })
    expect(actor.getSnapshot().value).toEqual({ shipping: 'editing' })
    actor.send({ type: 'ship.submit', carrier: ' ', trackingNumber: 'x'.repeat(61) })
    expect(actor.getSnapshot().value).toEqual({ shipping: 'editing' })
    expect(actor.getSnapshot().context.errors).toEqual({
      carrier: staffOrderMessages.carrierNeeded,
      trackingNumber: staffOrderMessages.trackingNumberTooLong,
    })
    actor.send({ type: 'ship.submit', carrier: ' GIG Logistics ', trackingNumber: 'GIG-5521' })
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'))
    expect(act).toHaveBeenCalledWith({
      kind: 'move',
      orderId: processing._id,
      body: { from: 'Processing', status: 'Shipped', carrier: 'GIG Logistics', trackingNumber: 'GIG-5521' },
    })
    expect(actor.getSnapshot().context.errors).toEqual({})
  })

  it('closes a dialog without sending anything', async () => {
    const { actor, act } = await viewing(processing)
    actor.send({ type: 'ship.open' })
    actor.send({ type: 'ship.submit', carrier: '', trackingNumber: '' })
    actor.send({ type: 'dialog.close' })
    expect(actor.getSnapshot().value).toBe('viewing')
    expect(actor.getSnapshot().context.errors).toEqual({})
    expect(act).not.toHaveBeenCalled()
  })

  it('cancels with a full refund by default, in naira, to where it was paid', async () => {
    const { actor, act, notify } = await viewing(pending)
    actor.send({ type: 'cancel.open' })
    actor.send({ type: 'cancel.submit', reason: 'Out of stock', refund: 'full', amount: '', refundTo: 'original' })
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'))
    expect(act).toHaveBeenCalledWith({
      kind: 'cancel',
      orderId: pending._id,
      body: { from: 'Pending', refund: 306000, refundTo: 'original', reason: 'Out of stock' },
    })
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: staffOrderMessages.cancelled })
  })

  it('cancels with part of the money, never more than is refundable, and asks for a reason', async () => {
    const { actor, act } = await viewing(testStaffOrder({ refundable: 1000.5 }))
    actor.send({ type: 'cancel.open' })
    actor.send({ type: 'cancel.submit', reason: '', refund: 'part', amount: '1000.51', refundTo: 'wallet' })
    expect(actor.getSnapshot().context.errors).toEqual({
      reason: staffOrderMessages.reasonNeeded,
      amount: orderStatusMessages.refundTooLarge('₦1,000.50'),
    })
    actor.send({
      type: 'cancel.submit',
      reason: 'Asked by the shopper',
      refund: 'part',
      amount: 'ten',
      refundTo: 'wallet',
    })
    expect(actor.getSnapshot().context.errors).toEqual({ amount: staffOrderMessages.amountNeeded })
    actor.send({
      type: 'cancel.submit',
      reason: 'Asked by the shopper',
      refund: 'part',
      amount: '1,000.25',
      refundTo: 'wallet',
    })
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'))
    expect(act).toHaveBeenCalledWith({
      kind: 'cancel',
      orderId: pending._id,
      body: { from: 'Pending', refund: 1000.25, refundTo: 'wallet', reason: 'Asked by the shopper' },
    })
  })

  it("keeps the dialog open with the server's message when it refuses, other than a conflict", async () => {
    const { actor, logFailure } = await viewing(pending, {
      act: async () => {
        throw new ApiError(400, [{ message: 'refund must be a number' }])
      },
    })
    actor.send({ type: 'cancel.open' })
    actor.send({ type: 'cancel.submit', reason: 'Duplicate order', refund: 'full', amount: '', refundTo: 'original' })
    await waitFor(actor, (snapshot) => snapshot.matches({ cancelling: 'editing' }))
    expect(actor.getSnapshot().context.submitError).toBe('refund must be a number')
    expect(logFailure).toHaveBeenCalledOnce()
  })

  it("shows the server's message on a conflict and loads the order again", async () => {
    const now = testStaffOrder({ status: 'Processing', nextStatuses: ['Shipped'] })
    const reload = deferred<StaffOrder>()
    const { actor, loadOrder, notify } = await viewing(pending, {
      act: async () => {
        throw new ApiError(409, [{ message: orderStatusMessages.notAllowed('Processing', 'Processing') }])
      },
    })
    loadOrder.mockImplementation(() => reload.promise)
    actor.send({ type: 'order.move', status: 'Processing' })
    await waitFor(actor, (snapshot) => snapshot.matches('refreshing'))
    reload.resolve(now)
    await waitFor(actor, (snapshot) => snapshot.matches('refreshed'))
    expect(actor.getSnapshot().context.conflict).toBe(orderStatusMessages.notAllowed('Processing', 'Processing'))
    expect(actor.getSnapshot().context.order).toEqual(now)
    expect(loadOrder).toHaveBeenCalledTimes(2)
    expect(notify).not.toHaveBeenCalled()
    // The next action clears the message.
    actor.send({ type: 'ship.open' })
    expect(actor.getSnapshot().context.conflict).toBeNull()
  })

  it('refunds a return up to its line, to the chosen place', async () => {
    const { actor, act, notify } = await viewing(delivered)
    actor.send({ type: 'return.open', returnId: 'return-2', decision: 'refund' })
    expect(actor.getSnapshot().value).toBe('viewing')
    actor.send({ type: 'return.open', returnId: 'return-1', decision: 'refund' })
    expect(actor.getSnapshot().value).toEqual({ decidingReturn: 'editing' })
    actor.send({ type: 'return.submit', amount: '155000.01', refundTo: 'wallet', message: '' })
    expect(actor.getSnapshot().context.errors).toEqual({ amount: orderStatusMessages.refundTooLarge('₦155,000.00') })
    actor.send({ type: 'return.submit', amount: '0', refundTo: 'wallet', message: '' })
    expect(actor.getSnapshot().context.errors).toEqual({ amount: staffOrderMessages.amountZero })
    actor.send({ type: 'return.submit', amount: '155000', refundTo: 'wallet', message: '' })
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'))
    expect(act).toHaveBeenCalledWith({
      kind: 'return',
      returnId: 'return-1',
      body: { decision: 'refund', amount: 155000, refundTo: 'wallet', message: '' },
    })
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: staffOrderMessages.returnRefunded })
  })

  it('declines a return only with a message, and accepts an exchange without one', async () => {
    const { actor, act } = await viewing(delivered)
    actor.send({ type: 'return.open', returnId: 'return-1', decision: 'decline' })
    actor.send({ type: 'return.submit', amount: '', refundTo: 'original', message: ' ' })
    expect(actor.getSnapshot().context.errors).toEqual({ message: staffOrderMessages.declineMessageNeeded })
    actor.send({ type: 'dialog.close' })
    actor.send({ type: 'return.open', returnId: 'return-1', decision: 'exchange' })
    actor.send({ type: 'return.submit', amount: '', refundTo: 'original', message: '' })
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'))
    expect(act).toHaveBeenCalledWith({
      kind: 'return',
      returnId: 'return-1',
      body: { decision: 'exchange', message: '' },
    })
  })
})
