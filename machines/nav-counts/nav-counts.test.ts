import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { navCountsMachine, type NavCount } from './nav-counts.machine'
import { deferred } from '../lib/deferred'


function start(options: { cart?: () => Promise<number>; wishlist?: () => Promise<number> } = {}) {
  const cartQuantity = vi.fn(options.cart ?? (async () => 2))
  const wishlistCount = vi.fn(options.wishlist ?? (async () => 5))
  const signals: AbortSignal[] = []
  const logFailure = vi.fn<(failure: { count: NavCount; error: unknown }) => void>()
  const logic = navCountsMachine.provide({
    actors: {
      cartQuantity: fromPromise(({ signal }) => {
        signals.push(signal)
        return cartQuantity()
      }),
      wishlistCount: fromPromise(() => wishlistCount()),
    },
    actions: { logFailure: (_, failure) => logFailure(failure) },
  })
  const actor = createActor(logic).start()
  return { actor, cartQuantity, wishlistCount, logFailure, signals }
}

const bothReady = { signedIn: { cart: 'ready', wishlist: 'ready' } } as const

describe('navigation counts', () => {
  it('shows zero and asks nothing while nobody is signed in', () => {
    const { actor, cartQuantity, wishlistCount } = start()
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context).toEqual({ cart: 0, wishlist: 0 })
    actor.send({ type: 'cart.changed' })
    actor.send({ type: 'counts.refresh' })
    expect(cartQuantity).not.toHaveBeenCalled()
    expect(wishlistCount).not.toHaveBeenCalled()
  })

  it('loads the cart quantity and wishlist count when a shopper signs in (spec §2)', async () => {
    const { actor } = start()
    actor.send({ type: 'session.signedIn' })
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))
    expect(actor.getSnapshot().context).toEqual({ cart: 2, wishlist: 5 })
  })

  it('loads them again after a change rather than on its own', async () => {
    const { actor, cartQuantity, wishlistCount } = start()
    actor.send({ type: 'session.signedIn' })
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))

    cartQuantity.mockResolvedValueOnce(4)
    actor.send({ type: 'cart.changed' })
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))
    expect(actor.getSnapshot().context).toEqual({ cart: 4, wishlist: 5 })
    expect(wishlistCount).toHaveBeenCalledTimes(1)

    wishlistCount.mockResolvedValueOnce(6)
    actor.send({ type: 'wishlist.changed' })
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))
    expect(actor.getSnapshot().context).toEqual({ cart: 4, wishlist: 6 })
    expect(cartQuantity).toHaveBeenCalledTimes(2)

    actor.send({ type: 'counts.refresh' })
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))
    expect(cartQuantity).toHaveBeenCalledTimes(3)
    expect(wishlistCount).toHaveBeenCalledTimes(3)
  })

  it('keeps the last known count and logs when a load fails (spec §8)', async () => {
    const failure = new Error('Network down')
    const { actor, cartQuantity, logFailure } = start()
    actor.send({ type: 'session.signedIn' })
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))

    cartQuantity.mockRejectedValueOnce(failure)
    actor.send({ type: 'cart.changed' })
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))
    expect(actor.getSnapshot().context).toEqual({ cart: 2, wishlist: 5 })
    expect(logFailure).toHaveBeenCalledExactlyOnceWith({ count: 'cart', error: failure })
  })

  it('starts the load over when the cart changes again while it runs, so the newest count wins', async () => {
    const first = deferred<number>()
    const { actor, cartQuantity, signals } = start({ cart: () => first.promise })
    actor.send({ type: 'session.signedIn' })
    cartQuantity.mockResolvedValueOnce(7)
    actor.send({ type: 'cart.changed' })
    expect(signals[0]?.aborted).toBe(true)
    first.resolve(1)
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))
    expect(actor.getSnapshot().context.cart).toBe(7)
  })

  it('clears the counts and stops asking when the shopper signs out', async () => {
    const pending = deferred<number>()
    const { actor, signals } = start({ cart: () => pending.promise })
    actor.send({ type: 'session.signedIn' })
    await waitFor(actor, (snapshot) => snapshot.context.wishlist === 5)

    actor.send({ type: 'session.signedOut' })
    expect(signals[0]?.aborted).toBe(true)
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context).toEqual({ cart: 0, wishlist: 0 })
  })

  it("starts from zero for someone else signing in on the same page", async () => {
    const { actor, cartQuantity, wishlistCount } = start()
    actor.send({ type: 'session.signedIn' })
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))

    const next = deferred<number>()
    cartQuantity.mockReturnValueOnce(next.promise)
    wishlistCount.mockReturnValueOnce(next.promise)
    actor.send({ type: 'session.signedIn' })
    expect(actor.getSnapshot().context).toEqual({ cart: 0, wishlist: 0 })
    next.resolve(1)
    await waitFor(actor, (snapshot) => snapshot.matches(bothReady))
    expect(actor.getSnapshot().context).toEqual({ cart: 1, wishlist: 1 })
  })
})
