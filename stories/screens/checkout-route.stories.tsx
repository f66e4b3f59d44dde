// The /checkout route wired to a memory router behind the route guard, the real session provider over in-memory storage,
// and the shopper's cart and addresses answered at the network from memory (stories/network): the cart guard, choosing
// the address and delivery, adding an address in the modal, 'Place order' going on to /payment with the server's
// token, 'Pay with wallet' paying from the balance and going to the orders, and 'Fund wallet' going to Add Funds on
// the profile.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Link, useLocation } from 'react-router-dom'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { CheckoutRoute } from '@/app/routes/checkout-route'
import { RequireSession } from '@/app/require-session'
import { memoryStorage } from '@/app/memory-storage'
import { COUPON_STORAGE_KEY } from '@/domain/cart'
import type { CartItem } from '@/domain/contract'
import { PAYMENT_TOKEN_PARAM } from '@/domain/payment-token'
import { couponCart } from './cart-fixtures'
import { adaHome, chidiOffice } from './address-fixtures'
import { SignedInApp, toasts } from './app-fakes'
import { signedInHandlers } from '../network/session-fakes'
import { cartStore } from '../network/cart-fakes'
import { checkoutHandlers, placedPayment, type CheckoutReplies } from '../network/checkout-fakes'

const shopper = { email: 'ada@oja.test', firstName: 'Ada', lastName: 'Obi' }

/** Where 'Fund wallet' went, with its query. */
function ProfileProbe() {
  const location = useLocation()
  return <output data-testid="profile-search">{location.search}</output>
}

/** Where 'Place order' went, with the token it carried. */
function PaymentProbe() {
  const location = useLocation()
  return <output data-testid="payment-token">{new URLSearchParams(location.search).get(PAYMENT_TOKEN_PARAM)}</output>
}

type HarnessProps = {
  couponStorage: ReturnType<typeof memoryStorage>
  start?: string
  /** The cart the server holds (the network's, read by the page and the navigation bar). */
  cart: readonly CartItem[]
} & Pick<CheckoutReplies, 'addresses' | 'refusePayment' | 'refuseWalletOrder'> &
  Required<Pick<CheckoutReplies, 'onCreatePayment' | 'onPayOrderWithWallet'>>

function Harness({ couponStorage, start = '/checkout' }: HarnessProps) {
  return (
    <SignedInApp
      user={shopper}
      start={start}
      routes={[
        { path: '/', element: <Link to="/checkout">Checkout</Link> },
        {
          path: '/checkout',
          element: <RequireSession />,
          children: [{ index: true, element: <CheckoutRoute couponStorage={couponStorage} /> }],
        },
        { path: '/payment', element: <PaymentProbe /> },
        { path: '/profile', element: <ProfileProbe /> },
        { path: '/profile/orders', element: <p>Orders</p> },
        { path: '/cart', element: <p>Cart</p> },
        { path: '/product-listing', element: <p>Listing</p> },
      ]}
    />
  )
}

const meta = {
  title: 'Screens/CheckoutRoute',
  component: Harness,
  args: { cart: couponCart, addresses: [adaHome, chidiOffice], onCreatePayment: fn(), onPayOrderWithWallet: fn() },
  beforeEach: ({ msw, args: { cart: lines, ...replies } }) => {
    const cart = cartStore(lines)
    msw.use(...signedInHandlers(shopper, { cart: () => cart.lines }), ...checkoutHandlers(cart, replies))
  },
  // Behaviour of the wiring; the screen's pixels are covered by Screens/Checkout.
  parameters: { visual: { skip: true }, router: false, stateChart: { machine: 'checkout', slot: 'checkout' } },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

// Choosing Express, adding an address in the modal (it becomes the chosen one), then 'Place order' with the coupon
// the shopper applied in the cart.
export const PlacingAnOrder: Story = {
  args: { couponStorage: memoryStorage({ [COUPON_STORAGE_KEY]: 'oja-10k' }) },
  play: async ({ canvas, args }) => {
    const addresses = await canvas.findByRole('radiogroup', { name: 'Delivery address' })
    await expect(within(addresses).getByRole('radio', { name: adaHome.name })).toBeChecked()

    await userEvent.click(canvas.getByRole('radio', { name: /Express delivery/ }))
    await expect(await toasts().findByText('Express delivery selected')).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: 'Add New Address' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Address Form' }))
    await expect(dialog.getByRole('textbox', { name: 'Country' })).toHaveValue('Nigeria')
    await userEvent.type(dialog.getByRole('textbox', { name: 'Full name' }), 'Bisi Ade')
    await userEvent.type(dialog.getByRole('textbox', { name: 'Street address' }), '3 Ring Road')
    await userEvent.type(dialog.getByRole('textbox', { name: 'City or town' }), 'Ibadan')
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'State' }), 'Oyo')
    await userEvent.type(dialog.getByRole('textbox', { name: 'Phone number' }), '08055512345')
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }))
    // The toasts are outside the modal, which hides everything else while it is open.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Address Form' })).toBeNull())
    await expect(await toasts().findByText('New address added successfully!')).toBeVisible()
    await waitFor(() => expect(within(addresses).getByRole('radio', { name: 'Bisi Ade' })).toBeChecked())

    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/payment'))
    await expect(canvas.getByTestId('payment-token')).toHaveTextContent(placedPayment.token)
    // The new address is the server's third.
    await expect(args.onCreatePayment).toHaveBeenCalledWith({
      addressId: 'address-3',
      deliveryMethod: 'express',
      coupon: 'oja-10k',
    })
  },
}

