// The swap requests inbox is a machine of filtered pages (machines/lib/filtered-pages.test.ts): here, what is its own:
// the address's status, search and page read and written back.
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { StaffSwapsQuery } from '@/domain/staff-swaps'
import { deferred } from '../lib/deferred'
import { staffSwapsMachine, type StaffSwapsPage } from './staff-swaps.machine'

const emptyPage: StaffSwapsPage = { docs: [], page: 1, nextPage: null, prevPage: null, totalDocs: 0, totalPages: 0 }

function start(load: (query: StaffSwapsQuery) => Promise<StaffSwapsPage>, search = '') {
  const loadPage = vi.fn(load)
  const writeQuery = vi.fn<(search: string) => void>()
  const logic = staffSwapsMachine.provide({
    actors: { loadPage: fromPromise<StaffSwapsPage, StaffSwapsQuery>(({ input }) => loadPage(input)) },
    actions: { writeQuery: (_, { search: query }) => writeQuery(query), logFailure: () => {} },
  })
  return { actor: createActor(logic, { input: { search } }).start(), loadPage, writeQuery }
}

describe('the swap requests inbox', () => {
  it("asks for the address's status, search and page, 20 a page; a status it does not know is left out", () => {
    expect(
      start(() => deferred<StaffSwapsPage>().promise, '?status=offerMade&q=ada&page=2').loadPage,
    ).toHaveBeenCalledWith({
      status: 'offerMade',
      q: 'ada',
      page: 2,
      limit: 20,
    })
    expect(start(() => deferred<StaffSwapsPage>().promise, '?status=sold').loadPage).toHaveBeenCalledWith({
      page: 1,
      limit: 20,
    })
  })

  it('writes a status chosen into the address and asks from page 1', async () => {
    const { actor, loadPage, writeQuery } = start(async () => emptyPage, '?page=3')
    await waitFor(actor, (snapshot) => snapshot.matches('empty'))
    actor.send({ type: 'filters.change', filters: { status: 'accepted' } })
    expect(loadPage).toHaveBeenLastCalledWith({ status: 'accepted', page: 1, limit: 20 })
    expect(writeQuery).toHaveBeenLastCalledWith('status=accepted')
  })
})
