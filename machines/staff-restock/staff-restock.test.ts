// What shoppers wait for is a machine of filtered pages (machines/lib/filtered-pages.test.ts): here, what is its own.
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { RestockDemandQuery } from '@/domain/restock-demand'
import { deferred } from '../lib/deferred'
import { staffRestockMachine, type RestockDemand, type RestockDemandPage } from './staff-restock.machine'

const row: RestockDemand = {
  productId: '65f1c0ffee0000000000d001',
  title: 'Samsung Galaxy A15',
  slug: 'samsung-galaxy-a15',
  variant: '128GB',
  waiting: 4,
  waitingSince: '2026-11-18T09:12:00.000Z',
  notified: 0,
  lastNotifiedAt: null,
}

const demandPage = (page: number, totalPages: number): RestockDemandPage => ({
  docs: [row],
  page,
  nextPage: page < totalPages ? page + 1 : null,
  prevPage: page > 1 ? page - 1 : null,
  totalDocs: totalPages,
  totalPages,
})

function start(load: (query: RestockDemandQuery) => Promise<RestockDemandPage>, search = '') {
  const loadDemand = vi.fn(load)
  const writeQuery = vi.fn<(search: string) => void>()
  const logic = staffRestockMachine.provide({
    actors: { loadPage: fromPromise<RestockDemandPage, RestockDemandQuery>(({ input }) => loadDemand(input)) },
    actions: { writeQuery: (_, { search: query }) => writeQuery(query), logFailure: () => {} },
  })
  return { actor: createActor(logic, { input: { search } }).start(), loadDemand, writeQuery }
}

describe('what shoppers wait for', () => {
  it("asks for the address's page, 25 rows a page, as it opens; a page it cannot read is page 1", () => {
    expect(start(() => deferred<RestockDemandPage>().promise, '?page=3').loadDemand).toHaveBeenCalledWith({
      page: 3,
      limit: 25,
    })
    expect(start(() => deferred<RestockDemandPage>().promise, '?page=x').loadDemand).toHaveBeenCalledWith({
      page: 1,
      limit: 25,
    })
  })

  it('goes to another page, writing it into the address, and page 1 as no query', async () => {
    const { actor, loadDemand, writeQuery } = start(async ({ page = 1 }) => demandPage(page, 3))
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'page.go', page: 2 })
    expect(loadDemand).toHaveBeenLastCalledWith({ page: 2, limit: 25 })
    expect(writeQuery).toHaveBeenLastCalledWith('page=2')
    await waitFor(actor, (snapshot) => snapshot.matches('listed') && snapshot.context.page === 2)
    actor.send({ type: 'page.go', page: 1 })
    expect(writeQuery).toHaveBeenLastCalledWith('')
  })
})
