import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { vendorOrdersMachine, type LoadVendorOrdersInput, type VendorOrderPage } from './vendor-orders.machine'
import type { Notice } from '../lib/notice'
import { deferred } from '../lib/deferred'
import { testVendorOrderLine, testVendorOrderPage } from './test-vendor-orders'

const newest = testVendorOrderLine('6650000000000000000000c3', { title: 'Charger', qty: 3 })
const middle = testVendorOrderLine('6650000000000000000000b2', { size: 'Black' })
const sameOrderOtherSize = testVendorOrderLine('6650000000000000000000b2', { size: 'White' })
const oldest = testVendorOrderLine('6650000000000000000000a1', { status: 'Delivered' })

function start(loadVendorOrders: (input: LoadVendorOrdersInput) => Promise<VendorOrderPage>) {
  const load = vi.fn(loadVendorOrders)
  const notify = vi.fn<(notice: Notice) => void>()
  const logFailure = vi.fn<(error: unknown) => void>()
  const logic = vendorOrdersMachine.provide({
    actors: { loadVendorOrders: fromPromise(({ input }) => load(input)) },
    actions: { notify: (_, notice) => notify(notice), logFailure: (_, { error }) => logFailure(error) },
  })
  return { actor: createActor(logic).start(), load, notify, logFailure }
}

describe("the vendor's orders", () => {
  it('asks for the first page of 12 as it opens', () => {
    const { actor, load } = start(() => deferred<VendorOrderPage>().promise)
    expect(actor.getSnapshot().value).toBe('loading')
    expect(load).toHaveBeenCalledWith({ page: 1, limit: 12 })
  })

  it("lists the server's lines in the server's order", async () => {
    const { actor } = start(async () => testVendorOrderPage([newest, middle]))
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(actor.getSnapshot().context).toMatchObject({ lines: [newest, middle], totalDocs: 2 })
    expect(actor.getSnapshot().can({ type: 'orders.more' })).toBe(false)
  })

  it('is empty when no paid order holds the vendor’s products', async () => {
    const { actor } = start(async () => testVendorOrderPage([]))
    await waitFor(actor, (snapshot) => snapshot.matches('empty'))
  })

  it('adds the next page below, each line once, two sizes of one order being two lines', async () => {
    const { actor, load } = start(async ({ page }) =>
      page === 1
        ? testVendorOrderPage([newest, middle], 1, 2)
        : testVendorOrderPage([middle, sameOrderOtherSize, oldest], 2, null),
    )
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'orders.more' })
    expect(actor.getSnapshot().value).toBe('loadingMore')
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(load).toHaveBeenLastCalledWith({ page: 2, limit: 12 })
    expect(actor.getSnapshot().context.lines).toEqual([newest, middle, sameOrderOtherSize, oldest])
    expect(actor.getSnapshot().can({ type: 'orders.more' })).toBe(false)
  })

  it("says the server's words when the lines cannot be loaded, and loads again on retry", async () => {
    const error = new Error('Only vendors can do this.')
    let failures = 1
    const { actor, notify, logFailure } = start(async () => {
      if (failures-- > 0) throw error
      return testVendorOrderPage([oldest])
    })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Only vendors can do this.' })
    expect(logFailure).toHaveBeenCalledWith(error)
    actor.send({ type: 'orders.retry' })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it("keeps the list when a further page fails, and says the store's words", async () => {
    const { actor, notify } = start(async ({ page }) => {
      if (page === 2) throw new Error('')
      return testVendorOrderPage([newest], 1, 2)
    })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'orders.more' })
    await waitFor(actor, (snapshot) => snapshot.matches('listed') && notify.mock.calls.length > 0)
    expect(actor.getSnapshot().context.lines).toEqual([newest])
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Your orders could not be loaded just now. Please try again.',
    })
  })
})
