import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate'
import type { Order, PaymentConfig } from '@/domain/contract'
import {
  paymentMachine,
  type CheckoutResponse,
  type ConfirmOrderInput,
  openable,
  type PaymentMethod,
} from './payment.machine'
import { APPLE_PAY_FAILED, NO_WALLET_METHOD } from '@/domain/paystack-messages'
import { methodsOf } from '../lib/payment-methods'
import { applePayMachine } from '../apple-pay/apple-pay.machine'
import type { ApplePayEvent, MountApplePayInput, OpenPaystackInput, PaystackPopupEvent } from '../lib/paystack-checkout'
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
  /** What the shopper chooses each time the page offers the ways to pay; null: nothing. */
  method?: PaymentMethod | null
  loadPaymentConfig?: () => Promise<PaymentConfig>
  loadPaystackScript?: (input: { scriptUrl: string }) => Promise<void>
  loadCheckoutScript?: (input: { scriptUrl: string }) => Promise<void>
  confirmOrder?: (input: ConfirmOrderInput) => Promise<Order>
}

/** The checkout as the page opens it: the test plays the modal's callback and close through `checkout`. */
function start(token: string | null = testPaymentToken(), fakes: Fakes = {}) {
  const loadPaymentConfig = vi.fn(fakes.loadPaymentConfig ?? (async () => sandbox))
  const loadCheckoutScript = vi.fn(fakes.loadCheckoutScript ?? (async () => {}))
  const confirmOrder = vi.fn(fakes.confirmOrder ?? (async () => order))
  const loadPaystackScript = vi.fn(fakes.loadPaystackScript ?? (async () => {}))
  const { opened, closed, checkout, openCheckout } = fakeCardCheckout<CheckoutEvent, CardCheckoutInput>()
  const popup = fakeCardCheckout<PaystackPopupEvent, OpenPaystackInput>()
  const applePay = fakeCardCheckout<ApplePayEvent, MountApplePayInput>()
  const notify = vi.fn<(notice: Notice) => void>()
  const navigate = vi.fn<(to: string) => void>()
  const orderPlaced = vi.fn<(order: Order) => void>()
  const logFailure = vi.fn<(error: unknown) => void>()
  const logic = paymentMachine.provide({
    actors: {
      loadPaymentConfig: fromPromise(() => loadPaymentConfig()),
      cardCheckout: cardCheckoutMachine.provide({
        actors: {
          loadPaymentConfig: fromPromise(() => Promise.reject(new Error('the page hands its settings over'))),
          loadCheckoutScript: fromPromise(({ input }) => loadCheckoutScript(input)),
          openCheckout,
        },
      }),
      loadPaystackScript: fromPromise(({ input }) => loadPaystackScript(input)),
      openPaystack: popup.openCheckout,
      applePay: applePayMachine.provide({
        actors: {
          loadPaystackScript: fromPromise(({ input }) => loadPaystackScript(input)),
          mountApplePay: applePay.openCheckout,
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
  const actor = createActor(logic, { input: { token } })
  // The shopper chooses each time the ways to pay are offered.
  const method = fakes.method === undefined ? 'card' : fakes.method
  let choosing = false
  actor.subscribe((snapshot) => {
    const now = snapshot.matches('choosing')
    if (now && !choosing && method) queueMicrotask(() => actor.send({ type: 'payment.choose', method }))
    choosing = now
  })
  actor.start()
  return {
    actor,
    loadPaystackScript,
    popup,
    applePay,
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
      const { actor, loadCheckoutScript, opened, loadPaymentConfig } = start()

      await waitFor(actor, (snapshot) => snapshot.matches('cardPaying'))
      expect(loadCheckoutScript).toHaveBeenCalledWith({ scriptUrl: '/sandbox/flutterwave/v3.js' })
      expect(opened).toHaveBeenCalledWith({ config: sandbox, payment: testPayment })
      expect(loadPaymentConfig).toHaveBeenCalledOnce()
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
      await waitFor(actor, (snapshot) => snapshot.matches('cardPaying'))
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
      await waitFor(actor, (snapshot) => snapshot.matches('cardPaying'))
      expect(loadPaymentConfig).toHaveBeenCalledTimes(2)
    })
  })

  describe('closing or failing in the checkout', () => {
    it('returns to /checkout and says nothing was placed when the shopper closes the modal without paying', async () => {
      const { actor, checkout, navigate, notify, confirmOrder, closed } = start()
      await waitFor(actor, (snapshot) => snapshot.matches('cardPaying'))

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
      await waitFor(actor, (snapshot) => snapshot.matches('cardPaying'))

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
        await waitFor(actor, (snapshot) => snapshot.matches('cardPaying'))

        checkout.send!({ type: 'checkout.completed', response: { ...paid, status } })

        expect(actor.getSnapshot().value).toBe('paymentFailed')
        expect(notify).toHaveBeenCalledExactlyOnceWith({
          kind: 'error',
          message: 'The payment failed, so your order was not placed. You can try again.',
        })
        expect(navigate).toHaveBeenCalledWith('/checkout')
        expect(confirmOrder).not.toHaveBeenCalled()
      },
    )

    it('does not confirm a successful status that names no transaction', async () => {
      const { actor, checkout, confirmOrder } = start()
      await waitFor(actor, (snapshot) => snapshot.matches('cardPaying'))

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
      await waitFor(actor, (snapshot) => snapshot.matches('cardPaying'))

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
      await waitFor(actor, (snapshot) => snapshot.matches('cardPaying'))

      checkout.send!({ type: 'checkout.completed', response: { ...paid, status: 'completed' } })

      await waitFor(actor, (snapshot) => snapshot.matches('confirmed'))
      expect(confirmOrder).toHaveBeenCalledOnce()
    })

    it('ignores the close that follows the payment: it never goes back to /checkout', async () => {
      const answer = deferred<Order>()
      const { actor, checkout, navigate } = start(testPaymentToken(), { confirmOrder: () => answer.promise })
      await waitFor(actor, (snapshot) => snapshot.matches('cardPaying'))
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
      await waitFor(actor, (snapshot) => snapshot.matches('cardPaying'))

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
      await waitFor(actor, (snapshot) => snapshot.matches('cardPaying'))

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
      await waitFor(actor, (snapshot) => snapshot.matches('cardPaying'))

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
      await waitFor(actor, (snapshot) => snapshot.matches('cardPaying'))

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

/** The Apple Pay button's machine the page runs while the shopper chooses. */
function applePayOf(actor: ReturnType<typeof start>['actor']) {
  return actor.getSnapshot().children.applePay as ActorRefFrom<typeof applePayMachine>
}

describe('choosing how to pay', () => {
  const bothGateways: PaymentConfig = {
    ...sandbox,
    paystack: { scriptUrl: '/sandbox/paystack/inline.js', publicKey: 'pk_test_sandbox' },
  }
  const withPaystack = (fakes: Fakes = {}) =>
    start(testPaymentToken(), { loadPaymentConfig: async () => bothGateways, ...fakes })

  it('offers what the token names and the page can open, and waits for the choice', async () => {
    const { actor } = withPaystack({ method: null })
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'))
    expect(methodsOf(openable(actor.getSnapshot().context))).toEqual(['card', 'bank_transfer', 'ussd'])

    // Without Paystack's settings only Flutterwave's card checkout can be opened.
    const cardOnly = start(testPaymentToken(), { method: null })
    await waitFor(cardOnly.actor, (snapshot) => snapshot.matches('choosing'))
    expect(methodsOf(openable(cardOnly.actor.getSnapshot().context))).toEqual(['card'])
    cardOnly.actor.send({ type: 'payment.choose', method: 'ussd' })
    expect(cardOnly.actor.getSnapshot().value).toBe('choosing')
  })

  it.each(['bank_transfer', 'ussd'] as const)(
    "opens Paystack's popup with the token's access code for %s, and confirms by Paystack's reference",
    async (method) => {
      const { actor, popup, loadPaystackScript, confirmOrder, opened } = withPaystack({ method })
      await waitFor(actor, (snapshot) => snapshot.matches('paystackPaying'))
      expect(loadPaystackScript).toHaveBeenCalledWith({ scriptUrl: '/sandbox/paystack/inline.js' })
      expect(popup.opened).toHaveBeenCalledWith({ accessCode: 'sbx_access_3x9k2m' })

      popup.checkout.send!({ type: 'paystack.paid', reference: 'oja_3x9k2m' })
      await waitFor(actor, (snapshot) => snapshot.matches('confirmed'))
      expect(popup.closed).toHaveBeenCalledOnce()
      expect(confirmOrder).toHaveBeenCalledWith({
        paymentToken: testPaymentToken(),
        paystack: { reference: 'oja_3x9k2m' },
      })
      expect(opened).not.toHaveBeenCalled()
    },
  )

  it("returns to /checkout when Paystack's popup is cancelled or fails", async () => {
    const cancelled = withPaystack({ method: 'ussd' })
    await waitFor(cancelled.actor, (snapshot) => snapshot.matches('paystackPaying'))
    cancelled.popup.checkout.send!({ type: 'paystack.cancelled' })
    expect(cancelled.actor.getSnapshot().value).toBe('paymentClosed')
    expect(cancelled.navigate).toHaveBeenCalledWith('/checkout')

    const failed = withPaystack({ method: 'bank_transfer' })
    await waitFor(failed.actor, (snapshot) => snapshot.matches('paystackPaying'))
    failed.popup.checkout.send!({ type: 'paystack.failed', message: 'Declined' })
    expect(failed.actor.getSnapshot().value).toBe('paymentFailed')
    expect(failed.confirmOrder).not.toHaveBeenCalled()
  })

  it("offers another way when the first gateway's checkout does not load, and then pays by card through the other", async () => {
    const { actor, popup, notify, loadCheckoutScript } = withPaystack({
      loadCheckoutScript: () => Promise.reject(new Error('/sandbox/flutterwave/v3.js did not load after 3 checks')),
    })
    await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'))
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Failed to load payment modal. Check your internet connection and retry later.',
    })
    expect(actor.getSnapshot().context.failedGateways).toEqual(['flutterwave'])

    actor.send({ type: 'payment.another' })
    // The shopper chooses card again: Paystack's card checkout opens, Flutterwave's is not tried again.
    await waitFor(actor, (snapshot) => snapshot.matches('paystackPaying'))
    expect(popup.opened).toHaveBeenCalledWith({ accessCode: 'sbx_access_3x9k2m' })
    expect(loadCheckoutScript).toHaveBeenCalledOnce()
  })

  it('cannot offer another way before the settings are loaded: only a retry', async () => {
    const { actor } = start(testPaymentToken(), { loadPaymentConfig: () => Promise.reject(new Error('Network down')) })
    await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'))
    actor.send({ type: 'payment.another' })
    expect(actor.getSnapshot().value).toBe('loadFailed')
  })

  describe('Apple Pay', () => {
    const container = {} as HTMLElement

    it("mounts Paystack's button in the page's container once drawn, and shows spec §8's warning without Apple Pay", async () => {
      const { actor, applePay, loadPaystackScript } = withPaystack({ method: null })
      await waitFor(actor, (snapshot) => snapshot.matches('choosing'))
      const child = () => applePayOf(actor).getSnapshot()
      expect(child().value).toBe('waiting')
      expect(applePay.opened).not.toHaveBeenCalled()

      actor.send({ type: 'applePay.container', element: container })
      await waitFor(applePayOf(actor), (snapshot) => snapshot.matches('mounting'))
      expect(loadPaystackScript).toHaveBeenCalledOnce()
      expect(applePay.opened).toHaveBeenCalledWith({
        publicKey: 'pk_test_sandbox',
        accessCode: 'sbx_access_3x9k2m',
        email: testPayment.email,
        amountKobo: testPayment.amount,
        container,
      })

      applePay.checkout.send!({ type: 'applePay.unavailable', message: NO_WALLET_METHOD })
      expect(child().value).toBe('unavailable')
      expect(child().context.message).toBe('No wallet payment method is available on this device')
    })

    it('says when a payment fails, keeps the button, and confirms a payment by its reference', async () => {
      const { actor, applePay, confirmOrder } = withPaystack({ method: null })
      await waitFor(actor, (snapshot) => snapshot.matches('choosing'))
      actor.send({ type: 'applePay.container', element: container })
      await waitFor(applePayOf(actor), (snapshot) => snapshot.matches('mounting'))
      const child = () => applePayOf(actor).getSnapshot()

      applePay.checkout.send!({ type: 'applePay.ready' })
      applePay.checkout.send!({ type: 'applePay.failed', message: APPLE_PAY_FAILED })
      expect(child().value).toBe('ready')
      expect(child().context.message).toBe(
        'An error occurred while paying with Apple Pay. Please try again or use another payment method.',
      )
      expect(applePay.closed).not.toHaveBeenCalled()

      applePay.checkout.send!({ type: 'applePay.paid', reference: 'oja_3x9k2m' })
      await waitFor(actor, (snapshot) => snapshot.matches('confirmed'))
      expect(confirmOrder).toHaveBeenCalledWith({
        paymentToken: testPaymentToken(),
        paystack: { reference: 'oja_3x9k2m' },
      })
      expect(applePay.closed).toHaveBeenCalledOnce()
    })

    it('has no button without Paystack, or when its script does not load', async () => {
      const cardOnly = start(testPaymentToken(), { method: null })
      await waitFor(cardOnly.actor, (snapshot) => snapshot.matches('choosing'))
      expect(applePayOf(cardOnly.actor).getSnapshot().value).toBe('off')

      const noScript = withPaystack({ method: null, loadPaystackScript: () => Promise.reject(new Error('offline')) })
      await waitFor(noScript.actor, (snapshot) => snapshot.matches('choosing'))
      noScript.actor.send({ type: 'applePay.container', element: container })
      await waitFor(applePayOf(noScript.actor), (snapshot) => snapshot.matches('off'))
      expect(noScript.applePay.opened).not.toHaveBeenCalled()
    })
  })
})
