// The card payment page's operations answered in memory: the store's checkout settings (the sandbox's), and the
// confirmation of the order once the card checkout reports a payment (POST api/orders), which takes the cart's lines
// or is refused as the story says.
import type { Order, PaymentConfig } from '@/domain/contract'
import type { CartStore } from './cart-fakes'
import { takeAll } from './checkout-fakes'
import { errorReply, http } from './network-fakes'

export const sandboxPaymentConfig: PaymentConfig = {
  mode: 'sandbox',
  scriptUrl: '/sandbox/flutterwave/v3.js',
  publicKey: 'FLWPUBK_TEST-sandbox-X',
}

/** How the server answers the confirmation: the confirmed order, or a refusal (409: the payment does not pay for the
 *  order or the goods sold out; 503: the provider cannot be asked now, the webhook confirms it later). */
export type OrderConfirmation = { order: Order } | { status: 409 | 503; message: string }

/** The settings of a store that offers Paystack beside Flutterwave. */
export const bothGatewaysConfig: PaymentConfig = {
  ...sandboxPaymentConfig,
  paystack: { scriptUrl: '/sandbox/paystack/inline.js', publicKey: 'pk_test_sandbox' },
}

export function paymentHandlers(
  cart: CartStore,
  confirmation: OrderConfirmation,
  { withPaystack = false }: { withPaystack?: boolean } = {},
) {
  const config = withPaystack ? bothGatewaysConfig : sandboxPaymentConfig
  return [
    http.get('/api/payments/config', ({ response }) => response(200).json({ data: config })),
    http.post('/api/orders', ({ response }) => {
      if (!('order' in confirmation)) return response(confirmation.status).json(errorReply(confirmation.message))
      takeAll(cart)
      return response(201).json({ data: confirmation.order })
    }),
  ]
}
