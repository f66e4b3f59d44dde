import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Address, CartItem, Order, Payment, PaymentInput, Product } from '@/domain/contract'
import { checkoutMachine, couponCounts, paymentInput, type CheckoutInput } from './checkout.machine'
import type { Notice } from '../lib/notice'
import { deferred } from '../lib/deferred'
import { testProduct } from '../lib/test-product'
import { testOrder } from '../orders/test-order'
import { testAddress } from '../lib/test-address'

const camon = testProduct('camon', {
  title: 'Tecno Camon 20',
  original_price: 60000,
  discounted_price: 55000,
  is_stock: 7,
})
const charger = testProduct('charger', {
  title: 'Anker Charger',
  original_price: 5000,
  discounted_price: 4500,
  is_stock: 2,
})

const line = (id: string, product: Product, qty: number): CartItem => ({
  _id: id,
  productId: product,
  qty,
  size: null,
  original_price: product.original_price,
  discounted_price: product.discounted_price,
})

// Two Camons and a charger: ₦114,500 discounted, above the coupon's ₦100,000; one charger alone is below it.
const cart = [line('l1', camon, 2), line('l2', charger, 1)]
const home = testAddress()
const office: Address = { ...home, _id: 'a2', name: 'Chidi Obi', city: 'Wuse II', state: 'Federal Capital Territory' }
const payment: Payment = { token: 'eyJhbGciOiJIUzI1NiJ9.eyJhIjoxfQ.sig', txRef: 'oja-tx-1', amount: 127500 }

interface Fakes {
  loadCart?: () => Promise<CartItem[]>
  loadAddresses?: () => Promise<Address[]>
  createPayment?: (input: PaymentInput) => Promise<Payment>
  payOrderWithWallet?: (input: PaymentInput) => Promise<Order>
}

const paidOrder = testOrder('o1', { status: 'Processing' })

function start(input: Partial<CheckoutInput> = {}, fakes: Fakes = {}) {
  const loadCart = vi.fn(fakes.loadCart ?? (async () => cart))
  const loadAddresses = vi.fn(fakes.loadAddresses ?? (async () => [home, office]))
  const createPayment = vi.fn(fakes.createPayment ?? (async () => payment))
  const payOrderWithWallet = vi.fn(fakes.payOrderWithWallet ?? (async () => paidOrder))
  const orderPlaced = vi.fn<(order: Order) => void>()
  const notify = vi.fn<(notice: Notice) => void>()
  const navigate = vi.fn<(to: string) => void>()
  const logFailure = vi.fn<(error: unknown) => void>()
  const logic = checkoutMachine.provide({
    actors: {
      loadCart: fromPromise(() => loadCart()),
      loadAddresses: fromPromise(() => loadAddresses()),
      createPayment: fromPromise(({ input }) => createPayment(input)),
      payOrderWithWallet: fromPromise(({ input }) => payOrderWithWallet(input)),
    },
    actions: {
      notify: (_, notice) => notify(notice),
      navigate: (_, { to }) => navigate(to),
      logFailure: (_, { error }) => logFailure(error),
      orderPlaced: (_, order) => orderPlaced(order),
    },
  })
  const actor = createActor(logic, {
    input: { items: cart, couponApplied: false, pendingVerification: false, ...input },
  }).start()
  return {
    actor,
    loadCart,
    loadAddresses,
    createPayment,
    payOrderWithWallet,
    orderPlaced,
    notify,
    navigate,
    logFailure,
  }
}

const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => snapshot.matches('ready'))

