import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { WishlistItem } from '@/domain/contract'
import { ApiError } from '@/api/errors'
import type { WishlistChange } from '@/domain/wishlist'
import { wishlistMachine } from './wishlist.machine'
import { deferred } from '../lib/deferred'
import type { Notice } from '../lib/notice'
import { testProduct } from '../lib/test-product'

const saved = (id: string, title: string): WishlistItem => ({
  _id: `w-${id}`,
  productId: testProduct(id, { title }),
  createdAt: '2026-11-24T09:00:00.000Z',
})
const camon = saved('camon', 'Tecno Camon 20')
const charger = saved('charger', 'Oraimo 20W Charger')

function start(
  options: { items?: WishlistItem[] | null; load?: () => Promise<WishlistItem[]>; remove?: () => Promise<void> } = {},
) {
  const load = vi.fn(options.load ?? (async () => [camon, charger]))
  const remove = vi.fn<(input: { productId: string }) => Promise<void>>(options.remove ?? (async () => {}))
  const notify = vi.fn<(notice: Notice) => void>()
  const listLoaded = vi.fn<(items: WishlistItem[]) => void>()
  const listChanged = vi.fn<(change: WishlistChange) => void>()
  const reportError = vi.fn<(params: { error: unknown }) => void>()
  const logic = wishlistMachine.provide({
    actors: {
      loadWishlist: fromPromise(() => load()),
      removeWishlistItem: fromPromise(({ input }) => remove(input)),
    },
    actions: {
      notify: (_, notice) => notify(notice),
      listLoaded: (_, items) => listLoaded(items),
      listChanged: (_, change) => listChanged(change),
      reportError: (_, params) => reportError(params),
    },
  })
  const actor = createActor(logic, { input: { items: options.items === undefined ? null : options.items } }).start()
  const titles = () => actor.getSnapshot().context.items.map((item) => item.productId.title)
  return { actor, titles, load, remove, notify, listLoaded, listChanged, reportError }
}

describe('the wishlist page', () => {
  it('opens on the list the app already holds without asking again', () => {
    const { actor, titles, load } = start({ items: [charger] })
    expect(actor.getSnapshot().value).toBe('filled')
    expect(titles()).toEqual(['Oraimo 20W Charger'])
    expect(load).not.toHaveBeenCalled()
  })

  it("shows 'Wishlist is Empty' for an empty list the app holds", () => {
    const { actor } = start({ items: [] })
    expect(actor.getSnapshot().value).toBe('empty')
  })

  it('loads the list when the app does not hold it yet and hands it on', async () => {
    const { actor, titles, load, listLoaded } = start()
    expect(actor.getSnapshot().value).toBe('loading')
    await waitFor(actor, (snapshot) => snapshot.matches('filled'))
    expect(load).toHaveBeenCalledOnce()
    expect(titles()).toEqual(['Tecno Camon 20', 'Oraimo 20W Charger'])
    expect(listLoaded).toHaveBeenCalledExactlyOnceWith([camon, charger])
  })

  it('logs a failed load and loads again on retry (spec §8)', async () => {
    const failure = new Error('Network down')
    const { actor, load, reportError, notify } = start({ load: async () => Promise.reject(failure) })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(reportError).toHaveBeenCalledExactlyOnceWith({ error: failure })
    expect(notify).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.error).toBe(failure)

    load.mockResolvedValueOnce([])
    actor.send({ type: 'wishlist.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    await waitFor(actor, (snapshot) => snapshot.matches('empty'))
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('removes a product, says so as spec §8 words it and hands the change on', async () => {
    const { actor, titles, remove, notify, listChanged } = start({ items: [camon, charger] })
    actor.send({ type: 'item.remove', productId: 'camon' })
    expect(actor.getSnapshot().value).toBe('removing')
    expect(actor.getSnapshot().context.removing).toBe('camon')
    await waitFor(actor, (snapshot) => snapshot.matches('filled'))
    expect(remove).toHaveBeenCalledExactlyOnceWith({ productId: 'camon' })
    expect(titles()).toEqual(['Oraimo 20W Charger'])
    expect(actor.getSnapshot().context.removing).toBeNull()
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'success',
      message: 'Tecno Camon 20 removed from the wishlist successfully!',
    })
    expect(listChanged).toHaveBeenCalledExactlyOnceWith({ kind: 'removed', productId: 'camon' })
  })

  it("ends on 'Wishlist is Empty' once the last product is removed", async () => {
    const { actor } = start({ items: [charger] })
    actor.send({ type: 'item.remove', productId: 'charger' })
    await waitFor(actor, (snapshot) => snapshot.matches('empty'))
  })

  it('removes one product at a time and ignores products not listed', () => {
    const pending = deferred<void>()
    const { actor, remove } = start({ items: [camon, charger], remove: () => pending.promise })
    expect(actor.getSnapshot().can({ type: 'item.remove', productId: 'nokia' })).toBe(false)
    actor.send({ type: 'item.remove', productId: 'camon' })
    actor.send({ type: 'item.remove', productId: 'charger' })
    expect(remove).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().context.removing).toBe('camon')
  })

  it('keeps the product and toasts the first server error when removing fails', async () => {
    const { actor, titles, notify, listChanged } = start({
      items: [camon],
      remove: async () => {
        throw new ApiError(404, [{ message: 'This product is not on your wishlist' }])
      },
    })
    actor.send({ type: 'item.remove', productId: 'camon' })
    await waitFor(actor, (snapshot) => snapshot.matches('filled'))
    expect(titles()).toEqual(['Tecno Camon 20'])
    expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'error', message: 'This product is not on your wishlist' })
    expect(listChanged).not.toHaveBeenCalled()
  })
})
