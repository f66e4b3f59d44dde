import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { cartMessages, COUPON } from '@/domain/cart'
import type { CartItem } from '@/domain/contract'
import { pathTo } from '@/domain/routes'
import { cartMachine, type CartInput } from './cart.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testProduct } from '../lib/test-product'

const phone = testProduct('phone', { original_price: 130000, discounted_price: 120000, is_stock: 3 })
const one: CartItem = {
  _id: 'l1',
  productId: phone,
  qty: 1,
  size: null,
  original_price: 130000,
  discounted_price: 120000,
}

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise. The
// answers are fixed so the context space stays small.
const events: AnyEventObject[] = [
  { type: 'line.increment', lineId: 'l1' },
  { type: 'line.decrement', lineId: 'l1' },
  { type: 'line.remove', lineId: 'l1' },
  { type: 'coupon.apply' },
  { type: 'coupon.remove' },
  { type: 'cart.retry' },
  { type: 'xstate.done.actor.loadCart', output: [one] },
  { type: 'xstate.error.actor.loadCart', error: new Error('Database unavailable') },
  { type: 'xstate.done.actor.updateCartItem', output: { ...one, qty: 2 } },
  { type: 'xstate.error.actor.updateCartItem', error: new Error('Only 3 in stock') },
  { type: 'xstate.done.actor.removeCartItem' },
  { type: 'xstate.error.actor.removeCartItem', error: new Error('Network down') },
]

const states = leafStatesOf(cartMachine.root)

const unknownCart: CartInput = { items: null, couponApplied: false, pendingVerification: false }

describe('cart reachability', () => {
  const paths = getShortestPaths(cartMachine, { events: events as never, input: unknownCart })
  const reached = shortestPathPerState(paths)
  const effectsInto = (state: string) => effectsAlong(cartMachine, unknownCart, reached.get(state)!)
  const after = (state: string, event: AnyEventObject) =>
    effectsAlong(cartMachine, unknownCart, { steps: [...reached.get(state)!.steps, { event }] })
  const loaded = { type: 'replaceCart', params: [one] }

  // 'opening' only decides where a page starts: it is never rested in.
  it('reaches every resting state from a cart the app does not know yet', () => {
    expect([...reached.keys()].sort()).toEqual(states.filter((state) => state !== 'opening').sort())
  })

  it("hands the loaded cart to the shopper's lists", () => {
    expect(effectsInto('ready')).toEqual([loaded])
  })

  it('logs a cart that did not load, and sends an unverified shopper to verify', () => {
    const error = new Error('Database unavailable')
    expect(effectsInto('error')).toEqual([{ type: 'logFailure', params: { error } }])
    const unverified = { ...unknownCart, pendingVerification: true }
    const path = shortestPathPerState(
      getShortestPaths(cartMachine, { events: events as never, input: unverified }),
    ).get('error')!
    expect(effectsAlong(cartMachine, unverified, path)).toEqual([
      { type: 'logFailure', params: { error } },
      { type: 'navigate', params: { to: pathTo('verification') } },
    ])
  })

  it('opens on a known cart without loading it or handing it back', () => {
    const input = { ...unknownCart, items: [one] }
    const known = shortestPathPerState(getShortestPaths(cartMachine, { events: events as never, input }))
    expect(known.get('ready')!.steps).toHaveLength(1)
    expect(known.has('loading')).toBe(false)
    expect(effectsAlong(cartMachine, input, known.get('ready')!)).toEqual([])
    const empty = shortestPathPerState(
      getShortestPaths(cartMachine, { events: events as never, input: { ...unknownCart, items: [] } }),
    )
    expect(empty.get('empty')!.steps).toHaveLength(1)
  })

  it('takes the coupon off a cart that no longer qualifies for it, and says so', () => {
    const cheap = { ...one, original_price: 5000, discounted_price: 4000 }
    const input = { ...unknownCart, items: [cheap], couponApplied: true }
    expect(effectsAlong(cartMachine, input, { steps: [{ event: { type: 'xstate.init' } }] })).toEqual([
      { type: 'storeCoupon', params: { applied: false } },
      { type: 'notify', params: { kind: 'success', message: cartMessages.couponRemoved(COUPON.name) } },
    ])
  })

  it('keeps the coupon choice and says it was applied, then removed', () => {
    expect(after('ready', { type: 'coupon.apply' })).toEqual([
      loaded,
      { type: 'storeCoupon', params: { applied: true } },
      { type: 'notify', params: { kind: 'success', message: cartMessages.couponApplied(COUPON.name) } },
    ])
    const path = {
      steps: [
        ...reached.get('ready')!.steps,
        { event: { type: 'coupon.apply' } },
        { event: { type: 'coupon.remove' } },
      ],
    }
    expect(effectsAlong(cartMachine, unknownCart, path).slice(3)).toEqual([
      { type: 'storeCoupon', params: { applied: false } },
      { type: 'notify', params: { kind: 'success', message: cartMessages.couponRemoved(COUPON.name) } },
    ])
  })

  it("hands the server's line to the lists and says one more was added, or why not", () => {
    expect(effectsInto('updating')).toEqual([loaded])
    const two = { ...one, qty: 2 }
    expect(after('updating', { type: 'xstate.done.actor.updateCartItem', output: two })).toEqual([
      loaded,
      { type: 'replaceCart', params: [two] },
      { type: 'notify', params: { kind: 'success', message: cartMessages.addedAnother(phone.title) } },
    ])
    expect(
      after('updating', { type: 'xstate.error.actor.updateCartItem', error: new Error('Only 3 in stock') }),
    ).toEqual([loaded, { type: 'notify', params: { kind: 'error', message: 'Only 3 in stock' } }])
  })

  it('empties the cart only through a removal, telling the lists and saying which product went', () => {
    const removal = reached.get('empty')!
    // From the unknown cart: loaded with one line, its removal answered.
    expect(removal.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadCart',
      'line.decrement',
      'xstate.done.actor.removeCartItem',
    ])
    expect(effectsInto('empty')).toEqual([
      loaded,
      { type: 'replaceCart', params: [] },
      { type: 'notify', params: { kind: 'success', message: cartMessages.removed(phone.title) } },
    ])
  })

  it("keeps the line when its removal is refused, with the server's word", () => {
    expect(after('removing', { type: 'xstate.error.actor.removeCartItem', error: new Error('Network down') })).toEqual([
      loaded,
      { type: 'notify', params: { kind: 'error', message: 'Network down' } },
    ])
  })
})