describe('checkout', () => {
  describe('the cart guard (spec §2)', () => {
    it('sends a shopper whose cart the app knows is empty back to /cart, loading nothing', () => {
      const { actor, navigate, loadAddresses } = start({ items: [] })
      expect(actor.getSnapshot().value).toBe('leaving')
      expect(navigate).toHaveBeenCalledWith('/cart')
      expect(loadAddresses).not.toHaveBeenCalled()
    })

    it('loads the cart when the app does not know it yet, and shows an empty one as empty', async () => {
      const { actor, loadCart, navigate } = start({ items: null }, { loadCart: async () => [] })
      await waitFor(actor, (snapshot) => snapshot.matches('empty'))
      expect(loadCart).toHaveBeenCalledTimes(1)
      expect(navigate).not.toHaveBeenCalled()
    })

    it('shows the cart emptied while the page is open as empty', async () => {
      const { actor } = start()
      await ready(actor)
      actor.send({ type: 'cart.updated', items: [cart[0]!] })
      expect(actor.getSnapshot().context.items).toEqual([cart[0]])
      actor.send({ type: 'cart.updated', items: [] })
      expect(actor.getSnapshot().value).toBe('empty')
    })
  })

  describe('opening', () => {
    it("opens on the app's cart and chooses the first saved address (spec §3 orderAddress) and Motor park pickup", async () => {
      const { actor, loadCart } = start()
      expect(actor.getSnapshot().value).toBe('loadingAddresses')
      await ready(actor)
      expect(loadCart).not.toHaveBeenCalled()
      expect(actor.getSnapshot().context.addressId).toBe('a1')
      expect(actor.getSnapshot().context.deliveryMethodId).toBe('motor-park-pickup')
    })

    it('opens ready on the addresses a page drawn for the shopper carried, loading nothing (docs/adr/0050)', () => {
      const { actor, loadCart, loadAddresses } = start({ addresses: [office, home] })
      expect(actor.getSnapshot().value).toBe('ready')
      expect(actor.getSnapshot().context.addressId).toBe('a2')
      expect(loadCart).not.toHaveBeenCalled()
      expect(loadAddresses).not.toHaveBeenCalled()
    })

    it('opens with no address chosen when none is saved', async () => {
      const { actor } = start({}, { loadAddresses: async () => [] })
      await ready(actor)
      expect(actor.getSnapshot().context.addressId).toBeNull()
    })

    it('logs a failed load and tries again from the start on retry', async () => {
      const { actor, loadAddresses, logFailure } = start(
        {},
        {
          loadAddresses: vi.fn().mockRejectedValueOnce(new Error('Database unavailable')).mockResolvedValueOnce([home]),
        },
      )
      await waitFor(actor, (snapshot) => snapshot.matches('error'))
      expect(logFailure).toHaveBeenCalledWith(new Error('Database unavailable'))
      actor.send({ type: 'checkout.retry' })
      await ready(actor)
      expect(loadAddresses).toHaveBeenCalledTimes(2)
      expect(actor.getSnapshot().context.error).toBeNull()
    })
  })

  describe('choosing', () => {
    it('chooses another saved address, and ignores one it does not list', async () => {
      const { actor } = start()
      await ready(actor)
      actor.send({ type: 'address.choose', addressId: 'a2' })
      expect(actor.getSnapshot().context.addressId).toBe('a2')
      actor.send({ type: 'address.choose', addressId: 'a9' })
      expect(actor.getSnapshot().context.addressId).toBe('a2')
    })

    it('chooses a new address the form saved; an edited one leaves the choice alone', async () => {
      const { actor } = start()
      await ready(actor)
      const added: Address = { ...home, _id: 'a3', name: 'Bisi Ade' }
      actor.send({ type: 'address.saved', saved: { mode: 'add', address: added } })
      expect(actor.getSnapshot().context.addresses[0]).toEqual(added)
      expect(actor.getSnapshot().context.addressId).toBe('a3')
      actor.send({ type: 'address.saved', saved: { mode: 'edit', address: { ...office, city: 'Garki' } } })
      expect(actor.getSnapshot().context.addressId).toBe('a3')
      expect(actor.getSnapshot().context.addresses.find((address) => address._id === 'a2')?.city).toBe('Garki')
    })

    it('chooses a delivery method with a success toast (spec §4 Delivery choice)', async () => {
      const { actor, notify } = start()
      await ready(actor)
      actor.send({ type: 'delivery.choose', deliveryMethodId: 'express' })
      expect(actor.getSnapshot().context.deliveryMethodId).toBe('express')
      expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Express delivery selected' })
    })
  })

  it("counts the tab's kept coupon once a drawn page is taken over (docs/adr/0050)", () => {
    const { actor } = start({ addresses: [home] })
    expect(paymentInput(actor.getSnapshot().context).coupon).toBeNull()
    actor.send({ type: 'coupon.restored', applied: true })
    expect(paymentInput(actor.getSnapshot().context).coupon).toBe('oja-10k')
  })

  describe('placing the order', () => {
    it("asks for the payment and goes on to /payment with the server's token", async () => {
      const answer = deferred<Payment>()
      const { actor, createPayment, navigate } = start({ couponApplied: true }, { createPayment: () => answer.promise })
      await ready(actor)
      actor.send({ type: 'delivery.choose', deliveryMethodId: 'express' })
      actor.send({ type: 'order.place' })
      expect(actor.getSnapshot().value).toBe('placing')
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      expect(createPayment).toHaveBeenCalledWith({ addressId: 'a1', deliveryMethod: 'express', coupon: 'oja-10k' })
      answer.resolve(payment)
      await waitFor(actor, (snapshot) => snapshot.matches('paying'))
      expect(navigate).toHaveBeenCalledWith(`/payment?token=${encodeURIComponent(payment.token)}`)
    })

    it('sends no coupon when the cart does not qualify for it any more (spec §5)', async () => {
      const { actor, createPayment } = start({ items: [cart[1]!], couponApplied: true })
      await ready(actor)
      actor.send({ type: 'order.place' })
      expect(createPayment).toHaveBeenCalledWith({ addressId: 'a1', deliveryMethod: 'motor-park-pickup', coupon: null })
    })

    it('asks for an address first when none is chosen (spec §5)', async () => {
      const { actor, createPayment, notify } = start({}, { loadAddresses: async () => [] })
      await ready(actor)
      actor.send({ type: 'order.place' })
      expect(actor.getSnapshot().value).toBe('ready')
      expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Please provide/select an address to proceed!' })
      expect(createPayment).not.toHaveBeenCalled()
    })

    it("toasts the server's first message and stays, e.g. a line that sold out", async () => {
      const { actor, notify, navigate } = start(
        {},
        { createPayment: async () => Promise.reject(new Error('Only 1 of Tecno Camon 20 is in stock.')) },
      )
      await ready(actor)
      actor.send({ type: 'order.place' })
      await waitFor(actor, (snapshot) => snapshot.matches('ready'))
      expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Only 1 of Tecno Camon 20 is in stock.' })
      expect(navigate).not.toHaveBeenCalled()
    })

    it('sends an unverified user to /verification when placing fails (spec §6)', async () => {
      const { actor, notify, navigate } = start(
        { pendingVerification: true },
        { createPayment: async () => Promise.reject(new Error('Verify your email first')) },
      )
      await ready(actor)
      actor.send({ type: 'order.place' })
      await waitFor(actor, (snapshot) => snapshot.matches('ready'))
      expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Verify your email first' })
      expect(navigate).toHaveBeenCalledWith('/verification')
    })

    it('places one order at a time', async () => {
      const { actor, createPayment } = start({}, { createPayment: () => new Promise<Payment>(() => {}) })
      await ready(actor)
      actor.send({ type: 'order.place' })
      actor.send({ type: 'order.place' })
      expect(createPayment).toHaveBeenCalledTimes(1)
      expect(actor.getSnapshot().can({ type: 'delivery.choose', deliveryMethodId: 'standard' })).toBe(false)
    })
  })
})

