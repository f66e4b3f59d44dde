import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import { type AnyEventObject } from 'xstate'
import type { Product } from '@/domain/contract'
import { listingMachine, type ListingPage } from './listing.machine'
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

describe('the listing machine paths', () => {
  const paths = getShortestPaths(listingMachine, {
    input: { search: '?sort=lowToHigh', random: () => 0 },
    events: events as never,
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  })
  const reached = paths.map((path) => String(path.state.value)).sort()

  it('reaches every state of the machine', () => {
    expect(reached).toEqual(Object.keys(listingMachine.root.states).sort())
  })

  it('has exactly the states the listing screen draws', () => {
    expect(reached).toEqual(['empty', 'failed', 'loadMoreFailed', 'loaded', 'loading', 'loadingMore'])
  })

  it('reaches loadMoreFailed by loading, See more, then a failed page', () => {
    const path = paths.find((candidate) => candidate.state.value === 'loadMoreFailed')
    expect(path?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.fetchProducts',
      'page.next',
      'xstate.error.actor.fetchProducts',
    ])
  })
})
