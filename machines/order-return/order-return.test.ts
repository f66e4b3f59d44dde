import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Order } from '@/domain/contract'
import { returnFormTexts } from '@/domain/order-return-form'
import { orderStatusMessages, RETURN_REASON_MAX_LENGTH } from '@/domain/order-status'
import { orderReturnMachine, type SendReturnInput } from './order-return.machine'
import { deferred } from '../lib/deferred'
import { testOrder, testOrderedProduct } from '../orders/test-order'

const delivered = testOrder('o1', {
  status: 'Delivered',
  returnableUntil: '2026-11-23T10:00:00.000Z',
  orderedProducts: [testOrderedProduct('a', { qty: 1 }), testOrderedProduct('b', { qty: 3 })],
  returns: [],
})

function start(sendReturn: (input: SendReturnInput) => Promise<Order>, order: Order = delivered) {
  const send = vi.fn(sendReturn)
  const notify = vi.fn()
  const returned = vi.fn<(order: Order) => void>()
  const logFailure = vi.fn()
  const logic = orderReturnMachine.provide({
    actors: { sendReturn: fromPromise(({ input }) => send(input)) },
    actions: {
      notify: (_, notice) => notify(notice),
      returned: (_, answered) => returned(answered),
      logFailure: (_, { error }) => logFailure(error),
    },
  })
  const actor = createActor(logic, { input: { order } }).start()
  return { actor, send, notify, returned, logFailure }
}

describe('asking to return or exchange an item', () => {
  it('opens on the first line with something left, one of it, as a return', () => {
    const { actor } = start(async () => delivered, {
      ...delivered,
      returns: [
        {
          _id: 'r1',
          line: 0,
          title: 'Product a',
          qty: 1,
          kind: 'return',
          reason: 'Broken',
          state: 'requested',
          message: null,
          createdAt: '2026-11-22T10:00:00.000Z',
          decidedAt: null,
        },
      ],
    })
    expect(actor.getSnapshot().value).toBe('asking')
    expect(actor.getSnapshot().context).toMatchObject({ line: 1, qty: 1, kind: 'return', reason: '' })
  })

  it('keeps the quantity between one and what the line has left', () => {
    const { actor } = start(async () => delivered)
    actor.send({ type: 'line.change', line: 1 })
    actor.send({ type: 'qty.change', qty: 5 })
    expect(actor.getSnapshot().context.qty).toBe(3)
    actor.send({ type: 'qty.change', qty: 0 })
    expect(actor.getSnapshot().context.qty).toBe(1)
    actor.send({ type: 'qty.change', qty: 3 })
    actor.send({ type: 'line.change', line: 0 })
    expect(actor.getSnapshot().context.qty).toBe(1)
  })

  it('sends nothing without a reason, or with one that is too long, and says why', () => {
    const { actor, send } = start(async () => delivered)
    actor.send({ type: 'reason.change', reason: '   ' })
    actor.send({ type: 'return.submit' })
    expect(actor.getSnapshot().context.reasonError).toBe(returnFormTexts.reasonNeeded)
    actor.send({ type: 'reason.change', reason: 'x'.repeat(RETURN_REASON_MAX_LENGTH + 1) })
    expect(actor.getSnapshot().context.reasonError).toBeNull()
    actor.send({ type: 'return.submit' })
    expect(actor.getSnapshot().context.reasonError).toBe(returnFormTexts.reasonTooLong)
    expect(actor.getSnapshot().value).toBe('asking')
    expect(send).not.toHaveBeenCalled()
  })

  it('sends the chosen line, quantity, kind and reason, then hands the answered order to the page', async () => {
    const answered = { ...delivered, returns: [] }
    const answer = deferred<Order>()
    const { actor, send, notify, returned } = start(() => answer.promise)
    actor.send({ type: 'line.change', line: 1 })
    actor.send({ type: 'qty.change', qty: 2 })
    actor.send({ type: 'kind.change', kind: 'exchange' })
    actor.send({ type: 'reason.change', reason: '  Too small  ' })
    actor.send({ type: 'return.submit' })

    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(send).toHaveBeenCalledWith({
      orderId: 'o1',
      body: { line: 1, qty: 2, kind: 'exchange', reason: 'Too small' },
    })
    answer.resolve(answered)
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: returnFormTexts.sent })
    expect(returned).toHaveBeenCalledWith(answered)
  })

  it("shows the server's refusal and lets the shopper send again", async () => {
    let refusals = 1
    const { actor, send, returned, logFailure } = start(async () => {
      if (refusals-- > 0) throw new Error(orderStatusMessages.returnClosed)
      return delivered
    })
    actor.send({ type: 'reason.change', reason: 'Too small' })
    actor.send({ type: 'return.submit' })

    await waitFor(actor, (snapshot) => snapshot.matches('refused'))
    expect(actor.getSnapshot().context.message).toBe(orderStatusMessages.returnClosed)
    expect(logFailure).toHaveBeenCalledOnce()
    expect(returned).not.toHaveBeenCalled()

    actor.send({ type: 'return.submit' })
    expect(actor.getSnapshot().context.message).toBeNull()
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(send).toHaveBeenCalledTimes(2)
  })
})
