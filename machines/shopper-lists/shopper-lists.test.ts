import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { CartItem, WishlistItem } from '@/domain/contract'
import { shopperListsMachine, shopperListsSelectors, type ShopperList } from './shopper-lists.machine'
import { deferred } from '../lib/deferred'
import { testProduct } from '../lib/test-product'
import { testOrder, testOrderedProduct } from '../orders/test-order'

function line(id: string, qty: number): CartItem {
  const product = testProduct(`p-${id}`)
  return {
    _id: id,
    productId: product,
    qty,
    size: null,
    original_price: product.original_price,
    discounted_price: product.discounted_price,
  }
}

function saved(id: string): WishlistItem {
  return { _id: id, productId: testProduct(`p-${id}`), createdAt: '2026-11-20T09:00:00.000Z' }
}

const twoInCart = [line('a', 1), line('b', 1)]
const fiveSaved = ['a', 'b', 'c', 'd', 'e'].map(saved)

function start(options: { cart?: () => Promise<CartItem[]>; wishlist?: () => Promise<WishlistItem[]> } = {}) {
  const loadCart = vi.fn(options.cart ?? (async () => twoInCart))
  const loadWishlist = vi.fn(options.wishlist ?? (async () => fiveSaved))
  const signals: AbortSignal[] = []
  const logFailure = vi.fn<(failure: { list: ShopperList; error: unknown }) => void>()
  const logic = shopperListsMachine.provide({
    actors: {
      loadCart: fromPromise(({ signal }) => {
        signals.push(signal)
        return loadCart()
      }),
      loadWishlist: fromPromise(() => loadWishlist()),
    },
    actions: { logFailure: (_, failure) => logFailure(failure) },
  })
  const actor = createActor(logic, { input: {} }).start()
  const counts = () => ({
    cart: shopperListsSelectors.cartQuantity(actor.getSnapshot()),
    wishlist: shopperListsSelectors.wishlistCount(actor.getSnapshot()),
  })
  return { actor, counts, loadCart, loadWishlist, logFailure, signals }
}

const bothReady = { signedIn: { cart: 'ready', wishlist: 'ready' } } as const

