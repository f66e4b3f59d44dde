import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { PaymentConfig } from '@/domain/contract'
import {
  fundWalletMachine,
  type ConfirmFundingInput,
  type FundWalletInput,
  type WalletFunding,
  type WalletTransaction,
} from './fund-wallet.machine'
import type { Notice } from '../lib/notice'
import { deferred } from '../lib/deferred'
import { testTransaction } from '../wallet/test-wallet'
import { fakeCardCheckout } from '../lib/test-card-checkout'
import type { CheckoutEvent } from '../lib/card-checkout'
import { cardCheckoutMachine, type CardCheckoutInput } from '../card-checkout/card-checkout.machine'

const sandbox: PaymentConfig = {
  mode: 'sandbox',
  scriptUrl: '/sandbox/flutterwave/v3.js',
  publicKey: 'FLWPUBK_TEST-sandbox-X',
}
const funding: WalletFunding = { txRef: 'wf_7Qm2xK9p', amount: 20000, email: 'ada@oja.test', name: 'Ada Obi' }
const credit = testTransaction('t1', { amount: 20000, reference: funding.txRef })

class StatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

interface Fakes {
  startFunding?: (input: { amount: number }) => Promise<WalletFunding>
  loadPaymentConfig?: () => Promise<PaymentConfig>
  loadCheckoutScript?: () => Promise<void>
  confirmFunding?: (input: ConfirmFundingInput) => Promise<WalletTransaction>
}

function start(input: FundWalletInput = {}, fakes: Fakes = {}) {
  const startFunding = vi.fn(fakes.startFunding ?? (async () => funding))
  const loadPaymentConfig = vi.fn(fakes.loadPaymentConfig ?? (async () => sandbox))
  const loadCheckoutScript = vi.fn(fakes.loadCheckoutScript ?? (async () => {}))
  const confirmFunding = vi.fn(fakes.confirmFunding ?? (async () => credit))
  const { opened, closed, checkout, openCheckout } = fakeCardCheckout<CheckoutEvent, CardCheckoutInput>()
  const notify = vi.fn<(notice: Notice) => void>()
  const navigate = vi.fn<(to: string) => void>()
  const funded = vi.fn<(transaction: WalletTransaction) => void>()
  const logic = fundWalletMachine.provide({
    actors: {
      startFunding: fromPromise(({ input }) => startFunding(input)),
      loadPaymentConfig: fromPromise(() => loadPaymentConfig()),
      cardCheckout: cardCheckoutMachine.provide({
        actors: {
          loadPaymentConfig: fromPromise(() => loadPaymentConfig()),
          loadCheckoutScript: fromPromise(() => loadCheckoutScript()),
          openCheckout,
        },
      }),
      confirmFunding: fromPromise(({ input }) => confirmFunding(input)),
    },
    actions: {
      notify: (_, notice) => notify(notice),
      navigate: (_, { to }) => navigate(to),
      funded: (_, transaction) => funded(transaction),
      logFailure: () => {},
    },
  })
  const actor = createActor(logic, { input }).start()
  return {
    actor,
    startFunding,
    loadPaymentConfig,
    loadCheckoutScript,
    confirmFunding,
    opened,
    closed,
    checkout,
    notify,
    navigate,
    funded,
  }
}

async function payingFor(amount: string, input: FundWalletInput = {}, fakes: Fakes = {}) {
  const run = start(input, fakes)
  run.actor.send({ type: 'funding.open' })
  run.actor.send({ type: 'amount.change', amount })
  run.actor.send({ type: 'funding.submit' })
  await waitFor(run.actor, (snapshot) => snapshot.matches('paying'))
  return run
}

