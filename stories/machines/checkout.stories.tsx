import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { checkoutMachine } from '@machines/checkout/checkout.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Checkout',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

// Highlights checkout at rest, where the shopper chooses the address and delivery and places the order.
export const Chart: Story = {
  render: () => <StateChart machine={checkoutMachine} current="ready" />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, checkoutMachine)
    const canvas = within(canvasElement)
    const current = canvas.getAllByRole('rowheader').filter((header) => header.getAttribute('aria-current') === 'true')
    await expect(current.map((header) => header.querySelector('code')?.textContent)).toEqual(['ready'])
    await expect(canvasElement.querySelector('[data-slot="state-chart-state"][data-active]')).toHaveAttribute(
      'data-state-id',
      'ready',
    )
  },
}
