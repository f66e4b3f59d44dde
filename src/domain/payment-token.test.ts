import { describe, expect, it } from 'vitest'
import { readPaymentToken, type PaymentTokenPayload } from './payment-token'

const payload: PaymentTokenPayload = {
  amount: 1_300_000,
  name: 'Ada Obi',
  email: 'ada@example.com',
  deliveryMethod: 'express',
  addressId: '65f1c0ffee0000000000abcd',
  txRef: 'oja_3x9k2m',
  checkouts: [
    { gateway: 'paystack', methods: ['card', 'bank_transfer', 'ussd'], accessCode: 'sbx_access_1' },
    { gateway: 'flutterwave', methods: ['card'] },
  ],
}

function base64Url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

function tokenOf(claims: unknown): string {
  return `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(claims))}.signature`
}

describe('readPaymentToken', () => {
  it('reads every field of the payload, ignoring the JWT claims around it', () => {
    expect(readPaymentToken(tokenOf({ ...payload, sub: 'u1', exp: 1, aud: 'payment' }))).toEqual(payload)
  })

  it('reads names outside Latin-1', () => {
    expect(readPaymentToken(tokenOf({ ...payload, name: 'Ọlá Àdìsá' }))?.name).toBe('Ọlá Àdìsá')
  })

  it.each([
    ['nothing', undefined],
    ['an empty text', ''],
    ['two parts', 'a.b'],
    ['a payload that is not base64url', 'a.!!!.c'],
    ['a payload that is not JSON', `a.${base64Url('not json')}.c`],
    ['an array', tokenOf([payload])],
    ['a fractional amount', tokenOf({ ...payload, amount: 10.5 })],
    ['a zero amount', tokenOf({ ...payload, amount: 0 })],
    ['an amount as text', tokenOf({ ...payload, amount: '1300000' })],
    ['an unknown delivery method', tokenOf({ ...payload, deliveryMethod: 'drone' })],
    ['no reference', tokenOf({ ...payload, txRef: '' })],
    ['no address', tokenOf({ ...payload, addressId: undefined })],
    ['no email', tokenOf({ ...payload, email: '' })],
    ['a very long text', 'a'.repeat(5000)],
  ])('is null for %s', (_, token) => {
    expect(readPaymentToken(token)).toBeNull()
  })
})
