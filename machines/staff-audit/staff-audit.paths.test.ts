import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { ApiError } from '@/api/errors'
import { staffAuditMachine } from './staff-audit.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'

const notOwner = new ApiError(403, [{ message: "Only the store's owner can see this." }])
const broken = new ApiError(500, [])
const entry = {
  _id: 'e1',
  actor: 'owner@oja.test',
  action: 'order.cancel',
  targetType: 'order',
  targetId: 'a1',
  before: null,
  after: null,
  at: '2026-11-27T09:00:00.000Z',
}
const page = (docs: unknown[]) => ({ docs, page: 1, nextPage: 2, prevPage: null, totalDocs: 30, totalPages: 2 })

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'target.show', target: 'a1' },
  { type: 'page.go', page: 2 },
  { type: 'log.retry' },
  { type: 'xstate.done.actor.loadAuditLog', output: page([entry]) },
  { type: 'xstate.done.actor.loadAuditLog', output: { ...page([]), nextPage: null, totalDocs: 0, totalPages: 0 } },
  { type: 'xstate.error.actor.loadAuditLog', error: notOwner },
  { type: 'xstate.error.actor.loadAuditLog', error: broken },
]

const states = leafStatesOf(staffAuditMachine.root)
const input = { search: '' }

describe('audit log reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(staffAuditMachine, { input, events: events as never }))
  const effectsInto = (state: string) => effectsAlong(staffAuditMachine, input, reached.get(state)!)
  const after = (state: string, event: AnyEventObject) =>
    effectsAlong(staffAuditMachine, input, { steps: [...reached.get(state)!.steps, { event }] })

  it('reaches every state by a shortest path', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('lists the log, or none, telling the app nothing; a refusal is not a failure', () => {
    expect(effectsInto('listed')).toEqual([])
    expect(effectsInto('empty')).toEqual([])
    expect(effectsInto('denied')).toEqual([])
    expect(effectsInto('failed')).toEqual([{ type: 'logFailure', params: { error: broken } }])
  })

  it('writes the target and the page into the address', () => {
    expect(after('listed', events[0]!)).toEqual([{ type: 'writeQuery', params: { search: 'target=a1' } }])
    expect(after('listed', events[1]!)).toEqual([{ type: 'writeQuery', params: { search: 'page=2' } }])
  })
})
