// The rules every payment provider shares: when a transaction pays for an order, naira read as kobo exactly, and the
// webhook secret compared without leaking it.
import { describe, expect, it } from 'vitest'
import { exactNairaToKobo as providerAmountToKobo } from '../../../src/domain/money'
import { confirmsOrder, headerMatchesSecret, type VerifiedTransaction } from './payment-provider'

const paid: VerifiedTransaction = {
  id: '288200108',
  txRef: 'oja-7d1c6a90',
  status: 'successful',
  currency: 'NGN',
  amountKobo: 1_234_56,
  chargedAmountKobo: 1_234_56,
  customerEmail: 'ada@example.com',
}
const order = { txRef: 'oja-7d1c6a90', amountKobo: 1_234_56 }

describe('confirmsOrder', () => {
  it('confirms a successful payment in naira of the order amount under its reference', () => {
    expect(confirmsOrder(paid, order)).toBe(true)
  })

  it('confirms a payment for more than the order (the rest is refunded), not one for a kobo less', () => {
    expect(confirmsOrder({ ...paid, amountKobo: order.amountKobo + 1 }, order)).toBe(true)
    expect(confirmsOrder({ ...paid, amountKobo: order.amountKobo - 1 }, order)).toBe(false)
  })

  it('confirms nothing that failed, is still pending, is in another currency, or was made for another order', () => {
    for (const status of ['failed', 'pending', 'Successful', 'success', ''])
      expect(confirmsOrder({ ...paid, status }, order), status).toBe(false)
    for (const currency of ['USD', 'GHS', 'ngn', ''])
      expect(confirmsOrder({ ...paid, currency }, order), currency).toBe(false)
    expect(confirmsOrder({ ...paid, txRef: 'oja-00000000' }, order)).toBe(false)
    expect(confirmsOrder({ ...paid, txRef: `${order.txRef} ` }, order)).toBe(false)
  })

  it('reads the amount paid for, not what the card was charged with fees', () => {
    expect(
      confirmsOrder({ ...paid, amountKobo: order.amountKobo - 100, chargedAmountKobo: order.amountKobo + 500 }, order),
    ).toBe(false)
  })
})

describe('providerAmountToKobo', () => {
  it('reads naira with up to 2 decimals as whole kobo, exactly', () => {
    expect(providerAmountToKobo(1234.56)).toBe(123_456)
    // Each of these is off by one kobo when multiplied by 100 and truncated in floating point.
    expect(providerAmountToKobo(0.29)).toBe(29)
    expect(providerAmountToKobo(4.35)).toBe(435)
    expect(providerAmountToKobo(1_689_999.99)).toBe(168_999_999)
    expect(providerAmountToKobo(54600)).toBe(5_460_000)
    expect(providerAmountToKobo(0)).toBe(0)
    expect(providerAmountToKobo(10.1)).toBe(1010)
    expect(providerAmountToKobo('3000.50')).toBe(300_050)
    expect(providerAmountToKobo('3000.500')).toBe(300_050)
  })

  it('refuses what is not a whole number of kobo or not an amount', () => {
    for (const value of [
      1.001,
      1.005,
      '12.345',
      -5,
      '-5',
      1e21,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '1e3',
      '',
      ' ',
      '12,500',
      null,
      undefined,
      true,
      {},
      [100],
    ]) {
      expect(providerAmountToKobo(value), String(value)).toBeNull()
    }
  })
})

describe('headerMatchesSecret', () => {
  it('accepts exactly the secret, and refuses any other value, a missing or repeated header, or an empty secret', () => {
    expect(headerMatchesSecret('a hash set on the dashboard', 'a hash set on the dashboard')).toBe(true)
    expect(headerMatchesSecret('a hash set on the dashboarD', 'a hash set on the dashboard')).toBe(false)
    expect(headerMatchesSecret('a hash set on the dashboard ', 'a hash set on the dashboard')).toBe(false)
    expect(headerMatchesSecret('a hash', 'a hash set on the dashboard')).toBe(false)
    expect(headerMatchesSecret(undefined, 'a hash set on the dashboard')).toBe(false)
    expect(
      headerMatchesSecret(
        ['a hash set on the dashboard', 'a hash set on the dashboard'],
        'a hash set on the dashboard',
      ),
    ).toBe(false)
    expect(headerMatchesSecret('', '')).toBe(false)
  })
})
