import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { PaymentScreen, type PaymentScreenState } from '@/screens/payment/payment-screen'
import { testPayment } from '@machines/payment/test-payment-token'
import { APPLE_PAY_FAILED, NO_WALLET_METHOD } from '@/domain/paystack-messages'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/Payment',
  component: PaymentScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'payment', slot: 'payment-screen' } },
  args: {
    state: 'cardLoading',
    payment: testPayment,
    methods: ['card', 'bank_transfer', 'ussd'],
    applePay: null,
    canChooseAnother: true,
    onChoose: fn(),
    onRetry: fn(),
    onAnother: fn(),
  },
} satisfies Meta<typeof PaymentScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="payment-screen"]')!

// The ways to pay the order offers, and where Apple Pay's button would be: this device has none, as spec §8 says.
export const Choosing: Story = {
  args: { state: 'choosing', applePay: { state: 'unavailable', message: NO_WALLET_METHOD } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'choosing')
    await expect(root(canvasElement)).not.toHaveAttribute('aria-busy')
    await expect(canvas.getByRole('heading', { level: 2, name: 'How would you like to pay?' })).toBeVisible()
    const methods = canvas.getAllByRole('button').filter((button) => button.dataset.method)
    await expect(methods.map((button) => button.dataset.method)).toEqual(['card', 'bank_transfer', 'ussd'])
    await expect(canvas.getByRole('button', { name: /Pay by bank transfer/ })).toHaveTextContent(
      'Send the exact amount from your bank app',
    )
    const applePay = canvasElement.querySelector<HTMLElement>('[data-slot="payment-methods-apple-pay"]')!
    await expect(applePay).toHaveAttribute('data-state', 'unavailable')
    await expect(applePay).toHaveTextContent('No wallet payment method is available on this device')
    // Keyboard: the first way to pay takes focus with Tab and Enter chooses it.
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: /Pay with card/ })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onChoose).toHaveBeenCalledOnce()
    await expect(args.onChoose).toHaveBeenCalledWith('card')
    await userEvent.click(canvas.getByRole('button', { name: /Pay with USSD/ }))
    await expect(args.onChoose).toHaveBeenLastCalledWith('ussd')
  },
}

export const ChoosingNarrow: Story = { ...Choosing, parameters: narrow }

// Only Flutterwave's card checkout can be opened (Paystack is not one of the store's gateways, or could not be opened).
export const ChoosingCardOnly: Story = {
  args: { state: 'choosing', methods: ['card'], applePay: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button').filter((button) => button.dataset.method)).toHaveLength(1)
    await expect(canvasElement.querySelector('[data-slot="payment-methods-apple-pay"]')).toBeNull()
  },
}

// Apple Pay's button is on the page (drawn by Paystack's script in the container) and its last payment failed.
export const ApplePayFailed: Story = {
  args: { state: 'choosing', applePay: { state: 'ready', message: APPLE_PAY_FAILED } },
  play: async ({ canvas, canvasElement }) => {
    const applePay = canvasElement.querySelector<HTMLElement>('[data-slot="payment-methods-apple-pay"]')!
    await expect(applePay).toHaveAttribute('data-state', 'ready')
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An error occurred while paying with Apple Pay. Please try again or use another payment method.',
    )
  },
}

export const ApplePayFailedNarrow: Story = { ...ApplePayFailed, parameters: narrow }

export const CardLoading: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'cardLoading')
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull()
    // What is being paid: the token's kobo shown in naira, the shopper's email, the delivery method.
    await expect(canvasElement.querySelector('[data-slot="payment-screen-amount"]')).toHaveTextContent('₦315,000.00')
    await expect(canvasElement.querySelector('[data-slot="payment-screen-email"]')).toHaveTextContent('ada@oja.test')
    await expect(canvasElement.querySelector('[data-slot="payment-screen-delivery"]')).toHaveTextContent(
      'Express delivery',
    )
    const status = canvas.getByRole('status')
    await expect(status).toHaveAttribute('aria-live', 'polite')
    await expect(status).toHaveTextContent('Loading the secure payment…')
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull()
  },
}

