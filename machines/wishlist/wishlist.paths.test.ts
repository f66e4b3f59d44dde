import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import type { WishlistItem } from '@/domain/contract'
import { wishlistRemoved } from '@/domain/wishlist'
import { wishlistMachine } from './wishlist.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testProduct } from '../lib/test-product'

const camon: WishlistItem = {
  _id: 'w-camon',
  productId: testProduct('camon', { title: 'Tecno Camon 20' }),
  createdAt: '2026-11-24T09:00:00.000Z',
}

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise. The
// list is one product so the context space stays small.
const events: AnyEventObject[] = [
  { type: 'wishlist.retry' },
  { type: 'item.remove', productId: 'camon' },
  { type: 'xstate.done.actor.loadWishlist', output: [camon] },
  { type: 'xstate.error.actor.loadWishlist', error: new Error('Network down') },
  { type: 'xstate.done.actor.removeWishlistItem' },
  { type: 'xstate.error.actor.removeWishlistItem', error: new Error('Network down') },
]

const states = leafStatesOf(wishlistMachine.root)
const unknownList = { items: null }

describe('the wishlist page reachability', () => {
  const reached = shortestPathPerState(
    getShortestPaths(wishlistMachine, { events: events as never, input: unknownList }),
  )
  const effectsInto = (state: string) => effectsAlong(wishlistMachine, unknownList, reached.get(state)!)
  const loaded = { type: 'listLoaded', params: [camon] }

  it('reaches every state from a page the app had no list for', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('hands the loaded list to the app', () => {
    expect(effectsInto('filled')).toEqual([loaded])
    expect(effectsInto('removing')).toEqual([loaded])
  })

  it('logs a list that did not load, telling the shopper nothing', () => {
    expect(effectsInto('failed')).toEqual([{ type: 'reportError', params: { error: new Error('Network down') } }])
  })

  it('says the last product was removed and tells the app, then shows the empty page', () => {
    expect(reached.get('empty')!.steps.map((step) => step.event.type)).toContain('xstate.done.actor.removeWishlistItem')
    expect(effectsInto('empty')).toEqual([
      loaded,
      { type: 'notify', params: { kind: 'success', message: wishlistRemoved('Tecno Camon 20') } },
      { type: 'listChanged', params: { kind: 'removed', productId: 'camon' } },
    ])
  })

  it("says why a product was not removed, with the server's word, and tells the app nothing", () => {
    const refused = {
      steps: [
        ...reached.get('removing')!.steps,
        { event: { type: 'xstate.error.actor.removeWishlistItem', error: new Error('Network down') } },
      ],
    }
    expect(effectsAlong(wishlistMachine, unknownList, refused)).toEqual([
      loaded,
      { type: 'notify', params: { kind: 'error', message: 'Network down' } },
    ])
  })

  it('opens on the list the app holds without handing it back', () => {
    const given = shortestPathPerState(
      getShortestPaths(wishlistMachine, { events: events as never, input: { items: [camon] } }),
    )
    expect(given.get('filled')!.steps).toHaveLength(1)
    expect(effectsAlong(wishlistMachine, { items: [camon] }, given.get('filled')!)).toEqual([])
  })
})
