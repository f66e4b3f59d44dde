// The vendor's orders are a paged list (machines/lib/paged-list.test.ts): here, what is the vendor's own.
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { vendorOrdersMachine, type LoadVendorOrdersInput, type VendorOrderPage } from './vendor-orders.machine'
import type { Notice } from '../lib/notice'
import { testListPage } from '../lib/test-list-page'
import { testVendorOrderLine } from './test-vendor-orders'

const newest = testVendorOrderLine('6650000000000000000000c3', { title: 'Charger', qty: 3 })
const middle = testVendorOrderLine('6650000000000000000000b2', { size: 'Black' })
const sameOrderOtherSize = testVendorOrderLine('6650000000000000000000b2', { size: 'White' })
const oldest = testVendorOrderLine('6650000000000000000000a1', { status: 'Delivered' })

function start(loadPage: (input: LoadVendorOrdersInput) => Promise<VendorOrderPage>) {
  const load = vi.fn(loadPage)
  const notify = vi.fn<(notice: Notice) => void>()
  const logic = vendorOrdersMachine.provide({
    actors: { loadPage: fromPromise(({ input }) => load(input)) },
    actions: { notify: (_, notice) => notify(notice), logFailure: () => {} },
  })
  return { actor: createActor(logic, { input: {} }).start(), load, notify }
}

describe("the vendor's orders", () => {
  it('adds pages of 12 below, each line once, two sizes of one order being two lines', async () => {
    const { actor, load } = start(async ({ page }) =>
      page === 1 ? testListPage([newest, middle], 1, 2) : testListPage([middle, sameOrderOtherSize, oldest], 2, null),
    )
    expect(load).toHaveBeenCalledWith({ page: 1, limit: 12 })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'list.more' })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(load).toHaveBeenLastCalledWith({ page: 2, limit: 12 })
    expect(actor.getSnapshot().context.items).toEqual([newest, middle, sameOrderOtherSize, oldest])
  })

  it("says the store's words when the server gives none", async () => {
    const { actor, notify } = start(async () => {
      throw new Error('')
    })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Your orders could not be loaded just now. Please try again.',
    })
  })
})
