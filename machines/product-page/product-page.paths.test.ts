import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import { type AnyEventObject } from 'xstate'
import { productPageMachine } from './product-page.machine'

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.fetchProduct', actorId: 'fetchProduct', output: { _id: 'p1', title: 'iPhone 13' } },
  { type: 'xstate.done.actor.fetchProduct', actorId: 'fetchProduct', output: null },
  { type: 'xstate.error.actor.fetchProduct', actorId: 'fetchProduct', error: new Error('offline') },
  { type: 'product.retry' },
  { type: 'product.change', slug: 'galaxy-buds' },
]

describe('the product page machine paths', () => {
  const paths = getShortestPaths(productPageMachine, {
    input: { slug: 'iphone-13' },
    events: events as never,
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  })
  const reached = paths.map((path) => String(path.state.value)).sort()

  it('reaches every state of the machine', () => {
    expect(reached).toEqual(Object.keys(productPageMachine.root.states).sort())
  })

  it('has exactly the states the product page draws', () => {
    expect(reached).toEqual(['failed', 'found', 'loading', 'notAvailable'])
  })
})
