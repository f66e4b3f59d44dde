import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Order } from '@/domain/contract'
import { ordersMachine } from './orders.machine'
import { deferred } from '../lib/deferred'
import { testOrder } from './test-order'

const newest = testOrder('o2', { createdAt: '2026-11-22T08:00:00.000Z' })
const older = testOrder('o1')

function start(loadOrders: () => Promise<Order[]>, orders: Order[] | null = null) {
  const load = vi.fn(loadOrders)
  const logFailure = vi.fn<(error: unknown) => void>()
  const logic = ordersMachine.provide({
    actors: { loadOrders: fromPromise(() => load()) },
    actions: { logFailure: (_, { error }) => logFailure(error) },
  })
  const actor = createActor(logic, { input: { orders } }).start()
  return { actor, load, logFailure }
}

describe('the orders page', () => {
  it('loads the orders as it opens', () => {
    const answer = deferred<Order[]>()
    const { actor, load } = start(() => answer.promise)

    expect(actor.getSnapshot().value).toBe('loading')
    expect(load).toHaveBeenCalledOnce()
  })

  it('opens on the orders a page drawn for the shopper carried, loading nothing (docs/adr/0050)', () => {
    const listed = start(async () => [], [newest, older])
    expect(listed.actor.getSnapshot().value).toBe('listed')
    expect(listed.actor.getSnapshot().context.orders).toEqual([newest, older])
    expect(listed.load).not.toHaveBeenCalled()
    expect(start(async () => [], []).actor.getSnapshot().value).toBe('empty')
  })

  it("lists the server's orders in the server's order", async () => {
    const { actor } = start(async () => [newest, older])

    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(actor.getSnapshot().context.orders).toEqual([newest, older])
  })

  it('is empty when the shopper has no orders', async () => {
    const { actor } = start(async () => [])

    await waitFor(actor, (snapshot) => snapshot.matches('empty'))
    expect(actor.getSnapshot().context.orders).toEqual([])
  })

  it('only logs a failed load (spec §8) and loads again on retry', async () => {
    let failures = 1
    const error = new Error('Database unavailable')
    const { actor, load, logFailure } = start(async () => {
      if (failures-- > 0) throw error
      return [older]
    })

    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(logFailure).toHaveBeenCalledWith(error)
    expect(actor.getSnapshot().context.error).toBe(error)

    actor.send({ type: 'orders.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context.error).toBeNull()
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('ignores a retry while the orders are listed', async () => {
    const { actor, load } = start(async () => [older])
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))

    actor.send({ type: 'orders.retry' })

    expect(actor.getSnapshot().value).toBe('listed')
    expect(load).toHaveBeenCalledOnce()
  })

  it('puts an order the server answered anew in its place, leaving the others', async () => {
    const { actor, load } = start(async () => [newest, older])
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    const changed = { ...older, returnableUntil: '2026-11-23T10:00:00.000Z' }

    actor.send({ type: 'orders.changed', order: changed })

    expect(actor.getSnapshot().context.orders).toEqual([newest, changed])
    expect(load).toHaveBeenCalledOnce()
  })
})
