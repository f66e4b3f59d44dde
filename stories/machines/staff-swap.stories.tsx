import type { Meta, StoryObj } from '@storybook/react-vite'
import { staffSwapMachine } from '@machines/staff-swap/staff-swap.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Staff swap request',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={staffSwapMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, staffSwapMachine)
  },
}
