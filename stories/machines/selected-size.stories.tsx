import type { Meta, StoryObj } from '@storybook/react-vite'
import { selectedSizeMachine } from '@machines/selected-size/selected-size.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/SelectedSize',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={selectedSizeMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, selectedSizeMachine)
  },
}
