import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Order, PaymentConfig } from '@/domain/contract'
import { paymentMachine, type CheckoutResponse, type ConfirmOrderInput } from './payment.machine'
import { cardCheckoutMachine, type CardCheckoutInput } from '../card-checkout/card-checkout.machine'
import type { CheckoutEvent } from '../lib/card-checkout'
import type { Notice } from '../lib/notice'
import { deferred } from '../lib/deferred'
import { testOrder } from '../orders/test-order'
import { testPayment, testPaymentToken } from './test-payment-token'
import { fakeCardCheckout } from '../lib/test-card-checkout'

const sandbox: PaymentConfig = {
  mode: 'sandbox',
  scriptUrl: '/sandbox/flutterwave/v3.js',
  publicKey: 'FLWPUBK_TEST-sandbox-X',
}
const paid: CheckoutResponse = {
  status: 'successful',
  transaction_id: 4410021,
  tx_ref: testPayment.txRef,
  amount: 315000,
  currency: 'NGN',
}
const order = testOrder('o1')

class StatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

interface Fakes {
  loadPaymentConfig?: () => Promise<PaymentConfig>
  loadCheckoutScript?: (input: { scriptUrl: string }) => Promise<void>
  confirmOrder?: (input: ConfirmOrderInput) => Promise<Order>
}

/** The checkout as the page opens it: the test plays the modal's callback and close through `checkout`. */
function start(token: string | null = testPaymentToken(), fakes: Fakes = {}) {
  const loadPaymentConfig = vi.fn(fakes.loadPaymentConfig ?? (async () => sandbox))
  const loadCheckoutScript = vi.fn(fakes.loadCheckoutScript ?? (async () => {}))
  const confirmOrder = vi.fn(fakes.confirmOrder ?? (async () => order))
  const { opened, closed, checkout, openCheckout } = fakeCardCheckout<CheckoutEvent, CardCheckoutInput>()
  const notify = vi.fn<(notice: Notice) => void>()
  const navigate = vi.fn<(to: string) => void>()
  const orderPlaced = vi.fn<(order: Order) => void>()
  const logFailure = vi.fn<(error: unknown) => void>()
  const logic = paymentMachine.provide({
    actors: {
      cardCheckout: cardCheckoutMachine.provide({
        actors: {
          loadPaymentConfig: fromPromise(() => loadPaymentConfig()),
          loadCheckoutScript: fromPromise(({ input }) => loadCheckoutScript(input)),
          openCheckout,
        },
      }),
      confirmOrder: fromPromise(({ input }) => confirmOrder(input)),
    },
    actions: {
      notify: (_, notice) => notify(notice),
      navigate: (_, { to }) => navigate(to),
      orderPlaced: (_, placed) => orderPlaced(placed),
      logFailure: (_, { error }) => logFailure(error),
    },
  })
  const actor = createActor(logic, { input: { token } }).start()
  return {
    actor,
    loadPaymentConfig,
    loadCheckoutScript,
    confirmOrder,
    opened,
    closed,
    checkout,
    notify,
    navigate,
    orderPlaced,
    logFailure,
  }
}

