import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { paymentMachine } from './payment.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testOrder } from '../orders/test-order'
import { testPaymentToken } from './test-payment-token'

const paid = { status: 'successful', transaction_id: 4410021, tx_ref: 'oja_3x9k2m', amount: 315000, currency: 'NGN' }

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'payment.retry' },
  { type: 'xstate.done.actor.loadPaymentConfig', output: { mode: 'sandbox', scriptUrl: '/sandbox/flutterwave/v3.js', publicKey: 'FLWPUBK_TEST-X' } },
  { type: 'xstate.error.actor.loadPaymentConfig', error: new Error('Network down') },
  { type: 'xstate.done.actor.loadCheckoutScript' },
  { type: 'xstate.error.actor.loadCheckoutScript', error: new Error('did not load after 3 checks') },
  { type: 'checkout.completed', response: paid },
  { type: 'checkout.completed', response: { ...paid, status: 'failed' } },
  { type: 'checkout.completed', response: { ...paid, status: 'cancelled' } },
  { type: 'checkout.closed', incomplete: true },
  { type: 'xstate.done.actor.confirmOrder', output: testOrder('o1') },
  { type: 'xstate.error.actor.confirmOrder', error: Object.assign(new Error('Sold out; refunded'), { status: 409 }) },
  { type: 'xstate.error.actor.confirmOrder', error: Object.assign(new Error('Confirmed later'), { status: 503 }) },
]

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = ['reading', 'loadingConfig', 'loadingScript', 'loadFailed', 'paying', 'confirming', 'confirmed', 'confirmationDelayed', 'paymentFailed', 'paymentClosed', 'returning']

describe('payment reachability', () => {
  const paths = getShortestPaths(paymentMachine, { events: events as never, input: { token: testPaymentToken() } })
  const reached = shortestPathPerState(paths)

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(paymentMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  // 'reading' only decides where the page starts: it is never rested in.
  it('reaches every resting state from a readable token', () => {
    expect([...reached.keys()].sort()).toEqual(expectedStates.filter((state) => state !== 'reading').sort())
  })

  it.each(expectedStates.filter((state) => state !== 'reading'))('reaches %s by a shortest path', (state) => {
    expect(reached.get(state)!.steps[0]!.event.type).toBe('xstate.init')
  })

  it('confirms an order only after the checkout reported a payment', () => {
    const steps = reached.get('confirmed')!.steps.map((step) => step.event.type)
    expect(steps).toEqual([
      'xstate.init',
      'xstate.done.actor.loadPaymentConfig',
      'xstate.done.actor.loadCheckoutScript',
      'checkout.completed',
      'xstate.done.actor.confirmOrder',
    ])
  })

  it('goes straight back without a token', () => {
    const without = shortestPathPerState(getShortestPaths(paymentMachine, { events: events as never, input: { token: null } }))
    expect([...without.keys()]).toEqual(['returning'])
  })
})
