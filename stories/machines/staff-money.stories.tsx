import type { Meta, StoryObj } from '@storybook/react-vite'
import { staffMoneyMachine } from '@machines/staff-money/staff-money.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Staff money',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={staffMoneyMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, staffMoneyMachine)
  },
}
