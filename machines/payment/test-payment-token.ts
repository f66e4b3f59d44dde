// A payment token as createPayment hands it to /payment, for machine tests and stories: an unsigned JWT whose
// payload is the one given (the page only reads it; the server checks the signature).
import type { PaymentTokenPayload } from '@/domain/payment-token'

export const testPayment: PaymentTokenPayload = {
  amount: 31_500_000,
  name: 'Ada Obi',
  email: 'ada@oja.test',
  deliveryMethod: 'express',
  addressId: '65f1c0ffee0000000000abcd',
  txRef: 'oja_3x9k2m',
  checkouts: [
    { gateway: 'flutterwave', methods: ['card'] },
    { gateway: 'paystack', methods: ['card', 'bank_transfer', 'ussd'], accessCode: 'sbx_access_3x9k2m' },
  ],
}

function base64Url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export function testPaymentToken(payload: Partial<PaymentTokenPayload> = {}): string {
  const claims = { ...testPayment, ...payload, sub: 'user-ada', aud: 'oja-payment' }
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(claims))}.c2lnbmF0dXJl`
}
