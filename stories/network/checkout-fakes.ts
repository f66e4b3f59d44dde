// Checkout's operations answered in memory, as the server answers them: over the shopper's cart (./cart-fakes, which
// the navigation bar's GET api/carts reads too, through signedInHandlers), the addresses (./address-fakes), 'Place order' (POST
// api/payments: the payment token /payment opens) and 'Pay with wallet' (POST api/orders/wallet: the paid order, whose
// lines leave the cart).
import type { Address, CartItem, Payment, PaymentInput } from '@/domain/contract'
import { testOrder, testOrderedProduct } from '@machines/orders/test-order'
import { savedAddresses } from '../screens/address-fixtures'
import { addressHandlers } from './address-fakes'
import type { CartStore } from './cart-fakes'
import { errorReply, http } from './network-fakes'

/** Every line leaves the cart for the order, as the server clears the ordered lines when it makes one. */
export function takeAll(cart: CartStore): CartItem[] {
  const taken = cart.lines
  cart.lines = []
  return taken
}

/** What 'Place order' answers: the pending order's signed token and reference. */
export const placedPayment: Payment = {
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJ0eFJlZiI6Im9qYS10eC0xIn0.c2lnbmF0dXJl',
  txRef: 'oja-tx-1',
  amount: 268999,
}

export interface CheckoutReplies {
  /** The addresses the shopper has saved; a new one is numbered after them (`address-3` after two). */
  addresses?: readonly Address[]
  /** The server's 409 for 'Place order', e.g. a line that sold out; else it answers `placedPayment`. */
  refusePayment?: string
  /** The server's 409 for 'Pay with wallet', e.g. a balance short of the total; else it answers the paid order. */
  refuseWalletOrder?: string
  /** Told each 'Place order' body, for a story to assert what the page sent. */
  onCreatePayment?: (body: PaymentInput) => void
  /** Told each 'Pay with wallet' body. */
  onPayOrderWithWallet?: (body: PaymentInput) => void
}

/** Handlers for /checkout over `cart` and their own copy of the addresses, so each story begins from the same data. */
export function checkoutHandlers(cart: CartStore, replies: CheckoutReplies = {}) {
  return [
    ...addressHandlers(replies.addresses ?? savedAddresses),
    http.post('/api/payments', async ({ request, response }) => {
      const body = await request.json()
      replies.onCreatePayment?.(body)
      if (replies.refusePayment) return response(409).json(errorReply(replies.refusePayment))
      return response(201).json({ data: placedPayment })
    }),
    http.post('/api/orders/wallet', async ({ request, response }) => {
      const body = await request.json()
      replies.onPayOrderWithWallet?.(body)
      if (replies.refuseWalletOrder) return response(409).json(errorReply(replies.refuseWalletOrder))
      const orderedProducts = takeAll(cart).map((line) => testOrderedProduct(line._id, { id: line._id, qty: line.qty }))
      return response(201).json({ data: testOrder('wallet-order-1', { orderedProducts }) })
    }),
  ]
}
