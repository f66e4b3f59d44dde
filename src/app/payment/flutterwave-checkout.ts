// The card checkout in the browser: Flutterwave Inline's `window.FlutterwaveCheckout(config)`, defined by Flutterwave's
// script when the store is live and by the store's own sandbox script otherwise (ADR 0009). The script and modal slots
// of the machines that take a card payment (an order's, a wallet funding's) are filled from here; nothing else touches
// the global.
import { fromCallback, fromPromise, type EventObject } from 'xstate'
import type { PaymentConfig } from '@/domain/contract'
import { koboToNaira, type Kobo } from '@/domain/money'
import { STORE_NAME } from '@/domain/page-head'
import type { CheckoutResponse } from '@machines/lib/card-checkout'
import type { OpenCheckoutInput, PaymentEvent } from '@machines/payment/payment.machine'
import { loadScript, type LoadScriptOptions } from '../identity/load-script'

// spec §9: the payment script is looked for 3 times, 1 s apart.
export const PAYMENT_SCRIPT_ATTEMPTS = 3
export const PAYMENT_SCRIPT_INTERVAL_MS = 1000

/** Flutterwave Inline's settings, as the store opens it: card only, in naira. */
export interface FlutterwaveCheckoutConfig {
  public_key: string
  tx_ref: string
  /** In naira (the token carries kobo). */
  amount: number
  currency: 'NGN'
  payment_options: 'card'
  customer: { email: string; name: string }
  customizations: { title: string; description: string }
  callback: (response: CheckoutResponse) => void
  /** Called whenever the modal goes away, after a payment too; `incomplete` when none was completed. */
  onclose: (incomplete?: boolean) => void
}

export interface FlutterwaveModal {
  close: () => void
}

export type FlutterwaveCheckout = (config: FlutterwaveCheckoutConfig) => FlutterwaveModal | undefined | void

declare global {
  interface Window {
    FlutterwaveCheckout?: FlutterwaveCheckout
  }
}

/** The page's checkout global, once a script has defined it. */
export function checkoutGlobal(): FlutterwaveCheckout | undefined {
  return typeof window === 'undefined' ? undefined : window.FlutterwaveCheckout
}

/** What one card payment is for: an order's payment token payload, or a wallet funding. */
export interface CheckoutCharge {
  txRef: string
  amount: Kobo
  email: string
  name: string
  /** What the checkout says is being paid; an order's reference by default. */
  description?: string
}

/** What the open-checkout slot is given: the store's checkout settings and the charge. */
export interface CheckoutInput {
  config: PaymentConfig
  payment: CheckoutCharge
}

/** The settings the checkout opens with for a charge. */
export function checkoutConfig(
  { config, payment }: CheckoutInput,
  listeners: Pick<FlutterwaveCheckoutConfig, 'callback' | 'onclose'>,
): FlutterwaveCheckoutConfig {
  return {
    public_key: config.publicKey,
    tx_ref: payment.txRef,
    amount: koboToNaira(payment.amount),
    currency: 'NGN',
    payment_options: 'card',
    customer: { email: payment.email, name: payment.name },
    customizations: { title: STORE_NAME, description: payment.description ?? `Order ${payment.txRef}` },
    ...listeners,
  }
}

export type PaymentScriptOptions = Pick<LoadScriptOptions<FlutterwaveCheckout>, 'timers' | 'insertScript'> & {
  ready?: () => FlutterwaveCheckout | undefined
}

/** A slot that adds a gateway's script to the page and waits for its global (spec §9: 3 checks, 1 s apart): one for
 *  Flutterwave's checkout and Paystack's. */
export function paymentScriptLoader<TGlobal>(
  ready: () => TGlobal | undefined,
  options: Pick<LoadScriptOptions<TGlobal>, 'timers' | 'insertScript'> = {},
) {
  return fromPromise<void, { scriptUrl: string }>(async ({ input, signal }) => {
    await loadScript({
      src: input.scriptUrl,
      ready,
      attempts: PAYMENT_SCRIPT_ATTEMPTS,
      interval: PAYMENT_SCRIPT_INTERVAL_MS,
      signal,
      ...options,
    })
  })
}

/** The script and modal slots over the page's global (stories pass a fake global), for any machine that takes the checkout's events. */
export function checkoutActors<
  TEvent extends EventObject = PaymentEvent,
  TInput extends CheckoutInput = OpenCheckoutInput,
>({ ready = checkoutGlobal, ...options }: PaymentScriptOptions = {}) {
  return {
    loadCheckoutScript: paymentScriptLoader(ready, options),
    // Stopping the actor closes the modal: after a payment, while the order is confirmed, or when the page is left.
    openCheckout: fromCallback<TEvent, TInput>(({ input, sendBack }) => {
      const open = ready()
      if (!open) {
        sendBack({ type: 'checkout.closed', incomplete: true })
        return
      }
      let listening = true
      const modal = open(
        checkoutConfig(input, {
          callback: (response) => {
            if (listening) sendBack({ type: 'checkout.completed', response })
          },
          onclose: (incomplete) => {
            if (listening) sendBack({ type: 'checkout.closed', incomplete: incomplete !== false })
          },
        }),
      )
      return () => {
        listening = false
        modal?.close()
      }
    }),
  }
}
