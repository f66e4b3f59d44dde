import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { WishlistItem } from '@/domain/contract'
import { ApiError } from '@/api/errors'
import type { WishlistChange } from '@/domain/wishlist'
import { wishlistToggleMachine } from './wishlist-toggle.machine'
import { deferred } from '../lib/deferred'
import type { Notice } from '../lib/notice'
import { testProduct } from '../lib/test-product'

const camon = testProduct('camon', { title: 'Tecno Camon 20' })
const savedCamon: WishlistItem = { _id: 'w-1', productId: camon, createdAt: '2026-11-24T09:00:00.000Z' }

function start(options: { add?: () => Promise<WishlistItem>; remove?: () => Promise<void> } = {}) {
  const add = vi.fn<(input: { productId: string }) => Promise<WishlistItem>>(options.add ?? (async () => savedCamon))
  const remove = vi.fn<(input: { productId: string }) => Promise<void>>(options.remove ?? (async () => {}))
  const notify = vi.fn<(notice: Notice) => void>()
  const listChanged = vi.fn<(change: WishlistChange) => void>()
  const reloadList = vi.fn()
  const openSignIn = vi.fn()
  const logic = wishlistToggleMachine.provide({
    actors: {
      addWishlistItem: fromPromise(({ input }) => add(input)),
      removeWishlistItem: fromPromise(({ input }) => remove(input)),
    },
    actions: {
      notify: (_, notice) => notify(notice),
      listChanged: (_, change) => listChanged(change),
      reloadList,
      openSignIn,
    },
  })
  const actor = createActor(logic, { input: { product: camon } }).start()
  return { actor, add, remove, notify, listChanged, reloadList, openSignIn }
}

describe('wishlist toggle', () => {
  it('opens the sign-in modal for a visitor and asks nothing (spec §6)', () => {
    const { actor, add, remove, openSignIn, notify } = start()
    actor.send({ type: 'wishlist.toggle', signedIn: false, saved: false })
    expect(openSignIn).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(add).not.toHaveBeenCalled()
    expect(remove).not.toHaveBeenCalled()
    expect(notify).not.toHaveBeenCalled()
  })

  it('adds a product that is not saved and hands the new item on, with the spec toast', async () => {
    const { actor, add, listChanged, notify } = start()
    actor.send({ type: 'wishlist.toggle', signedIn: true, saved: false })
    expect(actor.getSnapshot().value).toBe('adding')
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(add).toHaveBeenCalledExactlyOnceWith({ productId: 'camon' })
    expect(listChanged).toHaveBeenCalledExactlyOnceWith({ kind: 'added', item: savedCamon })
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'success',
      message: 'Tecno Camon 20 added to the wishlist successfully!',
    })
  })

  it('removes a saved product, with the spec toast', async () => {
    const { actor, add, remove, listChanged, notify } = start()
    actor.send({ type: 'wishlist.toggle', signedIn: true, saved: true })
    expect(actor.getSnapshot().value).toBe('removing')
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(remove).toHaveBeenCalledExactlyOnceWith({ productId: 'camon' })
    expect(add).not.toHaveBeenCalled()
    expect(listChanged).toHaveBeenCalledExactlyOnceWith({ kind: 'removed', productId: 'camon' })
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'success',
      message: 'Tecno Camon 20 removed from the wishlist successfully!',
    })
  })

  it('ignores presses while a change is under way', () => {
    const pending = deferred<WishlistItem>()
    const { actor, add } = start({ add: () => pending.promise })
    actor.send({ type: 'wishlist.toggle', signedIn: true, saved: false })
    expect(actor.getSnapshot().can({ type: 'wishlist.toggle', signedIn: true, saved: true })).toBe(false)
    actor.send({ type: 'wishlist.toggle', signedIn: true, saved: true })
    expect(actor.getSnapshot().value).toBe('adding')
    expect(add).toHaveBeenCalledOnce()
  })

  it('toasts the first server error, changes nothing and has the list loaded again (spec §8)', async () => {
    const { actor, listChanged, reloadList, notify } = start({
      add: async () => {
        throw new ApiError(409, [{ message: 'This product is already on your wishlist' }])
      },
    })
    actor.send({ type: 'wishlist.toggle', signedIn: true, saved: false })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(listChanged).not.toHaveBeenCalled()
    expect(reloadList).toHaveBeenCalledOnce()
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'error',
      message: 'This product is already on your wishlist',
    })
  })

  it('falls back to the generic text when a removal fails without a message', async () => {
    const { actor, notify } = start({
      remove: async () => {
        throw new Error('')
      },
    })
    actor.send({ type: 'wishlist.toggle', signedIn: true, saved: true })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'error',
      message: 'An error has occured. please try again later',
    })
  })
})
