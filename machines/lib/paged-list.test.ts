import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { pagedListMachine, type ListPage, type LoadPageInput } from './paged-list'
import type { Notice } from './notice'
import { deferred } from './deferred'
import { testListPage } from './test-list-page'

interface Item {
  id: string
  version: number
}

const FAILED = 'The list could not be loaded just now.'
const listMachine = pagedListMachine<Item>({
  id: 'testList',
  pageSize: 3,
  keyOf: (item) => item.id,
  failedMessage: FAILED,
})

const newest: Item = { id: 'c', version: 1 }
const middle: Item = { id: 'b', version: 1 }
const oldest: Item = { id: 'a', version: 1 }

function start(loadPage: (input: LoadPageInput) => Promise<ListPage<Item>>, firstPage: ListPage<Item> | null = null) {
  const load = vi.fn(loadPage)
  const notify = vi.fn<(notice: Notice) => void>()
  const logFailure = vi.fn<(error: unknown) => void>()
  const logic = listMachine.provide({
    actors: { loadPage: fromPromise(({ input }) => load(input)) },
    actions: { notify: (_, notice) => notify(notice), logFailure: (_, { error }) => logFailure(error) },
  })
  return { actor: createActor(logic, { input: { firstPage } }).start(), load, notify, logFailure }
}

describe('a paged list', () => {
  it('asks for the first page of its size as it opens', () => {
    const { actor, load } = start(() => deferred<ListPage<Item>>().promise)
    expect(actor.getSnapshot().value).toBe('loading')
    expect(load).toHaveBeenCalledWith({ page: 1, limit: 3 })
  })

  it("lists the server's items in the server's order, with how many there are in all", async () => {
    const { actor } = start(async () => ({ ...testListPage([newest, middle]), totalDocs: 2 }))
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(actor.getSnapshot().context).toMatchObject({ items: [newest, middle], totalDocs: 2 })
    expect(actor.getSnapshot().can({ type: 'list.more' })).toBe(false)
  })

  it('opens on the first page it was drawn with, listed or empty, without asking for it, and loads the next', async () => {
    const { actor, load } = start(async () => testListPage([oldest], 2, null), testListPage([newest, middle], 1, 2))
    expect(actor.getSnapshot().value).toBe('listed')
    expect(actor.getSnapshot().context.items).toEqual([newest, middle])
    expect(load).not.toHaveBeenCalled()
    actor.send({ type: 'list.more' })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(actor.getSnapshot().context.items).toEqual([newest, middle, oldest])
    expect(start(async () => testListPage([]), testListPage([])).actor.getSnapshot().value).toBe('empty')
  })

  it('is empty when there are none', async () => {
    const { actor } = start(async () => testListPage([]))
    await waitFor(actor, (snapshot) => snapshot.matches('empty'))
  })

  it('adds the next page below, each item once', async () => {
    const { actor, load } = start(async ({ page }) =>
      page === 1 ? testListPage([newest, middle], 1, 2) : testListPage([{ ...middle, version: 2 }, oldest], 2, null),
    )
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))

    actor.send({ type: 'list.more' })
    expect(actor.getSnapshot().value).toBe('loadingMore')
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))

    expect(load).toHaveBeenLastCalledWith({ page: 2, limit: 3 })
    expect(actor.getSnapshot().context.items).toEqual([newest, middle, oldest])
    expect(actor.getSnapshot().can({ type: 'list.more' })).toBe(false)
  })

  it("says the server's words when the first page cannot be loaded, and loads again on retry", async () => {
    const error = new Error('Only vendors can do this.')
    let failures = 1
    const { actor, notify, logFailure } = start(async () => {
      if (failures-- > 0) throw error
      return testListPage([oldest])
    })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe(error)
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Only vendors can do this.' })
    expect(logFailure).toHaveBeenCalledWith(error)

    actor.send({ type: 'list.retry' })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it("keeps the list when a further page fails, and says the list's own words", async () => {
    const { actor, notify } = start(async ({ page }) => {
      if (page === 2) throw new Error('')
      return testListPage([newest], 1, 2)
    })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'list.more' })
    await waitFor(actor, (snapshot) => snapshot.matches('listed') && notify.mock.calls.length > 0)
    expect(actor.getSnapshot().context.items).toEqual([newest])
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: FAILED })
  })

  it('loads the first page again when what it lists has changed', async () => {
    const answers = [testListPage([middle]), testListPage([newest, middle])]
    const { actor } = start(async () => answers.shift()!)
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))

    actor.send({ type: 'list.reload' })
    await waitFor(actor, (snapshot) => snapshot.matches('listed') && snapshot.context.items.length === 2)
    expect(actor.getSnapshot().context.items).toEqual([newest, middle])
  })
})
