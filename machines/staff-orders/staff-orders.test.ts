// The orders board is a machine of filtered pages (machines/lib/filtered-pages.test.ts): here, what is the board's own.
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { staffOrdersMachine, type StaffOrdersPage } from './staff-orders.machine'
import type { StaffOrdersQuery } from '@/domain/staff-board'
import { deferred } from '../lib/deferred'
import { testStaffOrder, testStaffOrdersPage } from './test-staff-orders'

const newest = testStaffOrder('65f1c0ffee0000000000b002', { status: 'Processing' })

function start(load: (query: StaffOrdersQuery) => Promise<StaffOrdersPage>, search = '') {
  const loadStaffOrders = vi.fn(load)
  const writeQuery = vi.fn<(search: string) => void>()
  const clock = new SimulatedClock()
  const logic = staffOrdersMachine.provide({
    actors: { loadPage: fromPromise<StaffOrdersPage, StaffOrdersQuery>(({ input }) => loadStaffOrders(input)) },
    actions: { writeQuery: (_, { search: query }) => writeQuery(query), logFailure: () => {} },
  })
  const actor = createActor(logic, { input: { search }, clock }).start()
  return { actor, loadStaffOrders, writeQuery, clock }
}

describe('the staff orders board', () => {
  it("asks for the address's filters and page, 20 orders a page, as it opens", () => {
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

  it('narrows by status and days from page 1, and by a search once typing pauses, each in the address', async () => {
    const { actor, loadStaffOrders, writeQuery, clock } = start(async () => testStaffOrdersPage([newest]), '?page=3')
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'filters.change', filters: { status: 'Processing', to: '2026-11-27' } })
    expect(loadStaffOrders).toHaveBeenLastCalledWith({ status: 'Processing', to: '2026-11-27', page: 1, limit: 20 })
    expect(writeQuery).toHaveBeenLastCalledWith('status=Processing&to=2026-11-27')
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'filters.type', filters: { q: '08031 ' } })
    clock.increment(400)
    expect(loadStaffOrders).toHaveBeenLastCalledWith({
      status: 'Processing',
      to: '2026-11-27',
      q: '08031',
      page: 1,
      limit: 20,
    })
    expect(writeQuery).toHaveBeenLastCalledWith('status=Processing&to=2026-11-27&q=08031')
  })
})
