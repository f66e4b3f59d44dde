import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import type { WishlistItem } from '@/domain/contract'
import { wishlistAdded, wishlistRemoved } from '@/domain/wishlist'
import { wishlistToggleMachine } from './wishlist-toggle.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testProduct } from '../lib/test-product'

const product = testProduct('camon', { title: 'Tecno Camon 20' })
const saved: WishlistItem = { _id: 'w-1', productId: product, createdAt: '2026-11-24T09:00:00.000Z' }

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'wishlist.toggle', signedIn: false, saved: false },
  { type: 'wishlist.toggle', signedIn: true, saved: false },
  { type: 'wishlist.toggle', signedIn: true, saved: true },
  { type: 'xstate.done.actor.addWishlistItem', output: saved },
  { type: 'xstate.error.actor.addWishlistItem', error: new Error('Network down') },
  { type: 'xstate.done.actor.removeWishlistItem' },
  { type: 'xstate.error.actor.removeWishlistItem', error: new Error('Network down') },
]

const states = leafStatesOf(wishlistToggleMachine.root)
const input = { product }

describe('wishlist toggle reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(wishlistToggleMachine, { events: events as never, input }))
  const after = (state: string, event: AnyEventObject) =>
    effectsAlong(wishlistToggleMachine, input, { steps: [...reached.get(state)!.steps, { event }] })
  const refusedAgain = [
    { type: 'reloadList', params: undefined },
    { type: 'notify', params: { kind: 'error', message: 'Network down' } },
  ]

  it('reaches every state from a fresh heart', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('adds only for a signed-in shopper and a product not saved', () => {
    expect(reached.get('adding')!.steps.at(-1)!.event).toEqual({
      type: 'wishlist.toggle',
      signedIn: true,
      saved: false,
    })
    expect(reached.get('removing')!.steps.at(-1)!.event).toEqual({
      type: 'wishlist.toggle',
      signedIn: true,
      saved: true,
    })
    expect(effectsAlong(wishlistToggleMachine, input, reached.get('adding')!)).toEqual([])
  })

  it('asks a visitor to sign in and calls nothing', () => {
    expect(after('idle', { type: 'wishlist.toggle', signedIn: false, saved: false })).toEqual([
      { type: 'openSignIn', params: undefined },
    ])
  })

  it('tells the app the product was added and says so', () => {
    expect(after('adding', { type: 'xstate.done.actor.addWishlistItem', output: saved })).toEqual([
      { type: 'listChanged', params: { kind: 'added', item: saved } },
      { type: 'notify', params: { kind: 'success', message: wishlistAdded('Tecno Camon 20') } },
    ])
  })

  it('tells the app the product was removed and says so', () => {
    expect(after('removing', { type: 'xstate.done.actor.removeWishlistItem' })).toEqual([
      { type: 'listChanged', params: { kind: 'removed', productId: 'camon' } },
      { type: 'notify', params: { kind: 'success', message: wishlistRemoved('Tecno Camon 20') } },
    ])
  })

  it("loads the list again after a refusal either way, with the server's word", () => {
    const error = new Error('Network down')
    expect(after('adding', { type: 'xstate.error.actor.addWishlistItem', error })).toEqual(refusedAgain)
    expect(after('removing', { type: 'xstate.error.actor.removeWishlistItem', error })).toEqual(refusedAgain)
  })
})
