import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { cartMessages } from '@/domain/cart'
import type { CartItem } from '@/domain/contract'
import { pathTo } from '@/domain/routes'
import { addToCartMachine, type AddToCartInput } from './add-to-cart.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testProduct } from '../lib/test-product'

const camon = testProduct('camon', { title: 'Tecno Camon 20', size: [{ title: '256GB', is_stock: 2 }] })
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
  addThenCart: { product: camon, size: '256GB', signedIn: true, pendingVerification: false, thenGoToCart: true },
  unverified: { product: camon, size: '256GB', signedIn: true, pendingVerification: true },
}

const added = [
  { type: 'lineAdded', params: held },
  { type: 'notify', params: { kind: 'success', message: cartMessages.added('Tecno Camon 20') } },
]
const refusedByServer = { type: 'notify', params: { kind: 'error', message: 'Network down' } }

describe('add to cart reachability', () => {
  const reached = new Map(
    Object.entries(presses).map(([name, input]) => [
      name,
      shortestPathPerState(getShortestPaths(addToCartMachine, { events: events as never, input })),
    ]),
  )
  const effectsOf = (press: string, state: string) =>
    effectsAlong(addToCartMachine, presses[press]!, reached.get(press)!.get(state)!)

  // 'checking' only decides: a press never rests there.
  it('reaches every resting state from one of the presses', () => {
    const states = new Set([...reached.values()].flatMap((paths) => [...paths.keys()]))
    expect([...states].sort()).toEqual(
      leafStatesOf(addToCartMachine.root)
        .filter((state) => state !== 'checking')
        .sort(),
    )
  })

  it.each([
    ['visitor', 'askingToSignIn'],
    ['outOfStock', 'refused'],
    ['noSize', 'refused'],
    ['add', 'adding'],
  ])('a %s press rests first in %s', (press, state) => {
    expect(reached.get(press)!.get(state)?.steps).toHaveLength(1)
  })

  it('asks a visitor to sign in and adds nothing', () => {
    expect(effectsOf('visitor', 'askingToSignIn')).toEqual([{ type: 'openSignIn', params: undefined }])
  })

  it('refuses a product out of stock, then one without its size, saying which', () => {
    expect(effectsOf('outOfStock', 'refused')).toEqual([
      { type: 'notify', params: { kind: 'error', message: cartMessages.notInStock('Tecno Camon 20') } },
    ])
    expect(effectsOf('noSize', 'refused')).toEqual([
      { type: 'notify', params: { kind: 'error', message: cartMessages.selectSize } },
    ])
  })

  it('tells the app nothing while it adds', () => {
    expect(effectsOf('add', 'adding')).toEqual([])
  })

  it("hands the server's line to the shopper's lists and says so, going to /cart only when asked", () => {
    expect(reached.get('add')!.get('added')!.steps.at(-1)!.event.type).toBe('xstate.done.actor.addCartItem')
    expect(effectsOf('add', 'added')).toEqual(added)
    expect(effectsOf('addThenCart', 'added')).toEqual([...added, { type: 'navigate', params: { to: pathTo('cart') } }])
  })

  it("says why an add was refused, with the server's word, and sends an unverified shopper to verify", () => {
    expect(reached.get('add')!.get('failed')!.steps.at(-1)!.event.type).toBe('xstate.error.actor.addCartItem')
    expect(effectsOf('add', 'failed')).toEqual([refusedByServer])
    expect(effectsOf('unverified', 'failed')).toEqual([
      refusedByServer,
      { type: 'navigate', params: { to: pathTo('verification') } },
    ])
  })
})
