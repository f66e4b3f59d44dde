import type { Meta, StoryObj } from '@storybook/react-vite'
import { cardCheckoutMachine } from '@machines/card-checkout/card-checkout.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Card checkout',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

// The child the payment page and Add Funds invoke: it loads, opens and reports; its parent decides the rest.
export const Chart: Story = {
  render: () => <StateChart machine={cardCheckoutMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, cardCheckoutMachine)
  },
}
