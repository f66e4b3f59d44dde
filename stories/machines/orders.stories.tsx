import type { Meta, StoryObj } from '@storybook/react-vite'
import { ordersMachine } from '@machines/orders/orders.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Orders',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={ordersMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, ordersMachine)
  },
}
