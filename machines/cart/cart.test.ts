import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { CartItem, Product } from '@/domain/contract'
import { cartMachine, changingLineId, type CartInput, type QuantityStep } from './cart.machine'
import type { Notice } from '../lib/notice'
import { deferred } from '../lib/deferred'
import { testProduct } from '../lib/test-product'

const camon = testProduct('camon', {
  title: 'Tecno Camon 20',
  original_price: 60000,
  discounted_price: 55000,
  is_stock: 7,
  size: [{ title: '256GB', is_stock: 4 }],
})
const charger = testProduct('charger', {
  title: 'Anker Charger',
  original_price: 5000,
  discounted_price: 4500,
  is_stock: 2,
})

const line = (id: string, product: Product, qty: number, size: string | null = null): CartItem => ({
  _id: id,
  productId: product,
  qty,
  size,
  original_price: product.original_price,
  discounted_price: product.discounted_price,
})

// Two Camons and a charger: ₦114,500 discounted, above the coupon's ₦100,000.
const twoCamons = line('l1', camon, 2, '256GB')
const oneCharger = line('l2', charger, 1)

interface Fakes {
  loadCart?: () => Promise<CartItem[]>
  updateCartItem?: (input: {
    cartId: string
    qty: QuantityStep
    productId: string
    size: string | null
  }) => Promise<CartItem>
  removeCartItem?: (input: { cartId: string }) => Promise<void>
}

function start(input: Partial<CartInput> = {}, fakes: Fakes = {}) {
  const loadCart = vi.fn(fakes.loadCart ?? (async () => [twoCamons, oneCharger]))
  const updateCartItem = vi.fn(
    fakes.updateCartItem ??
      (async ({ cartId, qty }) => {
        const known = [twoCamons, oneCharger].find((candidate) => candidate._id === cartId)!
        return { ...known, qty: known.qty + qty }
      }),
  )
  const removeCartItem = vi.fn(fakes.removeCartItem ?? (async () => {}))
  const notify = vi.fn<(notice: Notice) => void>()
  const navigate = vi.fn<(to: string) => void>()
  const replaceCart = vi.fn<(items: CartItem[]) => void>()
  const storeCoupon = vi.fn<(coupon: { applied: boolean }) => void>()
  const logFailure = vi.fn<(error: unknown) => void>()
  const logic = cartMachine.provide({
    actors: {
      loadCart: fromPromise(() => loadCart()),
      updateCartItem: fromPromise(({ input }) => updateCartItem(input)),
      removeCartItem: fromPromise(({ input }) => removeCartItem(input)),
    },
    actions: {
      notify: (_, notice) => notify(notice),
      navigate: (_, { to }) => navigate(to),
      replaceCart: (_, items) => replaceCart(items),
      storeCoupon: (_, coupon) => storeCoupon(coupon),
      logFailure: (_, { error }) => logFailure(error),
    },
  })
  const actor = createActor(logic, {
    input: { items: [twoCamons, oneCharger], couponApplied: false, pendingVerification: false, ...input },
  }).start()
  return { actor, loadCart, updateCartItem, removeCartItem, notify, navigate, replaceCart, storeCoupon, logFailure }
}

