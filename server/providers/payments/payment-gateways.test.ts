// The card gateways' registry (docs/adr/0041): order of preference, health learned from calls, and the adapter of
// the gateway that took a payment.
import { describe, expect, it } from 'vitest'
import { GATEWAY_REST_MS, gatewayOrderOf, paymentGateways } from './payment-gateways'
import { PaymentVerificationError, type PaymentProvider } from './payment-provider'

function standIn(name: string, answers: { fail?: PaymentVerificationError } = {}): PaymentProvider {
  return {
    mode: 'live',
    checkout: { src: `https://${name}.example/checkout.js`, publicKey: name },
    async verifyTransaction(id) {
      if (answers.fail) throw answers.fail
      return {
        id,
        txRef: id,
        status: 'successful',
        currency: 'NGN',
        amountKobo: 1,
        chargedAmountKobo: 1,
        customerEmail: name,
      }
    },
    async refundTransaction() {
      if (answers.fail) throw answers.fail
      return { status: name }
    },
    isGenuineWebhook: () => true,
  }
}

describe('payment gateways', () => {
  it('offers the configured gateways in the order of preference, passing over one without keys', () => {
    const flutterwave = standIn('flutterwave')
    expect(paymentGateways({ flutterwave }).preferred()).toEqual(['flutterwave'])
    expect(paymentGateways({ flutterwave }, { order: ['paystack', 'flutterwave'] }).configured).toEqual(['flutterwave'])
  })

  it('rests a gateway whose call found no answer, for a while, and heals it when it answers', async () => {
    let at = Date.parse('2026-11-28T12:00:00Z')
    const down = { fail: new PaymentVerificationError('unreachable', 'no answer') } as {
      fail?: PaymentVerificationError
    }
    const flutterwave = standIn('flutterwave', down)
    const other = standIn('other')
    // Paystack's place taken by a stand-in with the shared calls only (its initialize is not called here).
    const gateways = paymentGateways(
      {
        flutterwave,
        paystack: {
          ...other,
          verifiesBy: 'reference',
          testMode: true,
          initializeTransaction: async () => ({ authorizationUrl: '', accessCode: 'a', reference: 'r' }),
          createCustomer: async () => ({ id: '1', customerCode: 'c' }),
          createDedicatedAccount: async () => {
            throw new Error('unused')
          },
        },
      },
      { now: () => new Date(at) },
    )
    expect(gateways.preferred()).toEqual(['flutterwave', 'paystack'])
    await expect(gateways.of('flutterwave').verifyTransaction('1')).rejects.toThrow('no answer')
    expect(gateways.preferred()).toEqual(['paystack', 'flutterwave'])
    at += GATEWAY_REST_MS + 1
    expect(gateways.preferred()).toEqual(['flutterwave', 'paystack'])
    // A refusal says nothing of its health.
    down.fail = new PaymentVerificationError('malformed', 'refused')
    await expect(gateways.of('flutterwave').refundTransaction('1', 100)).rejects.toThrow('refused')
    expect(gateways.preferred()).toEqual(['flutterwave', 'paystack'])
    down.fail = new PaymentVerificationError('unreachable', 'no answer')
    await expect(gateways.of('flutterwave').verifyTransaction('1')).rejects.toThrow('no answer')
    delete down.fail
    await gateways.of('flutterwave').verifyTransaction('1')
    expect(gateways.preferred()).toEqual(['flutterwave', 'paystack'])
  })

  it("asks the gateway that took the money: null is Flutterwave's, one without keys refuses", async () => {
    const gateways = paymentGateways({ flutterwave: standIn('flutterwave') })
    expect(await gateways.of(null).refundTransaction('1', 100)).toEqual({ status: 'flutterwave' })
    await expect(gateways.of('paystack').refundTransaction('1', 100)).rejects.toMatchObject({
      problem: 'unauthorized',
    })
    expect(gateways.of('paystack').isGenuineWebhook({})).toBe(false)
  })

  it('reads PAYMENT_GATEWAYS', () => {
    expect(gatewayOrderOf('paystack, Flutterwave')).toEqual(['paystack', 'flutterwave'])
    expect(gatewayOrderOf(undefined)).toBeUndefined()
    expect(gatewayOrderOf('paystack,paystack')).toBeUndefined()
    expect(gatewayOrderOf('stripe')).toBeUndefined()
  })
})
