import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CheckoutScreen } from '@/screens/checkout/checkout-screen'
import { pricedLine } from '@/domain/cart'
import { findDeliveryMethod, orderTotal } from '@/domain/delivery'
import { formatNaira, koboToNaira } from '@/domain/money'
import { camon, charger } from './catalogue-fixtures'
import { couponCart } from './cart-fixtures'
import { adaHome, chidiOffice, savedAddresses } from './address-fixtures'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/Checkout',
  component: CheckoutScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'checkout', slot: 'checkout' } },
  args: {
    state: 'ready',
    items: couponCart,
    couponApplied: false,
    addresses: savedAddresses,
    addressId: adaHome._id,
    deliveryMethodId: 'motor-park-pickup',
    onChooseAddress: fn(),
    onAddAddress: fn(),
    onChooseDelivery: fn(),
    onPlaceOrder: fn(),
    onPayWithWallet: fn(),
    onFundWallet: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CheckoutScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="checkout"]')!
const figure = (element: HTMLElement, key: string) =>
  element.querySelector<HTMLElement>(`[data-slot="billing-summary-${key}"] dd`)
const naira = (kobo: number, decimals = false) => formatNaira(koboToNaira(kobo), { decimals })

export const Loading: Story = {
  args: { state: 'loadingAddresses', addresses: [], addressId: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loadingAddresses')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading checkout')
    await expect(canvasElement.querySelector('[data-slot="checkout-skeleton"]')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Place order' })).toBeNull()
  },
}

export const LoadingNarrow: Story = { ...Loading, parameters: narrow }

// spec §2 Checkout: the saved addresses as radios (the first chosen), the delivery picker, 'In Your Bag', the billing
// box, and the three buttons: 'Place order', 'Pay with wallet' and 'Fund wallet'.
export const Ready: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready')
    const addresses = canvas.getByRole('radiogroup', { name: 'Delivery address' })
    await expect(within(addresses).getAllByRole('radio')).toHaveLength(2)
    await expect(within(addresses).getByRole('radio', { name: adaHome.name })).toBeChecked()
    await expect(within(addresses).getByRole('radio', { name: adaHome.name })).toHaveAccessibleDescription(
      /12 Allen Avenue, Ikeja, Lagos/,
    )
    await userEvent.click(within(addresses).getByRole('radio', { name: chidiOffice.name }))
    await expect(args.onChooseAddress).toHaveBeenCalledWith(chidiOffice._id)
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Address' }))
    await expect(args.onAddAddress).toHaveBeenCalledTimes(1)

    await expect(canvas.getByRole('radio', { name: 'Motor park pickup ₦3,000' })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: /Express delivery/ }))
    await expect(args.onChooseDelivery).toHaveBeenCalledWith('express')

    const bag = within(canvas.getByRole('region', { name: 'In Your Bag' }))
    await expect(bag.getByText(camon.title)).toBeVisible()
    await expect(bag.getByText(charger.title)).toBeVisible()

    const figures = orderTotal(couponCart.map(pricedLine), { deliveryMethod: findDeliveryMethod('motor-park-pickup') })
    await expect(figure(canvasElement, 'subtotal')).toHaveTextContent(naira(figures.subtotal - figures.discount))
    await expect(figure(canvasElement, 'delivery')).toHaveTextContent('₦3,000')
    await expect(figure(canvasElement, 'total')).toHaveTextContent(naira(figures.total, true))

    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }))
    await expect(args.onPlaceOrder).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with wallet' }))
    await expect(args.onPayWithWallet).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Fund wallet' }))
    await expect(args.onFundWallet).toHaveBeenCalledTimes(1)
  },
}

export const ReadyNarrow: Story = {
  parameters: narrow,
  play: async ({ canvas }) => {
    // Narrow screens: the order comes under the address and delivery choices.
    const delivery = canvas.getByRole('radiogroup', { name: 'Delivery method' }).getBoundingClientRect()
    const bag = canvas.getByRole('region', { name: 'In Your Bag' }).getBoundingClientRect()
    await expect(bag.top).toBeGreaterThan(delivery.bottom)
  },
}

