// The audit log is a machine of filtered pages (machines/lib/filtered-pages.test.ts): here, what is the log's own.
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { staffAuditMachine, type AuditEntry, type AuditLogPage } from './staff-audit.machine'
import { auditRecord, auditTargetFilter, type AuditLogQuery } from '@/domain/audit-log'
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
  const logic = staffAuditMachine.provide({
    actors: { loadPage: fromPromise<AuditLogPage, AuditLogQuery>(({ input }) => loadAuditLog(input)) },
    actions: { writeQuery: (_, { search: query }) => writeQuery(query), logFailure: () => {} },
  })
  return { actor: createActor(logic, { input: { search } }).start(), loadAuditLog, writeQuery }
}

describe('the audit log', () => {
  it("asks for the address's target and page, 25 entries a page, as it opens", () => {
    const { actor, loadAuditLog } = start(() => deferred<AuditLogPage>().promise, '?target=a1&page=2')
    expect(actor.getSnapshot().value).toBe('loading')
    expect(loadAuditLog).toHaveBeenCalledWith({ target: 'a1', page: 2, limit: 25 })
  })

  it('narrows to a target from page 1, writing it into the address, and shows every entry again without one', async () => {
    const { actor, loadAuditLog, writeQuery } = start(
      async ({ target }) => logPage(target ? [] : [entry('e1')]),
      '?page=2',
    )
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'filters.change', filters: auditTargetFilter(' 65f1c0ffee0000000000a001 ') })
    expect(loadAuditLog).toHaveBeenLastCalledWith({ target: '65f1c0ffee0000000000a001', page: 1, limit: 25 })
    expect(writeQuery).toHaveBeenLastCalledWith('target=65f1c0ffee0000000000a001')
    await waitFor(actor, (snapshot) => snapshot.matches('empty'))
    actor.send({ type: 'filters.change', filters: auditTargetFilter('') })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(loadAuditLog).toHaveBeenLastCalledWith({ page: 1, limit: 25 })
    expect(writeQuery).toHaveBeenLastCalledWith('')
  })
})
