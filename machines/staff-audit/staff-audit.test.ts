import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { staffAuditMachine, type AuditEntry, type AuditLogPage } from './staff-audit.machine'
import { auditRecord, type AuditLogQuery } from '@/domain/audit-log'
import { ApiError } from '@/api/errors'
import { deferred } from '../lib/deferred'

const entry = (id: string, targetId = '65f1c0ffee0000000000a001'): AuditEntry => ({
  _id: id,
  actor: 'owner@oja.test',
  action: 'order.status',
  targetType: 'order',
  targetId,
  before: auditRecord({ status: 'Pending' }),
  after: auditRecord({ status: 'Processing' }),
  at: '2026-11-27T09:00:00.000Z',
})

const logPage = (docs: AuditEntry[], page = 1, totalPages = docs.length ? 1 : 0): AuditLogPage => ({
  docs,
  page,
  nextPage: page < totalPages ? page + 1 : null,
  prevPage: page > 1 ? page - 1 : null,
  totalDocs: docs.length,
  totalPages,
})

function start(load: (query: AuditLogQuery) => Promise<AuditLogPage>, search = '') {
  const loadAuditLog = vi.fn(load)
  const writeQuery = vi.fn<(search: string) => void>()
  const logFailure = vi.fn<(error: unknown) => void>()
  const logic = staffAuditMachine.provide({
    actors: { loadAuditLog: fromPromise(({ input }) => loadAuditLog(input)) },
    actions: {
      writeQuery: (_, { search: query }) => writeQuery(query),
      logFailure: (_, { error }) => logFailure(error),
    },
  })
  return { actor: createActor(logic, { input: { search } }).start(), loadAuditLog, writeQuery, logFailure }
}

describe('the audit log', () => {
  it("asks for the address's target and page as it opens", () => {
    const { actor, loadAuditLog } = start(() => deferred<AuditLogPage>().promise, '?target=a1&page=2')
    expect(actor.getSnapshot().value).toBe('loading')
    expect(loadAuditLog).toHaveBeenCalledWith({ target: 'a1', page: 2, limit: 25 })
  })

  it('lists the entries, and narrows to a target from page 1, writing it into the address', async () => {
    const { actor, loadAuditLog, writeQuery } = start(async ({ page }) => logPage([entry(`e${page}`)], page, 2))
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(actor.getSnapshot().context.entries.map((shown) => shown._id)).toEqual(['e1'])
    actor.send({ type: 'page.go', page: 2 })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(writeQuery).toHaveBeenLastCalledWith('page=2')
    actor.send({ type: 'target.show', target: ' 65f1c0ffee0000000000a001 ' })
    expect(loadAuditLog).toHaveBeenLastCalledWith({ target: '65f1c0ffee0000000000a001', page: 1, limit: 25 })
    expect(writeQuery).toHaveBeenLastCalledWith('target=65f1c0ffee0000000000a001')
  })

  it('shows every entry again when the target is cleared from an empty answer', async () => {
    const { actor, loadAuditLog } = start(async ({ target }) => logPage(target ? [] : [entry('e1')]), '?target=zz')
    await waitFor(actor, (snapshot) => snapshot.matches('empty'))
    actor.send({ type: 'target.show', target: '' })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(loadAuditLog).toHaveBeenLastCalledWith({ page: 1, limit: 25 })
  })

  it("shows the server's message to staff who are not the owner, without logging it", async () => {
    const { actor, logFailure } = start(() =>
      Promise.reject(new ApiError(403, [{ message: "Only the store's owner can see this." }])),
    )
    await waitFor(actor, (snapshot) => snapshot.matches('denied'))
    expect(actor.getSnapshot().context.message).toBe("Only the store's owner can see this.")
    expect(logFailure).not.toHaveBeenCalled()
  })

  it('logs a log that could not be loaded and loads it again on retry', async () => {
    let calls = 0
    const { actor, logFailure } = start(async () => {
      calls += 1
      if (calls === 1) throw new ApiError(500, [])
      return logPage([entry('e1')])
    })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(logFailure).toHaveBeenCalledOnce()
    actor.send({ type: 'log.retry' })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
  })
})
