// Paystack's inline checkout in the browser: InlineJS v2's `window.PaystackPop`, defined by Paystack's script when
// Paystack is live and by the store's own sandbox stand-in otherwise (docs/adr/0044). The slots of the machines that
// pay through Paystack (the popup for card, bank transfer and USSD, and the Apple Pay button) are filled from here;
// nothing else touches the global.
import { fromCallback } from 'xstate'
import type { Kobo } from '@/domain/money'
import {
  APPLE_PAY_FAILED,
  NO_WALLET_CONTAINER,
  NO_WALLET_METHOD,
  PAYSTACK_CHECKOUT_FAILED,
} from '@/domain/paystack-messages'
import type {
  ApplePayEvent,
  MountApplePayInput,
  OpenPaystackInput,
  PaystackPopupEvent,
} from '@machines/lib/paystack-checkout'
import type { LoadScriptOptions } from '../identity/load-script'
import { paymentScriptLoader } from './flutterwave-checkout'

/** What Paystack's onSuccess receives (the store reads only the reference, and verifies it on the server). */
export interface PaystackSuccess {
  reference: string
  status?: string
  message?: string
  trans?: string
  transaction?: string
}

export interface PaystackCallbacks {
  onSuccess?: (transaction: PaystackSuccess) => void
  onCancel?: () => void
  onError?: (error: { message?: string } | undefined) => void
  onLoad?: (loaded: unknown) => void
}

/** The transaction InlineJS returns, which `cancelTransaction` closes. */
export interface PopupTransaction {
  id?: unknown
  getStatus?: () => unknown
}

export interface PaystackPaymentRequest extends PaystackCallbacks {
  key: string
  email: string
  /** In kobo (spec §9: the card library takes amounts in kobo). */
  amount: Kobo
  currency: 'NGN'
  accessCode: string
  /** The element, or its id, the Apple Pay button is mounted in. */
  container: HTMLElement | string
  /** `{ applePay: true }` once the button is on the page; null when there is none. */
  onElementsMount?: (elements: { applePay?: boolean } | null) => void
}

export interface PaystackPopup {
  resumeTransaction(accessCode: string, callbacks: PaystackCallbacks): PopupTransaction | undefined
  cancelTransaction(transaction: PopupTransaction | string): void
  paymentRequest(options: PaystackPaymentRequest): Promise<PopupTransaction | undefined>
}

export type PaystackPopConstructor = new () => PaystackPopup

declare global {
  interface Window {
    PaystackPop?: PaystackPopConstructor
  }
}

/** The page's PaystackPop, once a script has defined it. */
export function paystackGlobal(): PaystackPopConstructor | undefined {
  return typeof window === 'undefined' ? undefined : window.PaystackPop
}

export type { ApplePayEvent, MountApplePayInput, OpenPaystackInput, PaystackPopupEvent as PaystackEvent }

export type PaystackCheckoutEvent = PaystackPopupEvent | ApplePayEvent

export type PaystackScriptOptions = Pick<LoadScriptOptions<PaystackPopConstructor>, 'timers' | 'insertScript'> & {
  ready?: () => PaystackPopConstructor | undefined
  /** Whether the browser has Apple Pay JS; stories say whether their device has Apple Pay. */
  applePayJs?: () => boolean
}

/** Whether this browser has Apple Pay JS (`window.ApplePaySession`), without which no script can offer Apple Pay. */
export function browserHasApplePayJs(): boolean {
  return (
    typeof window !== 'undefined' && typeof (window as { ApplePaySession?: unknown }).ApplePaySession === 'function'
  )
}

/** Apple Pay's button machine's guards: where the browser has no Apple Pay JS, its area says so at once and Paystack's
 *  script is fetched only when the shopper chooses a way to pay through Paystack. */
export function applePayGuards({ applePayJs = browserHasApplePayJs }: PaystackScriptOptions = {}) {
  return { lacksApplePayJs: () => !applePayJs() }
}

const referenceOf = (transaction: PaystackSuccess | undefined) =>
  transaction && typeof transaction.reference === 'string' && transaction.reference !== ''
    ? transaction.reference
    : undefined

/** Only the spec's wallet warnings reach the shopper; anything else the script says before the button is up reads as
 *  no wallet on this device. */
const walletWarning = (message: unknown) =>
  message === NO_WALLET_CONTAINER || message === NO_WALLET_METHOD ? message : NO_WALLET_METHOD

