import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { ApiError } from '@/api/errors'
import { staffOrdersMachine } from './staff-orders.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testStaffOrder, testStaffOrdersPage } from './test-staff-orders'

const notStaff = new ApiError(403, [{ message: "Only the store's staff can do this." }])
const broken = new ApiError(500, [])

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'filters.change', filters: { status: 'Shipped' } },
  { type: 'search.type', q: 'ada' },
  { type: 'page.go', page: 2 },
  { type: 'board.retry' },
  { type: 'xstate.done.actor.loadStaffOrders', output: testStaffOrdersPage([testStaffOrder('b1')], 1, 2) },
  { type: 'xstate.done.actor.loadStaffOrders', output: testStaffOrdersPage([]) },
  { type: 'xstate.error.actor.loadStaffOrders', error: notStaff },
  { type: 'xstate.error.actor.loadStaffOrders', error: broken },
]

const states = leafStatesOf(staffOrdersMachine.root)
const input = { search: '?deliveryMethod=standard' }

describe('staff orders board reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(staffOrdersMachine, { input, events: events as never }))
  const effectsInto = (state: string) => effectsAlong(staffOrdersMachine, input, reached.get(state)!)
  const after = (state: string, event: AnyEventObject) =>
    effectsAlong(staffOrdersMachine, input, { steps: [...reached.get(state)!.steps, { event }] })

  it('reaches every state by a shortest path', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('lists the board, or none, telling the app nothing', () => {
    expect(effectsInto('listed')).toEqual([])
    expect(effectsInto('empty')).toEqual([])
  })

  it('keeps a refusal to someone not staff out of the failure log', () => {
    expect(effectsInto('denied')).toEqual([])
    expect(effectsInto('failed')).toEqual([{ type: 'logFailure', params: { error: broken } }])
  })

  it('writes each filter and page into the address, keeping the filters already there', () => {
    expect(after('listed', events[0]!)).toEqual([
      { type: 'writeQuery', params: { search: 'status=Shipped&deliveryMethod=standard' } },
    ])
    expect(after('listed', events[2]!)).toEqual([
      { type: 'writeQuery', params: { search: 'deliveryMethod=standard&page=2' } },
    ])
  })

  it('writes a search only once typing pauses', () => {
    expect(effectsInto('typing')).toEqual([])
  })
})