describe('the wallet buttons', () => {
  it("'Pay with wallet' pays the order from the balance, tells the app, says the spec's words and goes to the orders (spec §4)", async () => {
    const answer = deferred<Order>()
    const { actor, payOrderWithWallet, orderPlaced, notify, navigate, createPayment } = start(
      { couponApplied: true },
      { payOrderWithWallet: () => answer.promise },
    )
    await ready(actor)
    actor.send({ type: 'address.choose', addressId: 'a2' })
    actor.send({ type: 'wallet.pay' })
    expect(actor.getSnapshot().value).toBe('payingWithWallet')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(payOrderWithWallet).toHaveBeenCalledWith({
      addressId: 'a2',
      deliveryMethod: 'motor-park-pickup',
      coupon: 'oja-10k',
    })
    actor.send({ type: 'wallet.pay' })
    actor.send({ type: 'order.place' })
    expect(payOrderWithWallet).toHaveBeenCalledTimes(1)
    expect(createPayment).not.toHaveBeenCalled()
    answer.resolve(paidOrder)
    await waitFor(actor, (snapshot) => snapshot.matches('paidWithWallet'))
    expect(orderPlaced).toHaveBeenCalledWith(paidOrder)
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Your purchase was successful. We will contact you soon!',
    })
    expect(navigate).toHaveBeenCalledWith('/profile/orders')
  })

  it("toasts 'Insufficient balance. Please fund your wallet' and stays when the balance is short (spec §5)", async () => {
    const { actor, notify, navigate, orderPlaced } = start(
      {},
      { payOrderWithWallet: async () => Promise.reject(new Error('Insufficient balance. Please fund your wallet')) },
    )
    await ready(actor)
    actor.send({ type: 'wallet.pay' })
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Insufficient balance. Please fund your wallet' })
    expect(navigate).not.toHaveBeenCalled()
    expect(orderPlaced).not.toHaveBeenCalled()
  })

  it('asks for an address before paying from the wallet (spec §5)', async () => {
    const { actor, notify, payOrderWithWallet } = start({}, { loadAddresses: async () => [] })
    await ready(actor)
    actor.send({ type: 'wallet.pay' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Please provide/select an address to proceed!' })
    expect(payOrderWithWallet).not.toHaveBeenCalled()
  })

  it('sends an unverified user to /verification when the wallet payment fails (spec §6)', async () => {
    const { actor, navigate } = start(
      { pendingVerification: true },
      { payOrderWithWallet: async () => Promise.reject(new Error('Verify your email first')) },
    )
    await ready(actor)
    actor.send({ type: 'wallet.pay' })
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    expect(navigate).toHaveBeenCalledWith('/verification')
  })

  it("'Fund wallet' opens Add Funds on the profile, which comes back to checkout", async () => {
    const { actor, navigate } = start()
    await ready(actor)
    actor.send({ type: 'wallet.fund' })
    expect(actor.getSnapshot().value).toBe('fundingWallet')
    expect(navigate).toHaveBeenCalledWith('/profile?fund=checkout')
  })
})

describe('couponCounts', () => {
  it('counts the coupon only when applied and the cart is above its minimum', () => {
    expect(couponCounts(cart, true)).toBe(true)
    expect(couponCounts(cart, false)).toBe(false)
    expect(couponCounts([cart[1]!], true)).toBe(false)
  })
})
