import { describe, expect, it, vi } from 'vitest'
import { createActor, createMachine, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import type { PaymentConfig } from '@/domain/contract'
import type { CheckoutEvent } from '../lib/card-checkout'
import { fakeCardCheckout } from '../lib/test-card-checkout'
import {
  cardCheckoutMachine,
  type CardCharge,
  type CardCheckoutInput,
  type CardCheckoutReport,
} from './card-checkout.machine'

const sandbox: PaymentConfig = {
  mode: 'sandbox',
  scriptUrl: '/sandbox/flutterwave/v3.js',
  publicKey: 'FLWPUBK_TEST-sandbox-X',
}
const charge: CardCharge = { txRef: 'wf_7Qm2xK9p', amount: 2_000_000, email: 'ada@oja.test', name: 'Ada Obi' }

interface Fakes {
  loadPaymentConfig?: () => Promise<PaymentConfig>
  loadCheckoutScript?: () => Promise<void>
}

/** The checkout under a parent that records its reports and passes `open` on to it. */
function start(fakes: Fakes = {}) {
  const loadPaymentConfig = vi.fn(fakes.loadPaymentConfig ?? (async () => sandbox))
  const loadCheckoutScript = vi.fn(fakes.loadCheckoutScript ?? (async () => {}))
  const { opened, closed, checkout, openCheckout } = fakeCardCheckout<CheckoutEvent, CardCheckoutInput>()
  const reports: CardCheckoutReport[] = []
  const child = cardCheckoutMachine.provide({
    actors: {
      loadPaymentConfig: fromPromise(() => loadPaymentConfig()),
      loadCheckoutScript: fromPromise(() => loadCheckoutScript()),
      openCheckout,
    },
  })
  const parent = createMachine({
    invoke: { id: 'cardCheckout', src: child },
    on: { '*': { actions: ({ event }: { event: AnyEventObject }) => void reports.push(event as CardCheckoutReport) } },
  })
  const actor = createActor(parent).start()
  const checkoutActor = actor.getSnapshot().children.cardCheckout!
  const open = () => checkoutActor.send({ type: 'cardCheckout.open', charge })
  const reported = () => reports.map((report) => report.type)
  return { checkoutActor, open, reports, reported, loadPaymentConfig, loadCheckoutScript, opened, closed, checkout }
}

const isIdle = (snapshot: { value: unknown }) => snapshot.value === 'idle'

describe('the card checkout', () => {
  it('waits for a charge before it loads anything', () => {
    const { checkoutActor, loadPaymentConfig } = start()
    expect(checkoutActor.getSnapshot().value).toBe('idle')
    expect(loadPaymentConfig).not.toHaveBeenCalled()
  })

  it('loads the settings and the script, opens for the charge and says so', async () => {
    const { checkoutActor, open, reported, loadCheckoutScript, opened } = start()
    open()
    await waitFor(checkoutActor, (snapshot) => snapshot.value === 'open')
    expect(loadCheckoutScript).toHaveBeenCalledOnce()
    expect(opened).toHaveBeenCalledWith({ config: sandbox, payment: charge })
    expect(reported()).toEqual(['cardCheckout.configured', 'cardCheckout.opened'])
  })

  it('reports a payment with its transaction as text, and closes the modal', async () => {
    const { checkoutActor, open, reports, checkout, closed } = start()
    open()
    await waitFor(checkoutActor, (snapshot) => snapshot.value === 'open')
    checkout.send!({ type: 'checkout.completed', response: { status: 'successful', transaction_id: 4410021 } })
    expect(reports.at(-1)).toEqual({ type: 'cardCheckout.paid', transactionId: '4410021' })
    expect(closed).toHaveBeenCalledOnce()
    expect(checkoutActor.getSnapshot().value).toBe('idle')
  })

  it.each([
    ['a failed payment', { status: 'failed', transaction_id: 4410021 }, 'cardCheckout.failed'],
    ['a success without a transaction', { status: 'successful' }, 'cardCheckout.failed'],
    ['a cancelled payment', { status: 'cancelled' }, 'cardCheckout.closed'],
  ])('reports %s as %s', async (_, response, type) => {
    const { checkoutActor, open, reported, checkout } = start()
    open()
    await waitFor(checkoutActor, (snapshot) => snapshot.value === 'open')
    checkout.send!({ type: 'checkout.completed', response })
    expect(reported().at(-1)).toBe(type)
  })

  it('reports a close, and keeps the settings for the next charge', async () => {
    const { checkoutActor, open, reported, checkout, loadPaymentConfig, loadCheckoutScript } = start()
    open()
    await waitFor(checkoutActor, (snapshot) => snapshot.value === 'open')
    checkout.send!({ type: 'checkout.closed', incomplete: true })
    expect(reported().at(-1)).toBe('cardCheckout.closed')
    open()
    await waitFor(checkoutActor, (snapshot) => snapshot.value === 'open')
    expect(loadPaymentConfig).toHaveBeenCalledOnce()
    expect(loadCheckoutScript).toHaveBeenCalledTimes(2)
  })

  it('reports settings or a script that cannot be had, with the error, and does not open', async () => {
    const down = new Error('Network down')
    const noSettings = start({ loadPaymentConfig: async () => Promise.reject(down) })
    noSettings.open()
    await waitFor(noSettings.checkoutActor, isIdle)
    expect(noSettings.reports).toEqual([{ type: 'cardCheckout.loadFailed', error: down }])

    const timeout = new Error('did not load after 3 checks')
    const noScript = start({ loadCheckoutScript: async () => Promise.reject(timeout) })
    noScript.open()
    await waitFor(noScript.checkoutActor, (snapshot) => snapshot.value === 'idle' && noScript.reports.length === 2)
    expect(noScript.reports).toEqual([
      { type: 'cardCheckout.configured' },
      { type: 'cardCheckout.loadFailed', error: timeout },
    ])
    expect(noScript.opened).not.toHaveBeenCalled()
  })
})
