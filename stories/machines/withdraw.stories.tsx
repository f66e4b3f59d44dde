import type { Meta, StoryObj } from '@storybook/react-vite'
import { withdrawMachine } from '@machines/withdraw/withdraw.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Withdraw',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={withdrawMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, withdrawMachine)
  },
}