describe('Add Funds', () => {
  it('stays closed until asked, and opens at once when checkout sent the shopper', () => {
    expect(start().actor.getSnapshot().value).toBe('closed')
    expect(start({ open: true, returnTo: '/checkout' }).actor.getSnapshot().value).toBe('enteringAmount')
  })

  it.each(['', '99.99', '1000000.01', 'abc'])('refuses %j with the range and asks nothing', (amount) => {
    const { actor, startFunding } = start({ open: true })
    actor.send({ type: 'amount.change', amount })
    actor.send({ type: 'funding.submit' })
    expect(actor.getSnapshot().value).toBe('enteringAmount')
    expect(actor.getSnapshot().context.message).toBe('Enter an amount between ₦100 and ₦1,000,000')
    expect(startFunding).not.toHaveBeenCalled()
  })

  it('clears the message as the amount is edited', () => {
    const { actor } = start({ open: true })
    actor.send({ type: 'funding.submit' })
    actor.send({ type: 'amount.change', amount: '5' })
    expect(actor.getSnapshot().context.message).toBeNull()
  })

  it("starts a funding for the amount in naira and opens the card checkout for the server's funding, in kobo", async () => {
    const { startFunding, opened, loadCheckoutScript } = await payingFor('20000')
    expect(startFunding).toHaveBeenCalledWith({ amount: 20000 })
    expect(loadCheckoutScript).toHaveBeenCalledOnce()
    expect(opened).toHaveBeenCalledWith({
      config: sandbox,
      payment: {
        txRef: 'wf_7Qm2xK9p',
        amount: 2_000_000,
        email: 'ada@oja.test',
        name: 'Ada Obi',
        description: 'Wallet funding',
      },
    })
  })

  it('confirms a paid checkout with the server, credits, says so, tells the page and closes', async () => {
    const { actor, checkout, confirmFunding, notify, funded, navigate, closed } = await payingFor('20000')
    checkout.send!({
      type: 'checkout.completed',
      response: { status: 'successful', transaction_id: 4410021, tx_ref: funding.txRef },
    })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(closed).toHaveBeenCalledOnce()
    await waitFor(actor, (snapshot) => snapshot.matches('closed'))

    expect(confirmFunding).toHaveBeenCalledWith({ flutterwave: { transaction_id: '4410021', tx_ref: 'wf_7Qm2xK9p' } })
    expect(funded).toHaveBeenCalledWith(credit)
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: '₦20,000.00 was added to your wallet' })
    expect(navigate).not.toHaveBeenCalled()
  })

  it('goes back to checkout once credited when checkout sent the shopper', async () => {
    const { actor, checkout, navigate } = await payingFor('20000', { open: true, returnTo: '/checkout' })
    checkout.send!({ type: 'checkout.completed', response: { status: 'completed', transaction_id: '4410021' } })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().value).toBe('credited')
    expect(navigate).toHaveBeenCalledWith('/checkout')
  })

  it.each([
    ['a close', { type: 'checkout.closed', incomplete: true }],
    ['a failed payment', { type: 'checkout.completed', response: { status: 'failed', transaction_id: 4410021 } }],
    ['a payment without a transaction', { type: 'checkout.completed', response: { status: 'successful' } }],
  ] as const)('goes back to the amount after %s, crediting nothing', async (_, event) => {
    const { actor, checkout, confirmFunding, funded } = await payingFor('20000')
    checkout.send!(event as CheckoutEvent)
    expect(actor.getSnapshot().value).toBe('enteringAmount')
    expect(actor.getSnapshot().context.message).toBe(
      'The payment was not completed, so nothing was added to your wallet',
    )
    expect(actor.getSnapshot().context.amount).toBe('20000')
    expect(confirmFunding).not.toHaveBeenCalled()
    expect(funded).not.toHaveBeenCalled()
  })

  it("shows the server's refusal of a confirmation under the amount", async () => {
    const { actor, checkout, funded } = await payingFor(
      '20000',
      {},
      {
        confirmFunding: async () => Promise.reject(new StatusError(503, 'Your payment will be confirmed shortly')),
      },
    )
    checkout.send!({ type: 'checkout.completed', response: { status: 'successful', transaction_id: 4410021 } })
    await waitFor(actor, (snapshot) => snapshot.matches('enteringAmount'))
    expect(actor.getSnapshot().context.message).toBe('Your payment will be confirmed shortly')
    expect(funded).not.toHaveBeenCalled()
  })

  it("shows the server's refusal to start a funding", async () => {
    const { actor } = start(
      { open: true },
      { startFunding: async () => Promise.reject(new StatusError(400, 'Enter an amount between ₦100 and ₦1,000,000')) },
    )
    actor.send({ type: 'amount.change', amount: '500' })
    actor.send({ type: 'funding.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('enteringAmount') && snapshot.context.message !== null)
    expect(actor.getSnapshot().context.message).toBe('Enter an amount between ₦100 and ₦1,000,000')
  })

  it("says the payment script's message when the checkout cannot be loaded (spec §8)", async () => {
    const { actor, opened } = start(
      { open: true },
      { loadCheckoutScript: async () => Promise.reject(new Error('timeout')) },
    )
    actor.send({ type: 'amount.change', amount: '500' })
    actor.send({ type: 'funding.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('enteringAmount') && snapshot.context.message !== null)
    expect(actor.getSnapshot().context.message).toBe(
      'Failed to load payment modal. Check your internet connection and retry later.',
    )
    expect(opened).not.toHaveBeenCalled()
  })

  it('loads the checkout settings once for several fundings', async () => {
    const { actor, checkout, loadPaymentConfig } = await payingFor('500')
    checkout.send!({ type: 'checkout.closed', incomplete: true })
    actor.send({ type: 'funding.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('paying'))
    expect(loadPaymentConfig).toHaveBeenCalledOnce()
  })

  it('is busy while it waits, and cannot be closed then', async () => {
    const pending = deferred<WalletFunding>()
    const { actor } = start({ open: true }, { startFunding: () => pending.promise })
    actor.send({ type: 'amount.change', amount: '500' })
    actor.send({ type: 'funding.submit' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'funding.close' })).toBe(false)
  })

  it('opens afresh after a close', () => {
    const { actor } = start({ open: true })
    actor.send({ type: 'amount.change', amount: '50' })
    actor.send({ type: 'funding.submit' })
    actor.send({ type: 'funding.close' })
    actor.send({ type: 'funding.open' })
    expect(actor.getSnapshot().context).toMatchObject({ amount: '', message: null })
  })
})
