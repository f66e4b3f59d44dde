import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { staffOrdersMachine, type StaffOrdersPage } from './staff-orders.machine'
import type { StaffOrdersQuery } from '@/domain/staff-board'
import { ApiError } from '@/api/errors'
import { deferred } from '../lib/deferred'
import { testStaffOrder, testStaffOrdersPage } from './test-staff-orders'

const newest = testStaffOrder('65f1c0ffee0000000000b002', { status: 'Processing' })
const older = testStaffOrder('65f1c0ffee0000000000b001')

function start(load: (query: StaffOrdersQuery) => Promise<StaffOrdersPage>, search = '') {
  const loadStaffOrders = vi.fn(load)
  const writeQuery = vi.fn<(search: string) => void>()
  const logFailure = vi.fn<(error: unknown) => void>()
  const clock = new SimulatedClock()
  const logic = staffOrdersMachine.provide({
    actors: { loadStaffOrders: fromPromise(({ input }) => loadStaffOrders(input)) },
    actions: {
      writeQuery: (_, { search: query }) => writeQuery(query),
      logFailure: (_, { error }) => logFailure(error),
    },
  })
  const actor = createActor(logic, { input: { search }, clock }).start()
  return { actor, loadStaffOrders, writeQuery, logFailure, clock }
}

describe('the staff orders board', () => {
  it("asks for the address's filters and page as it opens", () => {
    const { actor, loadStaffOrders } = start(
      () => deferred<StaffOrdersPage>().promise,
      '?status=Pending&deliveryMethod=motor-park-pickup&from=2026-11-20&q=OJA&page=2',
    )
    expect(actor.getSnapshot().value).toBe('loading')
    expect(loadStaffOrders).toHaveBeenCalledWith({
      status: 'Pending',
      deliveryMethod: 'motor-park-pickup',
      from: '2026-11-20',
      q: 'OJA',
      page: 2,
      limit: 20,
    })
  })

  it("lists the server's page in the server's order", async () => {
    const { actor } = start(async () => testStaffOrdersPage([newest, older], 1, 3))
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(actor.getSnapshot().context).toMatchObject({ orders: [newest, older], page: 1, totalPages: 3 })
  })

  it('is empty when no paid order matches', async () => {
    const { actor } = start(async () => testStaffOrdersPage([]), '?status=Delivered')
    await waitFor(actor, (snapshot) => snapshot.matches('empty'))
  })

  it('narrows by a filter from page 1 and puts it in the address', async () => {
    const { actor, loadStaffOrders, writeQuery } = start(async () => testStaffOrdersPage([newest]), '?page=3')
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'filters.change', filters: { status: 'Processing', to: '2026-11-27' } })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(loadStaffOrders).toHaveBeenLastCalledWith({ status: 'Processing', to: '2026-11-27', page: 1, limit: 20 })
    expect(writeQuery).toHaveBeenLastCalledWith('status=Processing&to=2026-11-27')
    actor.send({ type: 'filters.change', filters: { status: undefined } })
    expect(writeQuery).toHaveBeenLastCalledWith('to=2026-11-27')
  })

  it('asks for a search once typing pauses, not at each key', async () => {
    const { actor, loadStaffOrders, writeQuery, clock } = start(async () => testStaffOrdersPage([newest]))
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'search.type', q: '0803' })
    clock.increment(200)
    actor.send({ type: 'search.type', q: '08031' })
    clock.increment(399)
    expect(actor.getSnapshot().value).toBe('typing')
    expect(loadStaffOrders).toHaveBeenCalledTimes(1)
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('loading')
    expect(loadStaffOrders).toHaveBeenCalledTimes(2)
    expect(loadStaffOrders).toHaveBeenLastCalledWith({ q: '08031', page: 1, limit: 20 })
    expect(writeQuery).toHaveBeenCalledExactlyOnceWith('q=08031')
  })

  it('goes to another page that exists, and no further', async () => {
    const { actor, loadStaffOrders, writeQuery } = start(async ({ page }) =>
      testStaffOrdersPage([page === 1 ? newest : older], page, 2),
    )
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(actor.getSnapshot().can({ type: 'page.go', page: 3 })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'page.go', page: 1 })).toBe(false)
    actor.send({ type: 'page.go', page: 2 })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(loadStaffOrders).toHaveBeenLastCalledWith({ page: 2, limit: 20 })
    expect(writeQuery).toHaveBeenLastCalledWith('page=2')
    expect(actor.getSnapshot().context).toMatchObject({ orders: [older], page: 2 })
  })

  it("shows the server's message to someone who is not staff, without logging it as a failure", async () => {
    const { actor, logFailure } = start(() =>
      Promise.reject(new ApiError(403, [{ message: "Only the store's staff can do this." }])),
    )
    await waitFor(actor, (snapshot) => snapshot.matches('denied'))
    expect(actor.getSnapshot().context.message).toBe("Only the store's staff can do this.")
    expect(actor.getSnapshot().can({ type: 'board.retry' })).toBe(false)
    expect(logFailure).not.toHaveBeenCalled()
  })

  it('logs a board that could not be loaded and loads it again on retry', async () => {
    const failure = new ApiError(500, [])
    let calls = 0
    const { actor, logFailure } = start(async () => {
      calls += 1
      if (calls === 1) throw failure
      return testStaffOrdersPage([newest])
    })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(logFailure).toHaveBeenCalledWith(failure)
    expect(actor.getSnapshot().context.message).toBe(failure.message)
    actor.send({ type: 'board.retry' })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(actor.getSnapshot().context.message).toBeNull()
  })
})
