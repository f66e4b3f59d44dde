import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine, type AnyActorRef } from 'xstate'
import { testPayment } from '@machines/payment/test-payment-token'
import type { PaymentEvent } from '@machines/payment/payment.machine'
import {
  checkoutActors,
  checkoutConfig,
  PAYMENT_SCRIPT_ATTEMPTS,
  PAYMENT_SCRIPT_INTERVAL_MS,
  type FlutterwaveCheckoutConfig,
} from './flutterwave-checkout'

const config = {
  mode: 'sandbox' as const,
  scriptUrl: '/sandbox/flutterwave/v3.js',
  publicKey: 'FLWPUBK_TEST-sandbox-X',
}
const noop = () => undefined

describe('the card checkout', () => {
  it('looks for the payment script 3 times, 1 s apart (spec §9)', () => {
    expect(PAYMENT_SCRIPT_ATTEMPTS).toBe(3)
    expect(PAYMENT_SCRIPT_INTERVAL_MS).toBe(1000)
  })

  it("opens for the token's payment in naira, card only, for the shopper", () => {
    expect(checkoutConfig({ config, payment: testPayment }, { callback: noop, onclose: noop })).toMatchObject({
      public_key: 'FLWPUBK_TEST-sandbox-X',
      tx_ref: 'oja_3x9k2m',
      amount: 315000,
      currency: 'NGN',
      payment_options: 'card',
      customer: { email: 'ada@oja.test', name: 'Ada Obi' },
      customizations: { title: 'Oja' },
    })
  })

  it('opens for a wallet funding with its own description', () => {
    const funding = {
      txRef: 'wf_7Qm2xK9p',
      amount: 2_000_000,
      email: 'ada@oja.test',
      name: 'Ada Obi',
      description: 'Wallet funding',
    }
    expect(checkoutConfig({ config, payment: funding }, { callback: noop, onclose: noop })).toMatchObject({
      tx_ref: 'wf_7Qm2xK9p',
      amount: 20000,
      customizations: { title: 'Oja', description: 'Wallet funding' },
    })
  })

  describe('the modal', () => {
    let opened: FlutterwaveCheckoutConfig | undefined
    const close = vi.fn()
    const received: PaymentEvent[] = []

    beforeEach(() => {
      opened = undefined
      received.length = 0
      close.mockReset()
    })
    afterEach(() => vi.useRealTimers())

    /** A parent that records what the modal actor sends back, and stops it on 'stop'. */
    function openModal(ready: () => ((settings: FlutterwaveCheckoutConfig) => { close: () => void }) | undefined) {
      const { openCheckout } = checkoutActors({ ready })
      const parent = createMachine({
        types: {} as { events: PaymentEvent | { type: 'stop' } },
        initial: 'open',
        states: {
          open: {
            invoke: { id: 'modal', src: openCheckout, input: { config, payment: testPayment } },
            on: {
              'checkout.completed': { actions: ({ event }) => void received.push(event) },
              'checkout.closed': { actions: ({ event }) => void received.push(event) },
              stop: 'stopped',
            },
          },
          stopped: {},
        },
      })
      return createActor(parent).start() as AnyActorRef
    }

    const fakeCheckout = () => (settings: FlutterwaveCheckoutConfig) => {
      opened = settings
      return { close }
    }

    it('reports the callback and the close, and closes the modal when stopped', () => {
      const actor = openModal(() => fakeCheckout())
      opened!.callback({ status: 'successful', transaction_id: 4410021, tx_ref: 'oja_3x9k2m' })
      expect(received).toEqual([
        {
          type: 'checkout.completed',
          response: { status: 'successful', transaction_id: 4410021, tx_ref: 'oja_3x9k2m' },
        },
      ])

      actor.send({ type: 'stop' })
      expect(close).toHaveBeenCalledOnce()
    })

    it('reads a close without a flag as a close without payment', () => {
      openModal(() => fakeCheckout())
      opened!.onclose()
      expect(received).toEqual([{ type: 'checkout.closed', incomplete: true }])
    })

    it('reports nothing once it was stopped: the close after a payment goes nowhere', () => {
      const actor = openModal(() => fakeCheckout())
      actor.send({ type: 'stop' })
      opened!.onclose(false)
      opened!.callback({ status: 'successful', transaction_id: 1, tx_ref: 'oja_3x9k2m' })
      expect(received).toEqual([])
    })

    it('reports a close when there is no checkout to open', () => {
      openModal(() => undefined)
      expect(received).toEqual([{ type: 'checkout.closed', incomplete: true }])
    })
  })
})
