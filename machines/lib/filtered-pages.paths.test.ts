import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { ApiError } from '@/api/errors'
import { effectsAlong, leafStatesOf, shortestPathPerState } from './state-paths'
import { testPagesMachine, testRowsPage } from './test-filtered-pages'

const notForYou = new ApiError(403, [{ message: "Only the store's staff can do this." }])
const broken = new ApiError(500, [])

// Invoked actors and delays do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'filters.change', filters: { kind: 'a' } },
  { type: 'filters.type', filters: { q: 'ada' } },
  { type: 'page.go', page: 2 },
  { type: 'list.retry' },
  { type: 'xstate.done.actor.loadPage', output: testRowsPage([{ _id: 'r1', kind: 'a' }], 1, 2) },
  { type: 'xstate.done.actor.loadPage', output: testRowsPage([]) },
  { type: 'xstate.error.actor.loadPage', error: notForYou },
  { type: 'xstate.error.actor.loadPage', error: broken },
]

const states = leafStatesOf(testPagesMachine.root)
const input = { search: '?q=x' }

describe('filtered pages reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(testPagesMachine, { input, events: events as never }))
  const effectsInto = (state: string) => effectsAlong(testPagesMachine, input, reached.get(state)!)
  const after = (state: string, event: AnyEventObject) =>
    effectsAlong(testPagesMachine, input, { steps: [...reached.get(state)!.steps, { event }] })

  it('reaches every state by a shortest path', () => {
    // 'opening' only decides where a page starts (its drawn rows, or loading them): it is never rested in.
    expect([...reached.keys()].sort()).toEqual(states.filter((state) => state !== 'opening').sort())
  })

  it('lists a page, or none, telling the app nothing', () => {
    expect(effectsInto('listed')).toEqual([])
    expect(effectsInto('empty')).toEqual([])
  })

  it('keeps a refusal to someone the page is not for out of the failure log', () => {
    expect(effectsInto('denied')).toEqual([])
    expect(effectsInto('failed')).toEqual([{ type: 'logFailure', params: { error: broken } }])
  })

  it('writes each filter and page into the address, keeping the filters already there', () => {
    expect(after('listed', events[0]!)).toEqual([{ type: 'writeQuery', params: { search: 'kind=a&q=x' } }])
    expect(after('listed', events[2]!)).toEqual([{ type: 'writeQuery', params: { search: 'q=x&page=2' } }])
  })

  it('writes a typed filter only once typing pauses', () => {
    expect(effectsInto('typing')).toEqual([])
  })
})
