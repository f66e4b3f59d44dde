import type { PaymentConfig } from '@/domain/contract'
import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { fundWalletMachine, fundWalletMessages } from './fund-wallet.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testTransaction } from '../wallet/test-wallet'

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise, and the card
// checkout's (machines/card-checkout) as the reports it sends.
const bothGateways: PaymentConfig = {
  mode: 'sandbox',
  scriptUrl: '/sandbox/flutterwave/v3.js',
  publicKey: 'FLWPUBK_TEST-sandbox-X',
  paystack: { scriptUrl: '/sandbox/paystack/inline.js', publicKey: 'pk_test_sandbox' },
}
const events: AnyEventObject[] = [
  { type: 'funding.open' },
  { type: 'funding.close' },
  { type: 'amount.change', amount: '20000' },
  { type: 'funding.submit' },
  {
    type: 'xstate.done.actor.startFunding',
    output: {
      txRef: 'wf_1',
      amount: 20000,
      email: 'ada@oja.test',
      name: 'Ada Obi',
      checkouts: [
        { gateway: 'flutterwave', methods: ['card'] },
        { gateway: 'paystack', methods: ['card', 'bank_transfer', 'ussd'], accessCode: 'ac_wf1' },
      ],
    },
  },
  { type: 'xstate.done.actor.loadPaymentConfig', output: bothGateways },
  { type: 'xstate.error.actor.loadPaymentConfig', error: new Error('offline') },
  { type: 'funding.choose', method: 'card' },
  { type: 'funding.choose', method: 'bank_transfer' },
  { type: 'funding.back' },
  { type: 'xstate.done.actor.loadPaystackScript' },
  { type: 'xstate.error.actor.loadPaystackScript', error: new Error('offline') },
  { type: 'paystack.paid', reference: 'wf_1' },
  { type: 'paystack.failed', message: 'Declined' },
  { type: 'paystack.cancelled' },
  { type: 'applePay.paid', reference: 'wf_1' },
  { type: 'xstate.error.actor.startFunding', error: new Error('refused') },
  { type: 'cardCheckout.configured' },
  { type: 'cardCheckout.opened' },
  { type: 'cardCheckout.loadFailed', error: new Error('timeout') },
  { type: 'cardCheckout.paid', transactionId: '4410021' },
  { type: 'cardCheckout.failed' },
  { type: 'cardCheckout.closed' },
  { type: 'xstate.done.actor.confirmFunding', output: testTransaction('t1') },
  { type: 'xstate.error.actor.confirmFunding', error: new Error('refused') },
]

// 'starting' only chooses where to begin.
const states = leafStatesOf(fundWalletMachine.root)
const checkoutInput = { open: true, returnTo: '/checkout' }
const credited = { type: 'xstate.done.actor.confirmFunding', output: testTransaction('t1') }

describe('fund wallet reachability', () => {
  const fromProfile = shortestPathPerState(getShortestPaths(fundWalletMachine, { events: events as never, input: {} }))
  const fromCheckout = shortestPathPerState(
    getShortestPaths(fundWalletMachine, { events: events as never, input: checkoutInput }),
  )

  // 'deciding' only chooses whether to offer a choice.
  it.each(states.filter((state) => !['starting', 'deciding', 'credited'].includes(state)))(
    'reaches %s from the profile by a shortest path',
    (state) => {
      expect(fromProfile.get(state)!.steps[0]!.event.type).toBe('xstate.init')
    },
  )

  it('ends in credited only when checkout sent the shopper', () => {
    expect(fromProfile.has('credited')).toBe(false)
    expect(fromCheckout.get('credited')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'amount.change',
      'funding.submit',
      'xstate.done.actor.startFunding',
      'xstate.done.actor.loadPaymentConfig',
      'applePay.paid',
      'xstate.done.actor.confirmFunding',
    ])
  })

  it('confirms only after a checkout (here the quickest, Apple Pay) reported a payment', () => {
    const steps = fromProfile.get('confirming')!.steps.map((step) => step.event.type)
    expect(steps.at(-1)).toBe('applePay.paid')
  })

  it('asks nothing of the app until the funding is confirmed', () => {
    expect(effectsAlong(fundWalletMachine, {}, fromProfile.get('confirming')!)).toEqual([])
  })

  it('credits the wallet, says so and stays on the profile', () => {
    const path = fromProfile.get('confirming')!
    expect(effectsAlong(fundWalletMachine, {}, { steps: [...path.steps, { event: credited }] })).toEqual([
      { type: 'funded', params: testTransaction('t1') },
      { type: 'notify', params: { kind: 'success', message: fundWalletMessages.credited(20000) } },
    ])
  })

  it('credits the wallet, says so and goes back to where checkout sent the shopper from', () => {
    expect(effectsAlong(fundWalletMachine, checkoutInput, fromCheckout.get('credited')!)).toEqual([
      { type: 'funded', params: testTransaction('t1') },
      { type: 'notify', params: { kind: 'success', message: fundWalletMessages.credited(20000) } },
      { type: 'navigate', params: { to: '/checkout' } },
    ])
  })
})