describe('the payment page', () => {
  describe('reading the token', () => {
    it('goes back to /checkout without a token, asking nothing', () => {
      const { actor, navigate, loadPaymentConfig } = start(null)

      expect(actor.getSnapshot().value).toBe('returning')
      expect(navigate).toHaveBeenCalledWith('/checkout')
      expect(loadPaymentConfig).not.toHaveBeenCalled()
    })

    it('goes back to /checkout with a token that is not a payment token', () => {
      const { actor, navigate } = start('not-a-token')

      expect(actor.getSnapshot().value).toBe('returning')
      expect(navigate).toHaveBeenCalledWith('/checkout')
    })

    it("reads what is paid from the token's payload", () => {
      const { actor } = start()

      expect(actor.getSnapshot().context.payment).toEqual(testPayment)
    })
  })

  describe('opening the checkout', () => {
    it("loads the store's checkout script and opens it for the token's payment", async () => {
      const { actor, loadCheckoutScript, opened } = start()

      await waitFor(actor, (snapshot) => snapshot.matches('paying'))
      expect(loadCheckoutScript).toHaveBeenCalledWith({ scriptUrl: '/sandbox/flutterwave/v3.js' })
      expect(opened).toHaveBeenCalledWith({ config: sandbox, payment: testPayment })
    })

    it("shows the spec's message when the script does not load, and loads it again on retry", async () => {
      let failures = 1
      const { actor, notify, loadCheckoutScript, loadPaymentConfig, logFailure } = start(testPaymentToken(), {
        loadCheckoutScript: async () => {
          if (failures-- > 0) throw new Error('/sandbox/flutterwave/v3.js did not load after 3 checks')
        },
      })

      await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'))
      expect(notify).toHaveBeenCalledWith({
        kind: 'error',
        message: 'Failed to load payment modal. Check your internet connection and retry later.',
      })
      expect(logFailure).toHaveBeenCalledOnce()

      actor.send({ type: 'payment.retry' })
      await waitFor(actor, (snapshot) => snapshot.matches('paying'))
      expect(loadCheckoutScript).toHaveBeenCalledTimes(2)
      // The settings were known: only the script is tried again.
      expect(loadPaymentConfig).toHaveBeenCalledOnce()
    })

    it('treats settings that cannot be loaded like a script that cannot, and asks for them again on retry', async () => {
      let failures = 1
      const { actor, notify, loadPaymentConfig } = start(testPaymentToken(), {
        loadPaymentConfig: async () => {
          if (failures-- > 0) throw new Error('Network down')
          return sandbox
        },
      })

      await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'))
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          message: 'Failed to load payment modal. Check your internet connection and retry later.',
        }),
      )
      actor.send({ type: 'payment.retry' })
      await waitFor(actor, (snapshot) => snapshot.matches('paying'))
      expect(loadPaymentConfig).toHaveBeenCalledTimes(2)
    })
  })

  describe('closing or failing in the checkout', () => {
    it('returns to /checkout and says nothing was placed when the shopper closes the modal without paying', async () => {
      const { actor, checkout, navigate, notify, confirmOrder, closed } = start()
      await waitFor(actor, (snapshot) => snapshot.matches('paying'))

      checkout.send!({ type: 'checkout.closed', incomplete: true })

      expect(actor.getSnapshot().value).toBe('paymentClosed')
      expect(notify).toHaveBeenCalledExactlyOnceWith({
        kind: 'error',
        message: 'The payment was closed before it was completed, so your order was not placed.',
      })
      expect(navigate).toHaveBeenCalledWith('/checkout')
      expect(confirmOrder).not.toHaveBeenCalled()
      expect(closed).toHaveBeenCalledOnce()
    })

    it('says the same when the checkout reports the shopper cancelled', async () => {
      const { actor, checkout, navigate, notify } = start()
      await waitFor(actor, (snapshot) => snapshot.matches('paying'))

      checkout.send!({ type: 'checkout.completed', response: { ...paid, status: 'cancelled' } })

      expect(actor.getSnapshot().value).toBe('paymentClosed')
      expect(notify).toHaveBeenCalledExactlyOnceWith({
        kind: 'error',
        message: 'The payment was closed before it was completed, so your order was not placed.',
      })
      expect(navigate).toHaveBeenCalledWith('/checkout')
    })

    it.each(['failed', 'error'])(
      'returns to /checkout and says the payment failed when the checkout reports a %s payment',
      async (status) => {
        const { actor, checkout, navigate, notify, confirmOrder } = start()
        await waitFor(actor, (snapshot) => snapshot.matches('paying'))

        checkout.send!({ type: 'checkout.completed', response: { ...paid, status } })

        expect(actor.getSnapshot().value).toBe('paymentFailed')
        expect(notify).toHaveBeenCalledExactlyOnceWith({
          kind: 'error',
          message: 'The card payment failed, so your order was not placed. You can try again.',
        })
        expect(navigate).toHaveBeenCalledWith('/checkout')
        expect(confirmOrder).not.toHaveBeenCalled()
      },
    )

    it('does not confirm a successful status that names no transaction', async () => {
      const { actor, checkout, confirmOrder } = start()
      await waitFor(actor, (snapshot) => snapshot.matches('paying'))

      checkout.send!({ type: 'checkout.completed', response: { ...paid, transaction_id: null } })

      expect(actor.getSnapshot().value).toBe('paymentFailed')
      expect(confirmOrder).not.toHaveBeenCalled()
    })
  })

  describe('confirming the order', () => {
    it('closes the modal and sends the token with the transaction id as text and the reference', async () => {
      const answer = deferred<Order>()
      const { actor, checkout, confirmOrder, closed } = start(testPaymentToken(), {
        confirmOrder: () => answer.promise,
      })
      await waitFor(actor, (snapshot) => snapshot.matches('paying'))

      checkout.send!({ type: 'checkout.completed', response: paid })

      expect(actor.getSnapshot().value).toBe('confirming')
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      expect(closed).toHaveBeenCalledOnce()
      expect(confirmOrder).toHaveBeenCalledWith({
        paymentToken: testPaymentToken(),
        flutterwave: { transaction_id: '4410021', tx_ref: 'oja_3x9k2m' },
      })
    })

    it("accepts the 'completed' status too", async () => {
      const { actor, checkout, confirmOrder } = start()
      await waitFor(actor, (snapshot) => snapshot.matches('paying'))

      checkout.send!({ type: 'checkout.completed', response: { ...paid, status: 'completed' } })

      await waitFor(actor, (snapshot) => snapshot.matches('confirmed'))
      expect(confirmOrder).toHaveBeenCalledOnce()
    })

    it('ignores the close that follows the payment: it never goes back to /checkout', async () => {
      const answer = deferred<Order>()
      const { actor, checkout, navigate } = start(testPaymentToken(), { confirmOrder: () => answer.promise })
      await waitFor(actor, (snapshot) => snapshot.matches('paying'))
      const send = checkout.send!

      send({ type: 'checkout.completed', response: paid })
      send({ type: 'checkout.closed', incomplete: false })
      actor.send({ type: 'cardCheckout.closed' })
      answer.resolve(order)

      await waitFor(actor, (snapshot) => snapshot.matches('confirmed'))
      expect(navigate).toHaveBeenCalledTimes(1)
      expect(navigate).toHaveBeenCalledWith('/profile/orders')
    })

    it('says so, tells the app the cart changed and goes to /profile/orders once the server confirms', async () => {
      const { actor, checkout, notify, orderPlaced, navigate } = start()
      await waitFor(actor, (snapshot) => snapshot.matches('paying'))

      checkout.send!({ type: 'checkout.completed', response: paid })

      await waitFor(actor, (snapshot) => snapshot.matches('confirmed'))
      expect(actor.getSnapshot().status).toBe('done')
      expect(actor.getSnapshot().context.order).toEqual(order)
      expect(orderPlaced).toHaveBeenCalledWith(order)
      expect(notify).toHaveBeenCalledWith({
        kind: 'success',
        message: 'Your purchase was successful. We will contact you soon!',
      })
      expect(navigate).toHaveBeenCalledWith('/profile/orders')
    })

    it("shows the server's first message and returns to /checkout when the order is refused", async () => {
      const { actor, checkout, notify, navigate, orderPlaced, logFailure } = start(testPaymentToken(), {
        confirmOrder: async () => {
          throw new StatusError(409, 'The last Tecno Camon 20 sold while you paid; your payment has been refunded')
        },
      })
      await waitFor(actor, (snapshot) => snapshot.matches('paying'))

      checkout.send!({ type: 'checkout.completed', response: paid })

      await waitFor(actor, (snapshot) => snapshot.matches('returning'))
      expect(notify).toHaveBeenCalledWith({
        kind: 'error',
        message: 'The last Tecno Camon 20 sold while you paid; your payment has been refunded',
      })
      expect(navigate).toHaveBeenCalledWith('/checkout')
      expect(orderPlaced).not.toHaveBeenCalled()
      expect(logFailure).toHaveBeenCalledOnce()
    })

    it("falls back to the spec's order failure message when the failure carries none", async () => {
      const { actor, checkout, notify } = start(testPaymentToken(), {
        confirmOrder: () => Promise.reject(new Error('')),
      })
      await waitFor(actor, (snapshot) => snapshot.matches('paying'))

      checkout.send!({ type: 'checkout.completed', response: paid })

      await waitFor(actor, (snapshot) => snapshot.matches('returning'))
      expect(notify).toHaveBeenCalledWith({
        kind: 'error',
        message: 'An error has occured please contact us for additional support',
      })
    })

    it("goes to /profile/orders with the server's message when the provider cannot be asked now (503)", async () => {
      const { actor, checkout, notify, navigate, orderPlaced } = start(testPaymentToken(), {
        confirmOrder: async () => {
          throw new StatusError(
            503,
            'We could not confirm your payment yet. Your order will appear once it is confirmed',
          )
        },
      })
      await waitFor(actor, (snapshot) => snapshot.matches('paying'))

      checkout.send!({ type: 'checkout.completed', response: paid })

      await waitFor(actor, (snapshot) => snapshot.matches('confirmationDelayed'))
      expect(notify).toHaveBeenCalledWith({
        kind: 'error',
        message: 'We could not confirm your payment yet. Your order will appear once it is confirmed',
      })
      expect(navigate).toHaveBeenCalledWith('/profile/orders')
      expect(navigate).not.toHaveBeenCalledWith('/checkout')
      expect(orderPlaced).not.toHaveBeenCalled()
    })
  })
})
