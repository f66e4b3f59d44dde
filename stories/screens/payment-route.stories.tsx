// The /payment route behind the route guard in the app's real actor system, its API answered at the network from
// memory (stories/network), a fake card checkout that answers as Flutterwave Inline does and a fake Paystack popup:
// the shopper chooses how to pay; paying confirms the order, says so, empties the navigation bar's cart count at once
// and goes to /profile/orders; closing or failing goes back to /checkout; a script that does not load says so and can
// be tried again, or the other gateway chosen; Apple Pay's area says when the device has none.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { PaymentRoute } from '@/app/routes/payment-route'
import { RequireSession } from '@/app/require-session'
import type { CartItem } from '@/domain/contract'
import type { PaymentScriptOptions } from '@/app/payment/flutterwave-checkout'
import { testPaymentToken } from '@machines/payment/test-payment-token'
import { testOrder, testOrderedProduct } from '@machines/orders/test-order'
import { SignedInApp, toasts } from './app-fakes'
import { signedInHandlers } from '../network/session-fakes'
import { cartStore } from '../network/cart-fakes'
import { paymentHandlers, type OrderConfirmation } from '../network/payment-fakes'
import { camon, charger } from './catalogue-fixtures'
import { FAKE_CHECKOUT_LABEL, fakeCheckout, type FakeCheckout } from './fake-checkout'
import { FAKE_APPLE_PAY_LABEL, FAKE_PAYSTACK_LABEL, fakePaystack } from './fake-paystack'

const shopper = { email: 'ada@oja.test', firstName: 'Ada', lastName: 'Obi' }
const cartLines: CartItem[] = [
  {
    _id: 'line-1',
    productId: camon,
    qty: 2,
    size: null,
    original_price: camon.original_price,
    discounted_price: camon.discounted_price,
  },
  {
    _id: 'line-2',
    productId: charger,
    qty: 1,
    size: null,
    original_price: charger.original_price,
    discounted_price: charger.discounted_price,
  },
]
const order = testOrder('65f1c0ffee0000000000a001', {
  orderedProducts: [
    testOrderedProduct('camon', { id: 'line-1', qty: 2 }),
    testOrderedProduct('charger', { id: 'line-2' }),
  ],
})

/** The checkout's global as the page finds it: there at once, or missing for the first `missingLoads` loads. */
function checkoutOn(fake: FakeCheckout, missingLoads = 0): PaymentScriptOptions {
  let loads = 0
  let found = false
  return {
    insertScript: () => {
      loads += 1
      found = loads > missingLoads
    },
    ready: () => (found ? fake.open : undefined),
    // The 3 checks 1 s apart, quicker.
    timers: {
      setTimeout: (callback) => globalThis.setTimeout(callback, 20),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
    },
  }
}

function Harness({
  missingLoads = 0,
  token = testPaymentToken(),
  applePay = false,
}: {
  /** How the server answers the order's confirmation. */
  confirmation: OrderConfirmation
  /** Whether the store offers Paystack beside Flutterwave. */
  withPaystack?: boolean
  missingLoads?: number
  /** Whether this device has Apple Pay (for Paystack's button). */
  applePay?: boolean
  token?: string
}) {
  const [checkout] = useState(() => checkoutOn(fakeCheckout(), missingLoads))
  const [paystack] = useState(() => {
    const fake = fakePaystack({ applePay })
    return { insertScript: () => undefined, ready: () => fake.Pop, applePayJs: () => applePay }
  })
  return (
    <SignedInApp
      user={shopper}
      start={token ? `/payment?token=${token}` : '/payment'}
      routes={[
        {
          path: '/payment',
          element: <RequireSession />,
          children: [{ index: true, element: <PaymentRoute checkout={checkout} paystack={paystack} /> }],
        },
        { path: '/checkout', element: <p>Checkout</p> },
        { path: '/profile/orders', element: <p>Orders</p> },
      ]}
    />
  )
}

const meta = {
  title: 'Screens/PaymentRoute',
  component: Harness,
  args: { confirmation: { order } },
  beforeEach: ({ msw, args }) => {
    const cart = cartStore(cartLines)
    // Once the order is confirmed the app loads the cart again; that answer never comes, so the count the page shows
    // is the one the confirmation itself left.
    const lines = () => (cart.lines.length === 0 ? new Promise<CartItem[]>(() => undefined) : cart.lines)
    msw.use(
      ...signedInHandlers(shopper, { cart: lines }),
      ...paymentHandlers(cart, args.confirmation, { withPaystack: args.withPaystack === true }),
    )
  },
  // Behaviour of the wiring; the screen's pixels are covered by Screens/Payment.
  parameters: { visual: { skip: true }, router: false, stateChart: { machine: 'payment', slot: 'payment-screen' } },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const checkoutDialog = () => screen.findByRole('dialog', { name: FAKE_CHECKOUT_LABEL })
const paystackDialog = () => screen.findByRole('dialog', { name: FAKE_PAYSTACK_LABEL })

/** The shopper picks a way to pay among those the page offers. */
async function choose(canvas: { findByRole: typeof screen.findByRole }, name: RegExp = /^Pay with card/) {
  await userEvent.click(await canvas.findByRole('button', { name }))
}

export const PayAndConfirm: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('cart-count')).toHaveTextContent('3'))
    await choose(canvas)
    const dialog = within(await checkoutDialog())
    // The checkout opened for the token's amount, in naira.
    await userEvent.click(dialog.getByRole('button', { name: 'Pay ₦315000' }))

    await expect(await toasts().findByText('Your purchase was successful. We will contact you soon!')).toBeVisible()
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/profile/orders'))
    // At once, from the order's own lines: the cart's reload has not answered.
    await expect(canvas.getByTestId('cart-count')).toHaveTextContent('0')
    // The page closed the modal after the payment; the close that followed did not send the shopper to checkout.
    await expect(screen.queryByRole('dialog', { name: FAKE_CHECKOUT_LABEL })).toBeNull()
    await expect(canvas.getByText('Orders')).toBeVisible()
  },
}