// spec §5: placing without an address asks for one.
export const WithoutAnAddress: Story = {
  args: { addresses: [], couponStorage: memoryStorage() },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Place order' }))
    await expect(await toasts().findByText('Please provide/select an address to proceed!')).toBeVisible()
    await expect(args.onCreatePayment).not.toHaveBeenCalled()
    await expect(canvas.getByTestId('location')).toHaveTextContent('/checkout')
  },
}

// The server refuses (a line sold out): its message in a toast, and the shopper stays.
export const RefusedByTheServer: Story = {
  args: { refusePayment: 'Only 1 of Tecno Camon 20 is in stock.', couponStorage: memoryStorage() },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Place order' }))
    await expect(await toasts().findByText('Only 1 of Tecno Camon 20 is in stock.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeEnabled()
    await expect(canvas.getByTestId('location')).toHaveTextContent('/checkout')
  },
}

// spec §4 After a wallet order succeeds: the order is paid from the balance with the chosen address, method and coupon,
// the cart count drops, the spec's words are shown and the shopper goes to /profile/orders.
export const PayingWithTheWallet: Story = {
  args: { couponStorage: memoryStorage({ [COUPON_STORAGE_KEY]: 'oja-10k' }) },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('radiogroup', { name: 'Delivery address' })).toBeVisible()
    await waitFor(() => expect(canvas.getByTestId('cart-count')).toHaveTextContent('3'))
    await userEvent.click(canvas.getByRole('radio', { name: chidiOffice.name }))
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with wallet' }))
    await expect(await toasts().findByText('Your purchase was successful. We will contact you soon!')).toBeVisible()
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/profile/orders'))
    await waitFor(() => expect(canvas.getByTestId('cart-count')).toHaveTextContent('0'))
    await expect(args.onPayOrderWithWallet).toHaveBeenCalledWith({
      addressId: chidiOffice._id,
      deliveryMethod: 'motor-park-pickup',
      coupon: 'oja-10k',
    })
    await expect(args.onCreatePayment).not.toHaveBeenCalled()
  },
}

// spec §5: a balance short of the total: the server's 409 in a toast, and the shopper stays to fund the wallet.
export const InsufficientBalance: Story = {
  args: { refuseWalletOrder: 'Insufficient balance. Please fund your wallet', couponStorage: memoryStorage() },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay with wallet' }))
    await expect(await toasts().findByText('Insufficient balance. Please fund your wallet')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Pay with wallet' })).toBeEnabled()
    await expect(canvas.getByTestId('location')).toHaveTextContent('/checkout')
  },
}

// 'Fund wallet' opens Add Funds on the profile, marked to come back to checkout.
export const FundingTheWallet: Story = {
  args: { couponStorage: memoryStorage() },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Fund wallet' }))
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/profile'))
    await expect(canvas.getByTestId('profile-search')).toHaveTextContent('?fund=checkout')
    await expect(args.onPayOrderWithWallet).not.toHaveBeenCalled()
  },
}

// spec §2: the cart guard sends a shopper with an empty cart back to /cart.
// The guard needs the app to know the cart is empty: the shopper comes to checkout once the count shows it.
export const EmptyCartGoesBackToTheCart: Story = {
  args: { cart: [], couponStorage: memoryStorage(), start: '/' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('cart-count')).toHaveAttribute('data-known', 'true'))
    await userEvent.click(canvas.getByRole('link', { name: 'Checkout' }))
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/cart'))
  },
}
