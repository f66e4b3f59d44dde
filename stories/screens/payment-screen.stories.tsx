import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { PaymentScreen } from '@/screens/payment/payment-screen'
import { testPayment } from '@machines/payment/test-payment-token'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/Payment',
  component: PaymentScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'payment', slot: 'payment-screen' } },
  args: { state: 'loadingScript', payment: testPayment, onRetry: fn() },
} satisfies Meta<typeof PaymentScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="payment-screen"]')!

export const LoadingScript: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loadingScript')
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Card payment' })).toBeVisible()
    // What is being paid: the token's kobo shown in naira, the shopper's email, the delivery method.
    await expect(canvasElement.querySelector('[data-slot="payment-screen-amount"]')).toHaveTextContent('₦315,000.00')
    await expect(canvasElement.querySelector('[data-slot="payment-screen-email"]')).toHaveTextContent('ada@oja.test')
    await expect(canvasElement.querySelector('[data-slot="payment-screen-delivery"]')).toHaveTextContent(
      'Express delivery',
    )
    const status = canvas.getByRole('status')
    await expect(status).toHaveAttribute('aria-live', 'polite')
    await expect(status).toHaveTextContent('Loading the secure card payment…')
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull()
  },
}

export const LoadingScriptNarrow: Story = { ...LoadingScript, parameters: narrow }

export const Paying: Story = {
  args: { state: 'paying', payment: { ...testPayment, deliveryMethod: 'motor-park-pickup' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'paying')
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
    await expect(canvas.getByRole('status')).toHaveTextContent('The card payment failed. Returning to checkout…')
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
