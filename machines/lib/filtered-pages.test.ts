import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import type { NumberedPage } from './filtered-pages'
import { deferred } from './deferred'
import { testPagesMachine, testRowsPage, type TestQuery, type TestRow } from './test-filtered-pages'

const newest: TestRow = { _id: 'r2', kind: 'a' }
const older: TestRow = { _id: 'r1', kind: 'b' }

function start(
  load: (query: TestQuery) => Promise<NumberedPage<TestRow>>,
  search = '',
  firstPage?: NumberedPage<TestRow> | null,
) {
  const loadPage = vi.fn(load)
  const writeQuery = vi.fn<(search: string) => void>()
  const logFailure = vi.fn<(error: unknown) => void>()
  const clock = new SimulatedClock()
  const logic = testPagesMachine.provide({
    actors: { loadPage: fromPromise<NumberedPage<TestRow>, TestQuery>(({ input }) => loadPage(input)) },
    actions: {
      writeQuery: (_, { search: query }) => writeQuery(query),
      logFailure: (_, { error }) => logFailure(error),
    },
  })
  const actor = createActor(logic, { input: { search, firstPage }, clock }).start()
  return { actor, loadPage, writeQuery, logFailure, clock }
}

describe('filtered pages', () => {
  it("asks for the address's filters and page as it opens", () => {
    const { actor, loadPage } = start(() => deferred<NumberedPage<TestRow>>().promise, '?kind=a&q=x&page=2')
    expect(actor.getSnapshot().value).toBe('loading')
    expect(loadPage).toHaveBeenCalledWith({ kind: 'a', q: 'x', page: 2, limit: 10 })
  })

  it('opens on the page the server drew for the address, without asking for it again (docs/adr/0050)', async () => {
    const { actor, loadPage } = start(async () => testRowsPage([older], 2, 3), '?q=x', testRowsPage([newest], 1, 3))
    expect(actor.getSnapshot().value).toBe('listed')
    expect(actor.getSnapshot().context).toMatchObject({ rows: [newest], page: 1, totalPages: 3, filters: { q: 'x' } })
    expect(loadPage).not.toHaveBeenCalled()
    actor.send({ type: 'page.go', page: 2 })
    await waitFor(actor, (snapshot) => snapshot.matches('listed') && snapshot.context.page === 2)
    expect(loadPage).toHaveBeenCalledExactlyOnceWith({ q: 'x', page: 2, limit: 10 })
    const none = start(async () => testRowsPage([newest]), '', testRowsPage([]))
    expect(none.actor.getSnapshot().value).toBe('empty')
    expect(none.loadPage).not.toHaveBeenCalled()
  })

  it("lists the server's page in the server's order", async () => {
    const { actor } = start(async () => testRowsPage([newest, older], 1, 3))
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(actor.getSnapshot().context).toMatchObject({ rows: [newest, older], page: 1, totalPages: 3, totalDocs: 22 })
  })

  it('is empty when nothing matches', async () => {
    const { actor } = start(async () => testRowsPage([]), '?kind=c')
    await waitFor(actor, (snapshot) => snapshot.matches('empty'))
  })

  it('narrows by a filter from page 1 and puts it in the address, keeping the filters already there', async () => {
    const { actor, loadPage, writeQuery } = start(async () => testRowsPage([newest]), '?q=x&page=3')
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'filters.change', filters: { kind: 'a' } })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(loadPage).toHaveBeenLastCalledWith({ kind: 'a', q: 'x', page: 1, limit: 10 })
    expect(writeQuery).toHaveBeenLastCalledWith('kind=a&q=x')
    actor.send({ type: 'filters.change', filters: { kind: undefined } })
    expect(writeQuery).toHaveBeenLastCalledWith('q=x')
  })

  it('asks for a typed filter once typing pauses, not at each key', async () => {
    const { actor, loadPage, writeQuery, clock } = start(async () => testRowsPage([newest]))
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'filters.type', filters: { q: '0803' } })
    clock.increment(200)
    actor.send({ type: 'filters.type', filters: { q: '08031' } })
    clock.increment(399)
    expect(actor.getSnapshot().value).toBe('typing')
    expect(actor.getSnapshot().context.filters.q).toBe('08031')
    expect(loadPage).toHaveBeenCalledTimes(1)
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('loading')
    expect(loadPage).toHaveBeenCalledTimes(2)
    expect(loadPage).toHaveBeenLastCalledWith({ q: '08031', page: 1, limit: 10 })
    expect(writeQuery).toHaveBeenCalledExactlyOnceWith('q=08031')
  })

  it('goes to another page that exists, and no further', async () => {
    const { actor, loadPage, writeQuery } = start(async ({ page }) =>
      testRowsPage([page === 1 ? newest : older], page, 2),
    )
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(actor.getSnapshot().can({ type: 'page.go', page: 3 })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'page.go', page: 1 })).toBe(false)
    actor.send({ type: 'page.go', page: 2 })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(loadPage).toHaveBeenLastCalledWith({ page: 2, limit: 10 })
    expect(writeQuery).toHaveBeenLastCalledWith('page=2')
    expect(actor.getSnapshot().context).toMatchObject({ rows: [older], page: 2 })
  })

  it("shows the server's message to someone the page is not for, without logging it as a failure", async () => {
    const { actor, logFailure } = start(() =>
      Promise.reject(new ApiError(403, [{ message: "Only the store's staff can do this." }])),
    )
    await waitFor(actor, (snapshot) => snapshot.matches('denied'))
    expect(actor.getSnapshot().context.message).toBe("Only the store's staff can do this.")
    expect(actor.getSnapshot().can({ type: 'list.retry' })).toBe(false)
    expect(logFailure).not.toHaveBeenCalled()
  })

  it('logs a page that could not be loaded and loads it again on retry', async () => {
    const failure = new ApiError(500, [])
    let calls = 0
    const { actor, logFailure } = start(async () => {
      calls += 1
      if (calls === 1) throw failure
      return testRowsPage([newest])
    })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(logFailure).toHaveBeenCalledWith(failure)
    expect(actor.getSnapshot().context.message).toBe(failure.message)
    actor.send({ type: 'list.retry' })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(actor.getSnapshot().context.message).toBeNull()
  })
})
