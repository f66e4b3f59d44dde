import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import type { CartItem } from '@/domain/contract'
import { addToCartMachine, type AddToCartInput } from './add-to-cart.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testProduct } from '../lib/test-product'

const camon = testProduct('camon', { size: [{ title: '256GB', is_stock: 2 }] })
const held: CartItem = {
  _id: 'l1',
  productId: camon,
  qty: 1,
  size: '256GB',
  original_price: 20000,
  discounted_price: 18000,
}

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.addCartItem', output: held },
  { type: 'xstate.error.actor.addCartItem', error: new Error('Network down') },
]

// Each press starts from what the page knows; these are the presses that lead everywhere.
const presses: Record<string, AddToCartInput> = {
  visitor: { product: camon, size: '256GB', signedIn: false, pendingVerification: false },
  outOfStock: { product: { ...camon, is_stock: 0 }, size: null, signedIn: true, pendingVerification: false },
  noSize: { product: camon, size: null, signedIn: true, pendingVerification: false },
  add: { product: camon, size: '256GB', signedIn: true, pendingVerification: false },
}

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = ['checking', 'askingToSignIn', 'refused', 'adding', 'added', 'failed']

describe('add to cart reachability', () => {
  const reached = new Map(
    Object.entries(presses).map(([name, input]) => [
      name,
      shortestPathPerState(getShortestPaths(addToCartMachine, { events: events as never, input })),
    ]),
  )
  const states = new Set([...reached.values()].flatMap((paths) => [...paths.keys()]))

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(addToCartMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  // 'checking' only decides: a press never rests there.
  it('reaches every resting state from one of the presses', () => {
    expect([...states].sort()).toEqual(expectedStates.filter((state) => state !== 'checking').sort())
  })

  it.each([
    ['visitor', 'askingToSignIn'],
    ['outOfStock', 'refused'],
    ['noSize', 'refused'],
    ['add', 'adding'],
  ])('a %s press rests first in %s', (press, state) => {
    expect(reached.get(press)!.get(state)?.steps).toHaveLength(1)
  })

  it('ends an add in added or failed, never back at the start', () => {
    const add = reached.get('add')!
    expect(add.get('added')!.steps.at(-1)!.event.type).toBe('xstate.done.actor.addCartItem')
    expect(add.get('failed')!.steps.at(-1)!.event.type).toBe('xstate.error.actor.addCartItem')
  })
})
