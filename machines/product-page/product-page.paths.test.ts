import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import { type AnyEventObject } from 'xstate'
import { productPageMachine } from './product-page.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testProduct } from '../lib/test-product'

const iphone = testProduct('p1', { slug: 'iphone-13', title: 'iPhone 13' })

// The load's answers are given as the events XState raises for them, so the walk needs no API.
const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.fetchProduct', actorId: 'fetchProduct', output: iphone },
  { type: 'xstate.done.actor.fetchProduct', actorId: 'fetchProduct', output: null },
  { type: 'xstate.error.actor.fetchProduct', actorId: 'fetchProduct', error: new Error('offline') },
  { type: 'product.retry' },
  { type: 'product.change', slug: 'galaxy-buds' },
]

const states = leafStatesOf(productPageMachine.root)
const input = { slug: 'iphone-13' }

describe('the product page machine paths', () => {
  const reached = shortestPathPerState(
    getShortestPaths(productPageMachine, {
      input,
      events: events as never,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    }),
  )
  const effectsInto = (state: string) => effectsAlong(productPageMachine, input, reached.get(state)!)

  it('reaches every state of the machine', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('shows a product found, or says it is not available, logging nothing', () => {
    expect(effectsInto('found')).toEqual([])
    expect(effectsInto('notAvailable')).toEqual([])
  })

  it('logs a product that did not load', () => {
    expect(effectsInto('failed')).toEqual([{ type: 'reportError', params: { error: new Error('offline') } }])
  })

  it('opens on the product the server drew the page with, asking nothing', () => {
    const given = shortestPathPerState(
      getShortestPaths(productPageMachine, {
        input: { ...input, product: iphone },
        events: events as never,
        serializeState: (snapshot) => JSON.stringify(snapshot.value),
      }),
    )
    expect(given.get('found')!.steps).toHaveLength(1)
    expect(effectsAlong(productPageMachine, { ...input, product: iphone }, given.get('found')!)).toEqual([])
  })
})
