import type { Meta, StoryObj } from '@storybook/react-vite'
import { staffOrderMachine } from '@machines/staff-order/staff-order.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Staff order',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={staffOrderMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, staffOrderMachine)
  },
}
