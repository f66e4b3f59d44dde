import type { Meta, StoryObj } from '@storybook/react-vite'
import { within, expect } from 'storybook/test'
import { paymentMachine } from '@machines/payment/payment.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Payment',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

// Highlights the checkout open over the page, where a payment, a failure or a close decides what comes next.
export const Chart: Story = {
  render: () => <StateChart machine={paymentMachine} current="paying" />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, paymentMachine)
    const current = within(canvasElement)
      .getAllByRole('rowheader')
      .filter((header) => header.getAttribute('aria-current') === 'true')
    await expect(current.map((header) => header.querySelector('code')?.textContent)).toEqual(['paying'])
  },
}
