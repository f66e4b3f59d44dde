import type { Meta, StoryObj } from '@storybook/react-vite'
import { vendorOrdersMachine } from '@machines/vendor-orders/vendor-orders.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Vendor orders',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={vendorOrdersMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, vendorOrdersMachine)
  },
}
