import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { PaymentMethodList } from '@/screens/payment/payment-methods'
import { APPLE_PAY_FAILED, NO_WALLET_METHOD } from '@/domain/paystack-messages'
import { narrow, wide, withScreenWidth } from './viewport'

// The ways to pay that /payment and Add Funds offer, with Apple Pay's area in each state of its machine
// (machines/apple-pay): the area's data-state is that machine's state.
const meta = {
  title: 'Screens/PaymentMethods',
  component: PaymentMethodList,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'applePay', slot: 'payment-methods-apple-pay' } },
  args: {
    methods: ['card', 'bank_transfer', 'ussd'],
    applePay: { state: 'waiting', message: null },
    onChoose: fn(),
  },
} satisfies Meta<typeof PaymentMethodList>
export default meta
type Story = StoryObj<typeof meta>

const area = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="payment-methods-apple-pay"]')

// Paystack's script is on its way: the element the button goes in is drawn, empty, with nothing to read yet.
export const ApplePayWaiting: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'How would you like to pay?' })).toBeVisible()
    await expect(area(canvasElement)).toHaveAttribute('data-state', 'waiting')
    await expect(canvasElement.querySelector('[data-slot="payment-methods-apple-pay-button"]')).toBeEmptyDOMElement()
    await expect(canvas.queryByRole('status')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: /^Pay by bank transfer/ }))
    await expect(args.onChoose).toHaveBeenCalledWith('bank_transfer')
  },
}

// The device has Apple Pay: Paystack's script draws its button in the element (not drawn here).
export const ApplePayReady: Story = {
  args: { applePay: { state: 'ready', message: null } },
  play: async ({ canvas, canvasElement }) => {
    await expect(area(canvasElement)).toHaveAttribute('data-state', 'ready')
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const ApplePayFailed: Story = {
  args: { applePay: { state: 'ready', message: APPLE_PAY_FAILED } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An error occurred while paying with Apple Pay. Please try again or use another payment method.',
    )
  },
}

export const ApplePayUnavailable: Story = {
  args: { applePay: { state: 'unavailable', message: NO_WALLET_METHOD } },
  play: async ({ canvas, canvasElement }) => {
    await expect(area(canvasElement)).toHaveAttribute('data-state', 'unavailable')
    await expect(canvas.getByRole('status')).toHaveTextContent('No wallet payment method is available on this device')
  },
}

export const ApplePayUnavailableNarrow: Story = { ...ApplePayUnavailable, parameters: narrow }

// Only Flutterwave's card checkout can be opened, or Paystack's script did not load: no Apple Pay area at all.
export const CardOnly: Story = {
  args: { methods: ['card'], applePay: { state: 'off', message: null } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1)
    await expect(area(canvasElement)).toBeNull()
  },
}