export const CloseWithoutPaying: Story = {
  play: async ({ canvas }) => {
    await choose(canvas)
    const dialog = within(await checkoutDialog())
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/checkout'))
    // Back on checkout, the shopper is told nothing was placed (ADR 0009).
    await expect(
      await toasts().findByText('The payment was closed before it was completed, so your order was not placed.'),
    ).toBeVisible()
    await expect(canvas.getByTestId('cart-count')).toHaveTextContent('3')
  },
}

export const PaymentFails: Story = {
  play: async ({ canvas }) => {
    await choose(canvas)
    const dialog = within(await checkoutDialog())
    await userEvent.click(dialog.getByRole('button', { name: 'Fail' }))
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/checkout'))
    await expect(
      await toasts().findByText('The payment failed, so your order was not placed. You can try again.'),
    ).toBeVisible()
    await expect(screen.queryByRole('dialog', { name: FAKE_CHECKOUT_LABEL })).toBeNull()
  },
}

export const OrderRefused: Story = {
  args: {
    confirmation: {
      status: 409,
      message: 'The last Tecno Camon 20 sold while you paid; your payment has been refunded',
    },
  },
  play: async ({ canvas }) => {
    await choose(canvas)
    const dialog = within(await checkoutDialog())
    await userEvent.click(dialog.getByRole('button', { name: /^Pay/ }))
    await expect(
      await toasts().findByText('The last Tecno Camon 20 sold while you paid; your payment has been refunded'),
    ).toBeVisible()
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/checkout'))
    await expect(canvas.getByTestId('cart-count')).toHaveTextContent('3')
  },
}

export const ConfirmedLater: Story = {
  args: {
    confirmation: { status: 503, message: 'Your payment is being confirmed; the order appears here once it is' },
  },
  play: async ({ canvas }) => {
    await choose(canvas)
    const dialog = within(await checkoutDialog())
    await userEvent.click(dialog.getByRole('button', { name: /^Pay/ }))
    await expect(
      await toasts().findByText('Your payment is being confirmed; the order appears here once it is'),
    ).toBeVisible()
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/profile/orders'))
  },
}

export const ScriptDoesNotLoad: Story = {
  args: { missingLoads: 1 },
  play: async ({ canvas, canvasElement }) => {
    await choose(canvas)
    const message = 'Failed to load payment modal. Check your internet connection and retry later.'
    await expect(await toasts().findByText(message)).toBeVisible()
    const page = canvasElement.querySelector<HTMLElement>('[data-slot="payment-screen"]')!
    await expect(page).toHaveAttribute('data-state', 'loadFailed')
    await expect(within(page).getByRole('alert')).toHaveTextContent(message)

    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(await checkoutDialog()).toBeVisible()
    await expect(page).toHaveAttribute('data-state', 'cardPaying')
    await userEvent.click(within(await checkoutDialog()).getByRole('button', { name: 'Close' }))
  },
}

export const WithoutToken: Story = {
  args: { token: '' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/checkout'))
    await expect(screen.queryByRole('dialog', { name: FAKE_CHECKOUT_LABEL })).toBeNull()
  },
}

export const PayByBankTransferThroughPaystack: Story = {
  args: { withPaystack: true },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByTestId('cart-count')).toHaveTextContent('3'))
    // Card, bank transfer and USSD: Paystack's settings are there too.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="payment-method"]')).toHaveLength(3))
    await choose(canvas, /^Pay by bank transfer/)
    await userEvent.click(within(await paystackDialog()).getByRole('button', { name: 'Pay' }))
    await expect(await toasts().findByText('Your purchase was successful. We will contact you soon!')).toBeVisible()
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/profile/orders'))
    await expect(canvas.getByTestId('cart-count')).toHaveTextContent('0')
    await expect(screen.queryByRole('dialog', { name: FAKE_PAYSTACK_LABEL })).toBeNull()
  },
}

// Flutterwave's checkout never loads: the page says so, and 'Pay another way' then card opens Paystack's instead.
export const FirstGatewayDownPayThroughTheOther: Story = {
  args: { withPaystack: true, missingLoads: Number.POSITIVE_INFINITY },
  play: async ({ canvas, canvasElement }) => {
    await choose(canvas)
    const message = 'Failed to load payment modal. Check your internet connection and retry later.'
    await expect(await toasts().findByText(message)).toBeVisible()
    const page = canvasElement.querySelector<HTMLElement>('[data-slot="payment-screen"]')!
    await expect(page).toHaveAttribute('data-state', 'loadFailed')
    await userEvent.click(canvas.getByRole('button', { name: 'Pay another way' }))
    await choose(canvas)
    await userEvent.click(within(await paystackDialog()).getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/profile/orders'))
  },
}

export const ApplePayUnavailable: Story = {
  args: { withPaystack: true },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="payment-methods-apple-pay"]')).toHaveAttribute(
        'data-state',
        'unavailable',
      ),
    )
    await expect(canvasElement.querySelector('[data-slot="payment-methods-apple-pay"]')).toHaveTextContent(
      'No wallet payment method is available on this device',
    )
  },
}

export const PayWithApplePay: Story = {
  args: { withPaystack: true, applePay: true },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: FAKE_APPLE_PAY_LABEL }))
    await expect(await toasts().findByText('Your purchase was successful. We will contact you soon!')).toBeVisible()
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/profile/orders'))
  },
}
