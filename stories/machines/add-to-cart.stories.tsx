import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { addToCartMachine } from '@machines/add-to-cart/add-to-cart.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/AddToCart',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

// Highlights the press that reaches the server: the product in stock, its size chosen, not yet in the cart.
export const Chart: Story = {
  render: () => <StateChart machine={addToCartMachine} current="adding" />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, addToCartMachine)
    const canvas = within(canvasElement)
    const current = canvas.getAllByRole('rowheader').filter((header) => header.getAttribute('aria-current') === 'true')
    await expect(current.map((header) => header.querySelector('code')?.textContent)).toEqual(['adding'])
    await expect(canvasElement.querySelector('[data-slot="state-chart-state"][data-active]')).toHaveAttribute(
      'data-state-id',
      'adding',
    )
  },
}
