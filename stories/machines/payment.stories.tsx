import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { paymentMachine } from '@machines/payment/payment.machine'
import { cardCheckoutMachine } from '@machines/card-checkout/card-checkout.machine'
import { testOrder } from '@machines/orders/test-order'
import { testPaymentToken } from '@machines/payment/test-payment-token'
import { checkoutActors } from '@/app/payment/flutterwave-checkout'
import type { PaymentConfig } from '@/domain/contract'
import { FAKE_CHECKOUT_LABEL, fakeCheckout } from '../screens/fake-checkout'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Payment',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const litState = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="state-chart-state"][data-active]')?.getAttribute('data-state-id')

// Highlights the card checkout open over the page, where a payment, a failure or a close decides what comes next.
export const Chart: Story = {
  render: () => <StateChart machine={paymentMachine} current="cardPaying" />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, paymentMachine)
    const current = within(canvasElement)
      .getAllByRole('rowheader')
      .filter((header) => header.getAttribute('aria-current') === 'true')
    await expect(current.map((header) => header.querySelector('code')?.textContent)).toEqual(['cardPaying'])
  },
}

/** The machine running over a stand-in for Flutterwave Inline, its chart following it. */
function LivePayment() {
  const [logic] = useState(() => {
    const checkout = fakeCheckout()
    return paymentMachine.provide({
      actors: {
        loadPaymentConfig: fromPromise<PaymentConfig>(async () => ({
          mode: 'sandbox',
          scriptUrl: '/sandbox/flutterwave/v3.js',
          publicKey: 'FLWPUBK_TEST-sandbox-X',
        })),
        cardCheckout: cardCheckoutMachine.provide({
          actors: checkoutActors({ ready: () => checkout.open, insertScript: () => undefined }),
        }),
        confirmOrder: fromPromise(async () => testOrder('65f1c0ffee0000000000a001')),
      },
      actions: {
        notify: () => undefined,
        navigate: () => undefined,
        orderPlaced: () => undefined,
        logFailure: () => undefined,
      },
    })
  })
  const [state, send] = useMachine(logic, { input: { token: testPaymentToken() } })
  // The shopper chooses to pay by card as soon as the ways to pay are offered.
  const choosing = state.matches('choosing')
  useEffect(() => {
    if (choosing) send({ type: 'payment.choose', method: 'card' })
  }, [choosing, send])
  return <StateChart machine={paymentMachine} current={state.value} />
}

// The shopper chooses card; the checkout reports a payment and closes; the machine confirms the order and never hears the close.
export const PayingInTheCheckout: Story = {
  render: () => <LivePayment />,
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: FAKE_CHECKOUT_LABEL })
    await waitFor(() => expect(litState(canvasElement)).toBe('cardPaying'), { timeout: 10_000 })
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay/ }))
    await waitFor(() => expect(litState(canvasElement)).toBe('confirmed'))
    await expect(screen.queryByRole('dialog', { name: FAKE_CHECKOUT_LABEL })).toBeNull()
  },
}
