import { describe, expect, it } from 'vitest'
import { createActor, createMachine, toPromise, type AnyActorRef } from 'xstate'
import type { Kobo } from '@/domain/money'
import {
  paystackActors,
  type MountApplePayInput,
  type PaystackCallbacks,
  type PaystackCheckoutEvent,
  type PaystackPaymentRequest,
  type PaystackPopConstructor,
  type PopupTransaction,
} from './paystack-checkout'

const APPLE_PAY_FAILED =
  'An error occurred while paying with Apple Pay. Please try again or use another payment method.'

/** A stand-in for InlineJS's PaystackPop that keeps what the page gave it, for the test to play the script's part. */
function fakePaystack(paymentRequestAnswer: 'resolve' | 'reject' = 'resolve') {
  const seen = {
    resumed: [] as { accessCode: string; callbacks: PaystackCallbacks }[],
    requested: [] as PaystackPaymentRequest[],
    cancelled: [] as unknown[],
  }
  const transaction: PopupTransaction = { id: 1 }
  const Pop: PaystackPopConstructor = class {
    resumeTransaction(accessCode: string, callbacks: PaystackCallbacks) {
      seen.resumed.push({ accessCode, callbacks })
      return transaction
    }
    cancelTransaction(given: PopupTransaction | string) {
      seen.cancelled.push(given)
    }
    paymentRequest(options: PaystackPaymentRequest) {
      seen.requested.push(options)
      return paymentRequestAnswer === 'resolve' ? Promise.resolve(transaction) : Promise.reject(new Error('boom'))
    }
  }
  return { Pop, seen, transaction }
}

