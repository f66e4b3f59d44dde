import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import type { PaymentConfig } from '@/domain/contract'
import { paymentMachine } from './payment.machine'
import { ORDER_PLACED, PAYMENT_CLOSED, PAYMENT_FAILED, PAYMENT_SCRIPT_FAILED } from '@/domain/order-messages'
import { pathTo } from '@/domain/routes'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testOrder } from '../orders/test-order'
import { testPaymentToken } from './test-payment-token'

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise, and the card
// checkout's (machines/card-checkout) as the reports it sends.
const bothGateways: PaymentConfig = {
  mode: 'sandbox',
  scriptUrl: '/sandbox/flutterwave/v3.js',
  publicKey: 'FLWPUBK_TEST-sandbox-X',
  paystack: { scriptUrl: '/sandbox/paystack/inline.js', publicKey: 'pk_test_sandbox' },
}
const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadPaymentConfig', output: bothGateways },
  { type: 'xstate.error.actor.loadPaymentConfig', error: new Error('Network down') },
  { type: 'payment.choose', method: 'card' },
  { type: 'payment.choose', method: 'ussd' },
  { type: 'payment.retry' },
  { type: 'payment.another' },
  { type: 'xstate.done.actor.loadPaystackScript' },
  { type: 'xstate.error.actor.loadPaystackScript', error: new Error('Network down') },
  { type: 'paystack.paid', reference: 'oja_3x9k2m' },
  { type: 'paystack.failed', message: 'Declined' },
  { type: 'paystack.cancelled' },
  { type: 'applePay.paid', reference: 'oja_3x9k2m' },
  { type: 'cardCheckout.configured' },
  { type: 'cardCheckout.opened' },
  { type: 'cardCheckout.loadFailed', error: new Error('Network down') },
  { type: 'cardCheckout.paid', transactionId: '4410021' },
  { type: 'cardCheckout.failed' },
  { type: 'cardCheckout.closed' },
  { type: 'xstate.done.actor.confirmOrder', output: testOrder('o1') },
  { type: 'xstate.error.actor.confirmOrder', error: Object.assign(new Error('Sold out; refunded'), { status: 409 }) },
  { type: 'xstate.error.actor.confirmOrder', error: Object.assign(new Error('Confirmed later'), { status: 503 }) },
]

const states = leafStatesOf(paymentMachine.root)
const input = { token: testPaymentToken() }

describe('payment reachability', () => {
  const paths = getShortestPaths(paymentMachine, { events: events as never, input })
  const reached = shortestPathPerState(paths)
  const effectsInto = (state: string) => effectsAlong(paymentMachine, input, reached.get(state)!)

  // 'reading' only decides where the page starts, and 'retrying' which checkout a retry opens: neither is rested in.
  const resting = states.filter((state) => state !== 'reading' && state !== 'retrying')
  it('reaches every resting state from a readable token', () => {
    expect([...reached.keys()].sort()).toEqual(resting.sort())
  })

  it.each(resting)('reaches %s by a shortest path', (state) => {
    expect(reached.get(state)!.steps[0]!.event.type).toBe('xstate.init')
  })

  it('confirms an order only after a checkout (here the quickest, Apple Pay) reported a payment', () => {
    const steps = reached.get('confirmed')!.steps.map((step) => step.event.type)
    expect(steps).toEqual([
      'xstate.init',
      'xstate.done.actor.loadPaymentConfig',
      'applePay.paid',
      'xstate.done.actor.confirmOrder',
    ])
  })

  it('asks for nothing while it loads, opens and confirms', () => {
    expect(effectsInto('confirming')).toEqual([])
  })

  it('tells the shopper the order is placed and shows their orders', () => {
    expect(effectsInto('confirmed')).toEqual([
      { type: 'orderPlaced', params: testOrder('o1') },
      { type: 'notify', params: { kind: 'success', message: ORDER_PLACED } },
      { type: 'navigate', params: { to: pathTo('profileOrders') } },
    ])
  })

  it("shows their orders with the server's word when the confirmation comes later", () => {
    expect(effectsInto('confirmationDelayed')).toEqual([
      { type: 'notify', params: { kind: 'error', message: 'Confirmed later' } },
      { type: 'navigate', params: { to: pathTo('profileOrders') } },
    ])
  })

  it("logs a refused confirmation and returns to checkout with the server's word", () => {
    expect(effectsInto('returning')).toEqual([
      { type: 'logFailure', params: { error: expect.objectContaining({ status: 409 }) } },
      { type: 'notify', params: { kind: 'error', message: 'Sold out; refunded' } },
      { type: 'navigate', params: { to: pathTo('checkout') } },
    ])
  })

  it('logs a checkout that did not load and says so', () => {
    expect(effectsInto('loadFailed')).toEqual([
      { type: 'logFailure', params: { error: new Error('Network down') } },
      { type: 'notify', params: { kind: 'error', message: PAYMENT_SCRIPT_FAILED } },
    ])
  })

  it('returns to checkout saying the payment failed or was closed', () => {
    expect(effectsInto('paymentFailed')).toEqual([
      { type: 'notify', params: { kind: 'error', message: PAYMENT_FAILED } },
      { type: 'navigate', params: { to: pathTo('checkout') } },
    ])
    expect(effectsInto('paymentClosed')).toEqual([
      { type: 'notify', params: { kind: 'error', message: PAYMENT_CLOSED } },
      { type: 'navigate', params: { to: pathTo('checkout') } },
    ])
  })

  it('goes straight back without a token', () => {
    const without = shortestPathPerState(
      getShortestPaths(paymentMachine, { events: events as never, input: { token: null } }),
    )
    expect([...without.keys()]).toEqual(['returning'])
  })
})