/** Closes what InlineJS opened or mounted, ignoring a script that has already let it go. */
function cancel(popup: PaystackPopup, transaction: PopupTransaction | undefined) {
  if (!transaction) return
  try {
    popup.cancelTransaction(transaction)
  } catch {
    // Already closed.
  }
}

/** The script, popup and Apple Pay slots over the page's PaystackPop (stories and tests pass a fake one). */
export function paystackActors({ ready = paystackGlobal, ...options }: PaystackScriptOptions = {}) {
  return {
    loadPaystackScript: paymentScriptLoader(ready, options),
    // The popup for card, bank transfer and USSD. Stopping the actor closes it: after a payment, while it is
    // confirmed, or when the page is left. It reports one outcome at most.
    openPaystack: fromCallback<PaystackPopupEvent, OpenPaystackInput>(({ input, sendBack }) => {
      const Pop = ready()
      if (!Pop) {
        sendBack({ type: 'paystack.failed', message: PAYSTACK_CHECKOUT_FAILED })
        return
      }
      let listening = true
      const report = (event: PaystackPopupEvent) => {
        if (!listening) return
        listening = false
        sendBack(event)
      }
      const popup = new Pop()
      let transaction: PopupTransaction | undefined
      try {
        transaction = popup.resumeTransaction(input.accessCode, {
          onSuccess: (paid) => {
            const reference = referenceOf(paid)
            report(
              reference
                ? { type: 'paystack.paid', reference }
                : { type: 'paystack.failed', message: PAYSTACK_CHECKOUT_FAILED },
            )
          },
          onCancel: () => report({ type: 'paystack.cancelled' }),
          onError: (error) =>
            report({
              type: 'paystack.failed',
              message:
                typeof error?.message === 'string' && error.message !== '' ? error.message : PAYSTACK_CHECKOUT_FAILED,
            }),
        })
      } catch {
        report({ type: 'paystack.failed', message: PAYSTACK_CHECKOUT_FAILED })
      }
      return () => {
        listening = false
        cancel(popup, transaction)
      }
    }),
    // The Apple Pay button in the page's container, shown only on a device with Apple Pay. Before the button is up,
    // any problem is one of spec §8's wallet warnings; after, a failure is its Apple Pay failure and the button stays
    // for another try. Stopping the actor takes the button away.
    mountApplePay: fromCallback<ApplePayEvent, MountApplePayInput>(({ input, sendBack }) => {
      let stage: 'mounting' | 'ready' | 'over' = 'mounting'
      const send = (event: ApplePayEvent) => {
        if (stage !== 'over') sendBack(event)
      }
      const unavailable = (message: unknown) => {
        if (stage !== 'mounting') return
        send({ type: 'applePay.unavailable', message: walletWarning(message) })
        stage = 'over'
      }
      const Pop = ready()
      if (!Pop) {
        unavailable(NO_WALLET_METHOD)
        return
      }
      const popup = new Pop()
      let transaction: PopupTransaction | undefined
      let stopped = false
      // A script that throws instead of rejecting is read the same way.
      new Promise<PopupTransaction | undefined>((resolve) =>
        resolve(
          popup.paymentRequest({
            key: input.publicKey,
            email: input.email,
            amount: input.amountKobo,
            currency: 'NGN',
            accessCode: input.accessCode,
            container: input.container,
            onElementsMount: (elements) => {
              if (stage !== 'mounting') return
              if (!elements?.applePay) {
                unavailable(NO_WALLET_METHOD)
                return
              }
              stage = 'ready'
              send({ type: 'applePay.ready' })
            },
            onSuccess: (paid) => {
              if (stage !== 'ready') return
              const reference = referenceOf(paid)
              send(
                reference
                  ? { type: 'applePay.paid', reference }
                  : { type: 'applePay.failed', message: APPLE_PAY_FAILED },
              )
              if (reference) stage = 'over'
            },
            onCancel: () => {
              if (stage === 'ready') send({ type: 'applePay.cancelled' })
            },
            onError: (error) => {
              if (stage === 'mounting') unavailable(error?.message)
              else if (stage === 'ready') send({ type: 'applePay.failed', message: APPLE_PAY_FAILED })
            },
          }),
        ),
      ).then(
        (mounted) => {
          transaction = mounted
          if (stopped) cancel(popup, transaction)
        },
        (error: unknown) => unavailable(error instanceof Error ? error.message : undefined),
      )
      return () => {
        stopped = true
        stage = 'over'
        cancel(popup, transaction)
      }
    }),
  }
}