describe('the cart', () => {
  describe('opening', () => {
    it("opens ready on the root's list without asking the server", () => {
      const { actor, loadCart } = start()

      expect(actor.getSnapshot().value).toBe('ready')
      expect(actor.getSnapshot().context.items).toEqual([twoCamons, oneCharger])
      expect(loadCart).not.toHaveBeenCalled()
    })

    it("opens empty on the root's empty list", () => {
      expect(start({ items: [] }).actor.getSnapshot().value).toBe('empty')
    })

    it('loads the cart when the root does not know it yet, and hands the answer to the root', async () => {
      const { actor, replaceCart } = start({ items: null })

      expect(actor.getSnapshot().value).toBe('loading')
      await waitFor(actor, (snapshot) => snapshot.matches('ready'))
      expect(actor.getSnapshot().context.items).toEqual([twoCamons, oneCharger])
      expect(replaceCart).toHaveBeenCalledWith([twoCamons, oneCharger])
    })

    it('shows the empty cart when the server holds no lines', async () => {
      const { actor } = start({ items: null }, { loadCart: async () => [] })

      await waitFor(actor, (snapshot) => snapshot.matches('empty'))
    })

    it('shows the error with a retry when the load fails, and loads again on retry', async () => {
      let calls = 0
      const { actor, navigate, notify, logFailure } = start(
        { items: null },
        {
          loadCart: async () => {
            calls += 1
            if (calls === 1) throw new Error('Database unavailable')
            return [oneCharger]
          },
        },
      )

      await waitFor(actor, (snapshot) => snapshot.matches('error'))
      expect((actor.getSnapshot().context.error as Error).message).toBe('Database unavailable')
      expect(navigate).not.toHaveBeenCalled()
      // spec §8: a failed cart load is logged and shown on the page, not toasted.
      expect(notify).not.toHaveBeenCalled()
      expect(logFailure).toHaveBeenCalledWith(expect.objectContaining({ message: 'Database unavailable' }))

      actor.send({ type: 'cart.retry' })
      await waitFor(actor, (snapshot) => snapshot.matches('ready'))
      expect(actor.getSnapshot().context.items).toEqual([oneCharger])
      expect(actor.getSnapshot().context.error).toBeNull()
    })

    it('sends a user with a pending verification code to /verification when the load fails (spec §6)', async () => {
      const { actor, navigate } = start(
        { items: null, pendingVerification: true },
        { loadCart: async () => Promise.reject(new Error('Verify your email first')) },
      )

      await waitFor(actor, (snapshot) => snapshot.matches('error'))
      expect(navigate).toHaveBeenCalledWith('/verification')
    })
  })

  describe('quantities', () => {
    it('adds one, says so, and hands the root the new list', async () => {
      const { actor, updateCartItem, notify, replaceCart } = start()

      actor.send({ type: 'line.increment', lineId: 'l1' })
      expect(actor.getSnapshot().value).toBe('updating')
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      expect(changingLineId(actor.getSnapshot())).toBe('l1')
      expect(updateCartItem).toHaveBeenCalledWith({ cartId: 'l1', qty: 1, productId: camon._id, size: '256GB' })

      await waitFor(actor, (snapshot) => snapshot.matches('ready'))
      expect(actor.getSnapshot().context.items.map((item) => item.qty)).toEqual([3, 1])
      expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Added another Tecno Camon 20 to the cart!' })
      expect(replaceCart).toHaveBeenLastCalledWith([{ ...twoCamons, qty: 3 }, oneCharger])
      expect(changingLineId(actor.getSnapshot())).toBeNull()
    })

    it('takes one off a line of more than one', async () => {
      const { actor, updateCartItem, notify } = start()

      actor.send({ type: 'line.decrement', lineId: 'l1' })
      expect(updateCartItem).toHaveBeenCalledWith({ cartId: 'l1', qty: -1, productId: camon._id, size: '256GB' })
      await waitFor(actor, (snapshot) => snapshot.matches('ready'))
      expect(actor.getSnapshot().context.items[0]!.qty).toBe(1)
      expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Removed one Tecno Camon 20 from the cart!' })
    })

    it('removes a line of one when one is taken off (spec §4)', async () => {
      const { actor, updateCartItem, removeCartItem, notify, replaceCart } = start()

      actor.send({ type: 'line.decrement', lineId: 'l2' })
      expect(actor.getSnapshot().value).toBe('removing')
      expect(removeCartItem).toHaveBeenCalledWith({ cartId: 'l2' })
      await waitFor(actor, (snapshot) => snapshot.matches('ready'))
      expect(updateCartItem).not.toHaveBeenCalled()
      expect(actor.getSnapshot().context.items).toEqual([twoCamons])
      expect(notify).toHaveBeenCalledWith({
        kind: 'success',
        message: 'Anker Charger successfully removed from the cart',
      })
      expect(replaceCart).toHaveBeenLastCalledWith([twoCamons])
    })

    it('removes a line with the remove button, and shows the empty cart after the last one', async () => {
      const { actor, notify, replaceCart } = start({ items: [twoCamons] })

      actor.send({ type: 'line.remove', lineId: 'l1' })
      await waitFor(actor, (snapshot) => snapshot.matches('empty'))
      expect(notify).toHaveBeenCalledWith({
        kind: 'success',
        message: 'Tecno Camon 20 successfully removed from the cart',
      })
      expect(replaceCart).toHaveBeenLastCalledWith([])
    })

    it('does not add one beyond the stock of that product and size', () => {
      const { actor, updateCartItem } = start({ items: [line('l3', charger, 2)] })

      expect(actor.getSnapshot().can({ type: 'line.increment', lineId: 'l3' })).toBe(false)
      actor.send({ type: 'line.increment', lineId: 'l3' })
      expect(updateCartItem).not.toHaveBeenCalled()
      expect(actor.getSnapshot().can({ type: 'line.decrement', lineId: 'l3' })).toBe(true)
    })

    it('ignores a line it does not hold', () => {
      const { actor } = start()

      for (const type of ['line.increment', 'line.decrement', 'line.remove'] as const) {
        expect(actor.getSnapshot().can({ type, lineId: 'nope' })).toBe(false)
      }
    })

    it('runs one change at a time: every line waits while one changes', async () => {
      const answer = deferred<CartItem>()
      const { actor, updateCartItem, removeCartItem } = start({}, { updateCartItem: () => answer.promise })

      actor.send({ type: 'line.increment', lineId: 'l1' })
      for (const type of ['line.increment', 'line.decrement', 'line.remove'] as const) {
        expect(actor.getSnapshot().can({ type, lineId: 'l2' })).toBe(false)
      }
      expect(actor.getSnapshot().can({ type: 'coupon.apply' })).toBe(false)
      actor.send({ type: 'line.remove', lineId: 'l2' })
      expect(removeCartItem).not.toHaveBeenCalled()

      answer.resolve({ ...twoCamons, qty: 3 })
      await waitFor(actor, (snapshot) => snapshot.matches('ready'))
      expect(updateCartItem).toHaveBeenCalledTimes(1)
    })

    it('toasts the first server error and leaves the line as it was (spec §8)', async () => {
      const { actor, notify, replaceCart } = start(
        {},
        { updateCartItem: async () => Promise.reject(new Error('Only 2 of Tecno Camon 20 (256GB) are in stock.')) },
      )

      actor.send({ type: 'line.increment', lineId: 'l1' })
      await waitFor(actor, (snapshot) => snapshot.matches('ready'))
      expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Only 2 of Tecno Camon 20 (256GB) are in stock.' })
      expect(actor.getSnapshot().context.items).toEqual([twoCamons, oneCharger])
      expect(replaceCart).not.toHaveBeenCalled()
    })

    it('keeps the line when its removal fails, with the generic text when the server says nothing', async () => {
      const { actor, notify } = start({}, { removeCartItem: async () => Promise.reject(new Error('')) })

      actor.send({ type: 'line.remove', lineId: 'l2' })
      await waitFor(actor, (snapshot) => snapshot.matches('ready'))
      expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'An error has occured. please try again later' })
      expect(actor.getSnapshot().context.items).toEqual([twoCamons, oneCharger])
    })
  })

  describe('the coupon', () => {
    it('applies above ₦100,000 and comes off again, each with its toast, keeping the choice for checkout', () => {
      const { actor, notify, storeCoupon } = start()

      actor.send({ type: 'coupon.apply' })
      expect(actor.getSnapshot().context.couponApplied).toBe(true)
      expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'Woohoo! OJA10K applied successfully!' })
      expect(storeCoupon).toHaveBeenLastCalledWith({ applied: true })
      expect(actor.getSnapshot().can({ type: 'coupon.apply' })).toBe(false)

      actor.send({ type: 'coupon.remove' })
      expect(actor.getSnapshot().context.couponApplied).toBe(false)
      expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'OJA10K removed!' })
      expect(storeCoupon).toHaveBeenLastCalledWith({ applied: false })
      expect(actor.getSnapshot().can({ type: 'coupon.remove' })).toBe(false)
    })

    it("takes the tab's kept choice after a drawn page's takeover, with no toast and nothing stored", () => {
      const { actor, notify, storeCoupon } = start()
      actor.send({ type: 'coupon.restored', applied: true })
      expect(actor.getSnapshot().context.couponApplied).toBe(true)
      expect(actor.getSnapshot().value).toBe('ready')
      expect(notify).not.toHaveBeenCalled()
      expect(storeCoupon).not.toHaveBeenCalled()
    })

    it('cannot be applied to a cart at exactly ₦100,000 (spec §5)', () => {
      const exactly = testProduct('tv', { title: 'TV', original_price: 120000, discounted_price: 100000, is_stock: 3 })
      const { actor, notify } = start({ items: [line('l9', exactly, 1)] })

      expect(actor.getSnapshot().can({ type: 'coupon.apply' })).toBe(false)
      actor.send({ type: 'coupon.apply' })
      expect(actor.getSnapshot().context.couponApplied).toBe(false)
      expect(notify).not.toHaveBeenCalled()
    })

    it('comes off, with its toast, when a change takes the cart to or below the minimum', async () => {
      const { actor, notify, storeCoupon } = start({ couponApplied: true })
      expect(actor.getSnapshot().context.couponApplied).toBe(true)

      // ₦114,500 less one Camon (₦55,000) is ₦59,500.
      actor.send({ type: 'line.decrement', lineId: 'l1' })
      await waitFor(actor, (snapshot) => snapshot.matches('ready') && !snapshot.context.couponApplied)
      expect(storeCoupon).toHaveBeenLastCalledWith({ applied: false })
      expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'OJA10K removed!' })
    })

    it('drops a kept choice the cart no longer qualifies for when the page opens', () => {
      const { actor, storeCoupon } = start({ items: [oneCharger], couponApplied: true })

      expect(actor.getSnapshot().context.couponApplied).toBe(false)
      expect(storeCoupon).toHaveBeenCalledWith({ applied: false })
    })
  })
})
