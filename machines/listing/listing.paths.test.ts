import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import { type AnyEventObject } from 'xstate'
import type { Product } from '@/domain/contract'
import { listingMachine, type ListingPage } from './listing.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testProduct } from '../lib/test-product'

const product = (id: string): Product => testProduct(id)

const firstPage: ListingPage = { docs: [product('a'), product('b')], page: 1, nextPage: 2, prevPage: null }
const emptyPage: ListingPage = { docs: [], page: 1, nextPage: null, prevPage: null }

// The fetch's answers are given as the events XState raises for them, so the walk needs no API.
const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.fetchProducts', actorId: 'fetchProducts', output: firstPage },
  { type: 'xstate.done.actor.fetchProducts', actorId: 'fetchProducts', output: emptyPage },
  { type: 'xstate.error.actor.fetchProducts', actorId: 'fetchProducts', error: new Error('offline') },
  { type: 'page.next' },
  { type: 'list.retry' },
  { type: 'filters.change', search: '?title=buds' },
  { type: 'filters.reset' },
  { type: 'layout.change', layout: 'product-row' },
]

const states = leafStatesOf(listingMachine.root)
const input = { search: '?sort=lowToHigh', random: () => 0 }

describe('the listing machine paths', () => {
  const reached = shortestPathPerState(
    getShortestPaths(listingMachine, {
      input,
      events: events as never,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    }),
  )
  const effectsInto = (state: string) => effectsAlong(listingMachine, input, reached.get(state)!)
  const after = (state: string, event: AnyEventObject) =>
    effectsAlong(listingMachine, input, { steps: [...reached.get(state)!.steps, { event }] })

  it('reaches every state of the machine', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('shows the products, or none, and loads more, telling the app nothing', () => {
    expect(effectsInto('loaded')).toEqual([])
    expect(effectsInto('empty')).toEqual([])
    expect(effectsInto('loadingMore')).toEqual([])
  })

  it('logs a list that did not load', () => {
    expect(effectsInto('failed')).toEqual([{ type: 'reportError', params: { error: new Error('offline') } }])
  })

  it('reaches loadMoreFailed by loading, See more, then a failed page, and logs it', () => {
    expect(reached.get('loadMoreFailed')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.fetchProducts',
      'page.next',
      'xstate.error.actor.fetchProducts',
    ])
    expect(effectsInto('loadMoreFailed')).toEqual([{ type: 'reportError', params: { error: new Error('offline') } }])
  })

  it('keeps a new layout', () => {
    expect(after('loaded', { type: 'layout.change', layout: 'product-row' })).toEqual([
      { type: 'saveLayout', params: { layout: 'product-row' } },
    ])
  })

  it('clears the query on Reset, and writes nothing when the URL itself changed', () => {
    expect(after('loaded', { type: 'filters.reset' })).toEqual([{ type: 'writeQuery', params: { search: '' } }])
    expect(after('loaded', { type: 'filters.change', search: '?title=buds' })).toEqual([])
  })
})