export const CardLoadingNarrow: Story = { ...CardLoading, parameters: narrow }

export const PaystackLoading: Story = {
  args: { state: 'paystackLoading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'paystackLoading')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the secure payment…')
  },
}

export const PaystackPaying: Story = {
  args: { state: 'paystackPaying' },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'paystackPaying')
    await expect(canvas.getByRole('status')).toHaveTextContent('Complete your payment in the payment window.')
  },
}

export const CardPaying: Story = {
  args: { state: 'cardPaying', payment: { ...testPayment, deliveryMethod: 'motor-park-pickup' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'cardPaying')
    await expect(root(canvasElement)).not.toHaveAttribute('aria-busy')
    await expect(canvas.getByRole('status')).toHaveTextContent('Complete your payment in the payment window.')
    await expect(canvasElement.querySelector('[data-slot="payment-screen-delivery"]')).toHaveTextContent(
      'Motor park pickup',
    )
  },
}

export const Confirming: Story = {
  args: { state: 'confirming' },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'confirming')
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirming your payment…')
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const LoadFailed: Story = {
  args: { state: 'loadFailed' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loadFailed')
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to load payment modal. Check your internet connection and retry later.',
    )
    await expect(canvas.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
    // The other gateway, or another way to pay.
    await userEvent.click(canvas.getByRole('button', { name: 'Pay another way' }))
    await expect(args.onAnother).toHaveBeenCalledOnce()
  },
}

// The store's settings did not load: there is nothing else to choose from yet, only a retry.
export const LoadFailedBeforeSettings: Story = {
  args: { state: 'loadFailed', canChooseAnother: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Pay another way' })).toBeNull()
  },
}

export const LoadFailedNarrow: Story = { ...LoadFailed, parameters: narrow }

// No readable token: nothing to show while the page goes back to checkout.
export const Returning: Story = {
  args: { state: 'returning', payment: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'returning')
    await expect(canvasElement.querySelector('[data-slot="payment-screen-summary"]')).toBeNull()
    await expect(canvas.getByRole('status')).toHaveTextContent('Returning to checkout…')
  },
}

// The card checkout reported a failed payment: the page says so while it goes back to checkout, which says it too.
export const PaymentFailed: Story = {
  args: { state: 'paymentFailed' },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'paymentFailed')
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('The payment failed. Returning to checkout…')
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull()
  },
}

// The shopper closed the card checkout without paying.
export const PaymentClosed: Story = {
  args: { state: 'paymentClosed' },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'paymentClosed')
    await expect(canvas.getByRole('status')).toHaveTextContent('The payment was closed. Returning to checkout…')
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull()
  },
}

/** States without a phone-width story of their own, one under another at 375 px (with the stories above, every state
 *  the page rests in is drawn at 375 and 1280 px). */
function statesNarrow(states: readonly PaymentScreenState[]): Story {
  return {
    parameters: narrow,
    render: (args) => (
      <div className="grid divide-y divide-border">
        {states.map((state) => (
          <PaymentScreen
            key={state}
            {...args}
            aria-label={`Payment: ${state}`}
            aria-labelledby={undefined}
            state={state}
            payment={state === 'returning' ? null : args.payment}
          />
        ))}
      </div>
    ),
    play: async ({ canvasElement }) => {
      const shown = [...canvasElement.querySelectorAll('[data-slot="payment-screen"]')].map((element) =>
        element.getAttribute('data-state'),
      )
      await expect(shown).toEqual([...states])
    },
  }
}

export const LoadingAndPayingNarrow: Story = statesNarrow([
  'loadingConfig',
  'cardPaying',
  'paystackLoading',
  'paystackPaying',
  'confirming',
  'confirmed',
])

export const LeavingNarrow: Story = statesNarrow(['confirmationDelayed', 'paymentFailed', 'paymentClosed', 'returning'])