/** A parent that invokes one of the slots and records what it sends back; 'stop' stops it. */
function parentOf(slot: 'openPaystack' | 'mountApplePay', ready: () => PaystackPopConstructor | undefined) {
  const received: PaystackCheckoutEvent[] = []
  const actors = paystackActors({ ready })
  const input: MountApplePayInput = {
    publicKey: 'pk_test_sandbox',
    accessCode: 'ac_7Qm2xK9p',
    email: 'ada@oja.test',
    amountKobo: 31_500_050 as Kobo,
    container: 'wallet',
  }
  const record = { actions: ({ event }: { event: PaystackCheckoutEvent }) => void received.push(event) }
  const parent = createMachine({
    types: {} as { events: PaystackCheckoutEvent | { type: 'stop' } },
    initial: 'open',
    states: {
      open: {
        invoke:
          slot === 'openPaystack'
            ? { src: actors.openPaystack, input: { accessCode: 'ac_7Qm2xK9p' } }
            : { src: actors.mountApplePay, input },
        on: {
          'paystack.paid': record,
          'paystack.cancelled': record,
          'paystack.failed': record,
          'applePay.ready': record,
          'applePay.unavailable': record,
          'applePay.paid': record,
          'applePay.failed': record,
          'applePay.cancelled': record,
          stop: 'stopped',
        },
      },
      stopped: {},
    },
  })
  const actor = createActor(parent).start() as AnyActorRef
  return { actor, received }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("Paystack's script", () => {
  it('is loaded from the address the payment settings give, and is ready once PaystackPop is defined', async () => {
    const { Pop } = fakePaystack()
    let defined: PaystackPopConstructor | undefined
    const inserted: string[] = []
    const { loadPaystackScript } = paystackActors({
      ready: () => defined,
      insertScript: (src) => {
        inserted.push(src)
        defined = Pop
      },
    })
    const actor = createActor(loadPaystackScript, { input: { scriptUrl: '/sandbox/paystack/inline.js' } }).start()
    await expect(toPromise(actor)).resolves.toBeUndefined()
    expect(inserted).toEqual(['/sandbox/paystack/inline.js'])
  })
})

describe("Paystack's popup", () => {
  it('resumes the transaction by its access code and reports the reference it was paid under', () => {
    const { Pop, seen } = fakePaystack()
    const { received } = parentOf('openPaystack', () => Pop)
    expect(seen.resumed.map(({ accessCode }) => accessCode)).toEqual(['ac_7Qm2xK9p'])
    seen.resumed[0]!.callbacks.onSuccess?.({ reference: 'oja_3x9k2m', status: 'success', message: 'Approved' })
    seen.resumed[0]!.callbacks.onCancel?.()
    expect(received).toEqual([{ type: 'paystack.paid', reference: 'oja_3x9k2m' }])
  })

  it('reports a cancel, and an error with its message (or the store’s own when it has none)', () => {
    const first = fakePaystack()
    const cancelled = parentOf('openPaystack', () => first.Pop)
    first.seen.resumed[0]!.callbacks.onCancel?.()
    expect(cancelled.received).toEqual([{ type: 'paystack.cancelled' }])

    const second = fakePaystack()
    const failed = parentOf('openPaystack', () => second.Pop)
    second.seen.resumed[0]!.callbacks.onError?.({ message: 'The payment failed. No money was taken.' })
    expect(failed.received).toEqual([{ type: 'paystack.failed', message: 'The payment failed. No money was taken.' }])

    const third = fakePaystack()
    const silent = parentOf('openPaystack', () => third.Pop)
    third.seen.resumed[0]!.callbacks.onError?.(undefined)
    expect(silent.received).toEqual([
      { type: 'paystack.failed', message: 'The payment could not be completed. You can try again.' },
    ])
  })

  it('closes the popup when stopped, and reports nothing after', () => {
    const { Pop, seen, transaction } = fakePaystack()
    const { actor, received } = parentOf('openPaystack', () => Pop)
    actor.send({ type: 'stop' })
    expect(seen.cancelled).toEqual([transaction])
    seen.resumed[0]!.callbacks.onCancel?.()
    expect(received).toEqual([])
  })

  it('fails when there is no PaystackPop on the page', () => {
    const { received } = parentOf('openPaystack', () => undefined)
    expect(received).toEqual([
      { type: 'paystack.failed', message: 'The payment could not be completed. You can try again.' },
    ])
  })
})

describe("Paystack's Apple Pay button", () => {
  it('asks for the button with the key, email, amount in kobo, access code and container', () => {
    const { Pop, seen } = fakePaystack()
    parentOf('mountApplePay', () => Pop)
    expect(seen.requested[0]).toMatchObject({
      key: 'pk_test_sandbox',
      email: 'ada@oja.test',
      amount: 31_500_050,
      currency: 'NGN',
      accessCode: 'ac_7Qm2xK9p',
      container: 'wallet',
    })
  })

  it('is ready once mounted; a failure is spec §8’s Apple Pay text and leaves it for another try; then it pays', () => {
    const { Pop, seen } = fakePaystack()
    const { received } = parentOf('mountApplePay', () => Pop)
    const options = seen.requested[0]!
    options.onElementsMount?.({ applePay: true })
    options.onError?.({ message: 'Something the gateway said' })
    options.onCancel?.()
    options.onSuccess?.({ reference: 'oja_3x9k2m' })
    options.onError?.({ message: 'late' })
    expect(received).toEqual([
      { type: 'applePay.ready' },
      { type: 'applePay.failed', message: APPLE_PAY_FAILED },
      { type: 'applePay.cancelled' },
      { type: 'applePay.paid', reference: 'oja_3x9k2m' },
    ])
  })

  it('is unavailable with spec §8’s wallet warnings, whichever way the script reports it', () => {
    const noWallet = fakePaystack()
    const first = parentOf('mountApplePay', () => noWallet.Pop)
    noWallet.seen.requested[0]!.onElementsMount?.(null)
    expect(first.received).toEqual([
      { type: 'applePay.unavailable', message: 'No wallet payment method is available on this device' },
    ])

    const noContainer = fakePaystack()
    const second = parentOf('mountApplePay', () => noContainer.Pop)
    noContainer.seen.requested[0]!.onError?.({ message: 'Container to mount elements was not provided' })
    noContainer.seen.requested[0]!.onElementsMount?.(null)
    expect(second.received).toEqual([
      { type: 'applePay.unavailable', message: 'Container to mount elements was not provided' },
    ])

    const odd = fakePaystack()
    const third = parentOf('mountApplePay', () => odd.Pop)
    odd.seen.requested[0]!.onError?.({ message: 'Invalid transaction parameters: Required parameter missing: email' })
    expect(third.received).toEqual([
      { type: 'applePay.unavailable', message: 'No wallet payment method is available on this device' },
    ])

    expect(parentOf('mountApplePay', () => undefined).received).toEqual([
      { type: 'applePay.unavailable', message: 'No wallet payment method is available on this device' },
    ])
  })

  it('is unavailable when the script rejects, and takes the button away when stopped', async () => {
    const failing = fakePaystack('reject')
    const rejected = parentOf('mountApplePay', () => failing.Pop)
    await settle()
    expect(rejected.received).toEqual([
      { type: 'applePay.unavailable', message: 'No wallet payment method is available on this device' },
    ])

    const { Pop, seen, transaction } = fakePaystack()
    const { actor, received } = parentOf('mountApplePay', () => Pop)
    await settle()
    seen.requested[0]!.onElementsMount?.({ applePay: true })
    actor.send({ type: 'stop' })
    expect(seen.cancelled).toEqual([transaction])
    seen.requested[0]!.onSuccess?.({ reference: 'oja_3x9k2m' })
    expect(received).toEqual([{ type: 'applePay.ready' }])
  })

  it('takes the button away when stopped before the script answered', async () => {
    const { Pop, seen, transaction } = fakePaystack()
    const { actor } = parentOf('mountApplePay', () => Pop)
    actor.send({ type: 'stop' })
    await settle()
    expect(seen.cancelled).toEqual([transaction])
  })
})