describe("the shopper's cart and wishlist", () => {
  it('holds nothing and asks nothing while nobody is signed in', () => {
    const { actor, counts, loadCart, loadWishlist } = start()
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(counts()).toEqual({ cart: 0, wishlist: 0 })
    expect(shopperListsSelectors.cartKnown(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'cart.lineAdded', line: line('a', 1) })
    actor.send({ type: 'wishlist.changed' })
    expect(loadCart).not.toHaveBeenCalled()
    expect(loadWishlist).not.toHaveBeenCalled()
  })

  it('loads both lists when a shopper signs in; the cart count is the total quantity (spec §2)', async () => {
    const { actor, counts, loadCart } = start()
    loadCart.mockResolvedValueOnce([line('a', 2), line('b', 3)])
    actor.send({ type: 'session.signedIn' })
    expect(shopperListsSelectors.cartKnown(actor.getSnapshot())).toBe(false)
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))
    expect(counts()).toEqual({ cart: 5, wishlist: 5 })
    expect(shopperListsSelectors.cartKnown(actor.getSnapshot())).toBe(true)
    expect(shopperListsSelectors.wishlist(actor.getSnapshot()).map((item) => item._id)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ])
  })

  it('works each confirmed change out from the list it holds, without asking the server again', async () => {
    const { actor, counts, loadCart, loadWishlist } = start()
    actor.send({ type: 'session.signedIn' })
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))

    actor.send({ type: 'cart.lineAdded', line: line('c', 1) })
    actor.send({ type: 'cart.lineAdded', line: line('a', 3) })
    expect(shopperListsSelectors.cart(actor.getSnapshot()).map(({ _id, qty }) => [_id, qty])).toEqual([
      ['a', 3],
      ['b', 1],
      ['c', 1],
    ])
    expect(counts().cart).toBe(5)

    actor.send({ type: 'wishlist.edited', change: { kind: 'removed', productId: 'p-b' } })
    actor.send({ type: 'wishlist.edited', change: { kind: 'added', item: saved('x') } })
    expect(shopperListsSelectors.wishlist(actor.getSnapshot()).map((item) => item._id)).toEqual([
      'x',
      'a',
      'c',
      'd',
      'e',
    ])
    expect(loadCart).toHaveBeenCalledTimes(1)
    expect(loadWishlist).toHaveBeenCalledTimes(1)
  })

  it("takes an order's lines out of the cart at once, then loads the cart again for anything else that moved", async () => {
    const { actor, counts, loadCart, loadWishlist } = start()
    actor.send({ type: 'session.signedIn' })
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))

    const reload = deferred<CartItem[]>()
    loadCart.mockReturnValueOnce(reload.promise)
    actor.send({
      type: 'cart.ordered',
      order: testOrder('o1', { orderedProducts: [testOrderedProduct('p-a', { id: 'a' })] }),
    })
    expect(counts().cart).toBe(1)
    expect(actor.getSnapshot().matches({ signedIn: { cart: 'loading' } })).toBe(true)
    reload.resolve([])
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))
    expect(counts().cart).toBe(0)
    expect(loadCart).toHaveBeenCalledTimes(2)
    expect(loadWishlist).toHaveBeenCalledTimes(1)
  })

  it('loads the wishlist again when a change to it failed', async () => {
    const { actor, counts, loadWishlist } = start()
    actor.send({ type: 'session.signedIn' })
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))

    loadWishlist.mockResolvedValueOnce([saved('x')])
    actor.send({ type: 'wishlist.changed' })
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))
    expect(counts().wishlist).toBe(1)
    expect(loadWishlist).toHaveBeenCalledTimes(2)
  })

  it("loads the cart again for a line added while it was not the server's list", async () => {
    const first = deferred<CartItem[]>()
    const { actor, counts, loadCart, signals } = start({ cart: () => first.promise })
    actor.send({ type: 'session.signedIn' })
    loadCart.mockResolvedValueOnce([line('a', 1), line('b', 1), line('c', 1)])
    // The load under way may have been answered before the line was added: it starts over.
    actor.send({ type: 'cart.lineAdded', line: line('c', 1) })
    expect(signals[0]?.aborted).toBe(true)
    first.resolve(twoInCart)
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))
    expect(counts().cart).toBe(3)
  })

  it('takes a list the server already answered without asking again', async () => {
    const { actor, counts, loadCart } = start()
    actor.send({ type: 'session.signedIn' })
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))

    actor.send({ type: 'cart.replaced', items: [line('a', 1), line('b', 2), line('c', 3)] })
    expect(counts().cart).toBe(6)
    actor.send({ type: 'wishlist.replaced', items: [] })
    expect(counts().wishlist).toBe(0)
    expect(loadCart).toHaveBeenCalledTimes(1)
  })

  it('lets a list handed over win against a load still under way', async () => {
    const slow = deferred<CartItem[]>()
    const { actor, counts, signals } = start({ cart: () => slow.promise })
    actor.send({ type: 'session.signedIn' })
    actor.send({ type: 'cart.replaced', items: [line('a', 9)] })
    expect(signals[0]?.aborted).toBe(true)
    slow.resolve([])
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))
    expect(counts().cart).toBe(9)
  })

  it('keeps the last known list and logs when a load fails (spec §8)', async () => {
    const failure = new Error('Network down')
    const { actor, counts, loadCart, logFailure } = start()
    actor.send({ type: 'session.signedIn' })
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))

    loadCart.mockRejectedValueOnce(failure)
    actor.send({ type: 'cart.ordered', order: testOrder('o1', { orderedProducts: [] }) })
    await waitFor(actor, (snapshot) => snapshot.matches({ signedIn: { cart: 'failed' } }))
    expect(counts()).toEqual({ cart: 2, wishlist: 5 })
    expect(logFailure).toHaveBeenCalledExactlyOnceWith({ list: 'cart', error: failure })
    // What is on show is not the server's list: a page that needs it loads it itself.
    expect(shopperListsSelectors.cartKnown(actor.getSnapshot())).toBe(false)

    actor.send({ type: 'cart.lineAdded', line: line('c', 1) })
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))
    expect(shopperListsSelectors.cartKnown(actor.getSnapshot())).toBe(true)
  })

  it('starts the load over when an order is confirmed while it runs, so the newest answer wins', async () => {
    const first = deferred<CartItem[]>()
    const { actor, counts, loadCart, signals } = start({ cart: () => first.promise })
    actor.send({ type: 'session.signedIn' })
    loadCart.mockResolvedValueOnce([line('a', 7)])
    actor.send({ type: 'cart.ordered', order: testOrder('o1', { orderedProducts: [] }) })
    expect(signals[0]?.aborted).toBe(true)
    first.resolve([line('a', 1)])
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))
    expect(counts().cart).toBe(7)
  })

  it('empties the lists and stops asking when the shopper signs out', async () => {
    const pending = deferred<CartItem[]>()
    const { actor, counts, signals } = start({ cart: () => pending.promise })
    actor.send({ type: 'session.signedIn' })
    await waitFor(actor, (snapshot) => snapshot.context.wishlist.length === 5)

    actor.send({ type: 'session.signedOut' })
    expect(signals[0]?.aborted).toBe(true)
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(counts()).toEqual({ cart: 0, wishlist: 0 })
  })

  it('starts from nothing for someone else signing in on the same page', async () => {
    const { actor, counts, loadCart, loadWishlist } = start()
    actor.send({ type: 'session.signedIn' })
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))

    const next = deferred<CartItem[]>()
    const nextWishlist = deferred<WishlistItem[]>()
    loadCart.mockReturnValueOnce(next.promise)
    loadWishlist.mockReturnValueOnce(nextWishlist.promise)
    actor.send({ type: 'session.signedIn' })
    expect(counts()).toEqual({ cart: 0, wishlist: 0 })
    next.resolve([line('z', 1)])
    nextWishlist.resolve([saved('z')])
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))
    expect(counts()).toEqual({ cart: 1, wishlist: 1 })
  })
})
