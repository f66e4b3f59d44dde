import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { pagedListMachine } from './paged-list'
import { effectsAlong, leafStatesOf, shortestPathPerState } from './state-paths'
import { testListPage } from './test-list-page'

const listMachine = pagedListMachine<{ id: string }>({
  id: 'testList',
  pageSize: 3,
  keyOf: (item) => item.id,
  failedMessage: 'The list could not be loaded just now.',
})
const refused = new Error('Only vendors can do this.')

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'list.retry' },
  { type: 'list.reload' },
  { type: 'list.more' },
  { type: 'xstate.done.actor.loadPage', output: testListPage([{ id: 'a' }], 1, 2) },
  { type: 'xstate.done.actor.loadPage', output: testListPage([]) },
  { type: 'xstate.error.actor.loadPage', error: refused },
]

const states = leafStatesOf(listMachine.root).filter((state) => state !== 'opening')

describe('paged list reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(listMachine, { events: events as never }))
  const effectsInto = (state: string) => effectsAlong(listMachine, {}, reached.get(state)!)
  const toldAndLogged = [
    { type: 'logFailure', params: { error: refused } },
    { type: 'notify', params: { kind: 'error', message: refused.message } },
  ]

  it('reaches every state by a shortest path', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('loads more only from a list that has a next page', () => {
    expect(reached.get('loadingMore')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadPage',
      'list.more',
    ])
    const lastPageOnly = events.filter(
      (event) => event.type !== 'xstate.done.actor.loadPage' || event.output.nextPage === null,
    )
    expect(
      shortestPathPerState(getShortestPaths(listMachine, { events: lastPageOnly as never })).has('loadingMore'),
    ).toBe(false)
  })

  it('lists items, or none, telling the app nothing', () => {
    expect(effectsInto('listed')).toEqual([])
    expect(effectsInto('empty')).toEqual([])
    expect(effectsInto('loadingMore')).toEqual([])
  })

  it("logs a first page that did not load and tells the reader the server's words", () => {
    expect(effectsInto('failed')).toEqual(toldAndLogged)
  })

  it('logs a next page that did not load, says so and keeps the list', () => {
    const path = { steps: [...reached.get('loadingMore')!.steps, { event: events.at(-1)! }] }
    expect(effectsAlong(listMachine, {}, path)).toEqual(toldAndLogged)
  })
})