// The coupon counts, Express chosen: Total = discounted cart total − coupon + delivery (spec §9).
export const ExpressWithCoupon: Story = {
  args: { couponApplied: true, deliveryMethodId: 'express' },
  play: async ({ canvas, canvasElement }) => {
    const figures = orderTotal(couponCart.map(pricedLine), {
      couponApplied: true,
      deliveryMethod: findDeliveryMethod('express'),
    })
    await expect(figure(canvasElement, 'coupon')).toHaveTextContent('-₦10,000')
    await expect(figure(canvasElement, 'delivery')).toHaveTextContent('₦10,000')
    await expect(figure(canvasElement, 'total')).toHaveTextContent(naira(figures.total, true))
    await expect(canvasElement.querySelector('[data-slot="delivery-method-details"]')).toHaveTextContent('airport')
    await expect(canvas.getByRole('radio', { name: 'Express delivery ₦10,000' })).toBeChecked()
  },
}

// No saved address yet: the form is the way on.
export const NoAddress: Story = {
  args: { addresses: [], addressId: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('radiogroup', { name: 'Delivery address' })).toBeNull()
    await expect(canvas.getByText('No saved address yet. Add one to continue.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Address' }))
    await expect(args.onAddAddress).toHaveBeenCalledTimes(1)
  },
}

// Asking the server for the payment: every choice waits.
export const Placing: Story = {
  args: { state: 'placing' },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'placing')
    await expect(canvas.getByRole('status')).toHaveTextContent('Placing your order')
    await expect(canvas.getByRole('button', { name: 'Place order' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('radio', { name: chidiOffice.name })).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: /Standard delivery/ })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Add New Address' })).toBeDisabled()
  },
}

// 'Pay with wallet' on its way: that button is busy, the others and every choice wait.
export const PayingWithWallet: Story = {
  args: { state: 'payingWithWallet' },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'payingWithWallet')
    await expect(canvas.getByRole('status')).toHaveTextContent('Placing your order')
    await expect(canvas.getByRole('button', { name: 'Pay with wallet' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Place order' })).not.toHaveAttribute('aria-busy')
    await expect(canvas.getByRole('button', { name: 'Fund wallet' })).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: chidiOffice.name })).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: /Standard delivery/ })).toBeDisabled()
  },
}

export const PayingWithWalletNarrow: Story = { ...PayingWithWallet, parameters: narrow }

// Paid from the wallet, on the way to the orders: nothing can be sent again.
export const PaidWithWallet: Story = {
  args: { state: 'paidWithWallet' },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'paidWithWallet')
    await expect(canvas.getByRole('button', { name: 'Pay with wallet' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeDisabled()
  },
}

export const PaidWithWalletNarrow: Story = { ...PaidWithWallet, parameters: narrow }

// On the way to Add Funds: the buttons wait.
export const FundingWallet: Story = {
  args: { state: 'fundingWallet' },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'fundingWallet')
    await expect(canvas.getByRole('button', { name: 'Fund wallet' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Pay with wallet' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeDisabled()
  },
}

export const FundingWalletNarrow: Story = { ...FundingWallet, parameters: narrow }

// spec §2: the wording exactly, with Explore.
export const Empty: Story = {
  args: { state: 'empty', items: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'empty')
    await expect(canvas.getByRole('heading', { name: 'No items in your cart to Checkout!' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/product-listing')
    await expect(canvas.queryByRole('button', { name: 'Place order' })).toBeNull()
  },
}

export const EmptyNarrow: Story = { ...Empty, parameters: narrow }

export const Error: Story = {
  args: {
    state: 'error',
    errorMessage: 'An error has occured. please try again later',
    addresses: [],
    addressId: null,
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'error')
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error has occured. please try again later')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}
